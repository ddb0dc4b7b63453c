import { Hono } from 'hono'

/**
 * The `/api` application. Routes are added by the blog API; anything else under `/api`
 * answers a JSON 404 rather than a web page.
 */
export function createApiApp(): Hono {
  const api = new Hono()
  api.notFound((c) => c.json({ error: 'Not found' }, 404))
  return api
}
