import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { headerPolicy, nonHtmlPolicy } from '../engine/siteModel/contentSecurityPolicy'
import { securityHeaders } from './securityHeaders'

const app = new Hono()
app.use('*', securityHeaders)
app.get('/page', (c) => c.html('<!DOCTYPE html><title>Page</title>'))
app.get('/json', (c) => c.json({ ok: true }))
app.get('/image.svg', (c) =>
  c.body('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 200, {
    'Content-Type': 'image/svg+xml',
  }),
)
app.get('/feed.xml', (c) => c.body('<rss/>', 200, { 'Content-Type': 'application/xml' }))
app.get('/untyped', (c) => c.body(new Uint8Array([1, 2, 3])))
app.get('/revalidated', () => new Response(null, { status: 304 }))

const policyOf = async (path: string) =>
  (await app.request(path)).headers.get('Content-Security-Policy')

describe('the security headers', () => {
  it('give every answer that is not a page default-src none, framed by no one', async () => {
    for (const path of ['/json', '/image.svg', '/feed.xml', '/untyped']) {
      const policy = await policyOf(path)
      expect(policy, path).toBe(nonHtmlPolicy)
      expect(policy).toMatch(/(^|; )default-src 'none'(;|$)/)
      expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/)
    }
  })

  it('leave pages the header part of their policy, the rest being in their <meta>', async () => {
    const policy = await policyOf('/page')
    expect(policy).toBe(headerPolicy)
    expect(policy).not.toContain('default-src')
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('give a 304 no policy, so the stored answer keeps its own', async () => {
    const response = await app.request('/revalidated')
    expect(response.status).toBe(304)
    expect(response.headers.get('Content-Security-Policy')).toBeNull()
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })
})
