import { Hono } from 'hono'
import { apiErrorHandler } from './apiErrorHandler'
import { requestLanguage } from './requestLanguage'

/** The applications mounted under `/api`. */
export interface ApiApps {
  /** The blog API, mounted at `/api/blog` (see `createBlogApi`). */
  blog?: Hono
  /** The consultant's facts, mounted at `/api/site-facts` (see `createSiteFactsApi`). */
  siteFacts?: Hono
  /** The admin's passphrase-for-session exchange, mounted at `/api/session` (see `createSessionApi`). */
  session?: Hono
}

/**
 * The `/api` application. Anything else under `/api` answers a JSON 404 rather than a web page.
 */
export function createApiApp({ blog, siteFacts, session }: ApiApps = {}): Hono {
  const api = new Hono()
  api.onError(apiErrorHandler)
  if (blog) api.route('/blog', blog)
  if (siteFacts) api.route('/site-facts', siteFacts)
  if (session) api.route('/session', session)
  // A route rather than `notFound`: once mounted in the site server, a notFound handler of this
  // sub-application would never run and GET would fall through to the site's 404 page.
  api.all('*', (c) =>
    c.json(
      {
        error:
          requestLanguage(c.req.header('Accept-Language')) === 'en'
            ? 'No API answers at this address.'
            : 'Aucune API ne répond à cette adresse.',
      },
      404,
    ),
  )
  return api
}
