import type { MiddlewareHandler } from 'hono'

/** Headers every answer carries, from the local server and (later) the edge worker alike. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()')
  c.header('X-Frame-Options', 'DENY')
}
