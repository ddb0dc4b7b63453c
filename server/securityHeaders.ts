import type { MiddlewareHandler } from 'hono'
import { headerPolicy, nonHtmlPolicy } from '../engine/index.ts'

/**
 * Headers every answer carries, from the local server and the edge worker alike. A page gets the
 * directives only a header can give, and adds its own policy (hashes of its inline scripts) in a
 * `<meta>` at build time; any other answer gets `default-src 'none'`, as it holds no `<meta>`.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  // A 304 holds no content and no type: the browser keeps the policy stored with the answer it
  // revalidates, which a header here would replace (a page's by the one of non-pages).
  if (c.res.status !== 304) {
    const isPage = /^text\/html\b/i.test(c.res.headers.get('Content-Type') ?? '')
    c.header('Content-Security-Policy', isPage ? headerPolicy : nonHtmlPolicy)
  }
  c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  c.header('X-Frame-Options', 'DENY')
  c.header('Cross-Origin-Opener-Policy', 'same-origin')
}
