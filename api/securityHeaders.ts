import type { MiddlewareHandler } from 'hono'
import { headerPolicy } from '../site/security/contentSecurityPolicy.ts'

/**
 * Headers every answer carries, from the local server and the edge worker alike. Each page
 * adds its own script policy (hashes of its inline scripts) in a `<meta>` at build time.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Content-Security-Policy', headerPolicy)
  c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  c.header('X-Frame-Options', 'DENY')
  c.header('Cross-Origin-Opener-Policy', 'same-origin')
}
