import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { pagePolicy, withContentSecurityPolicy } from './contentSecurityPolicy'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('content security policy', () => {
  const page =
    '<!DOCTYPE html><html><head><meta charset="UTF-8"><script type="application/ld+json">{"a":1}</script>' +
    '<script type="module" src="/assets/app.js"></script></head><body><script>window.x = 1</script></body></html>'

  it('allows exactly the inline scripts of the page, by hash', () => {
    const policy = pagePolicy(page)
    expect(policy).toContain(`script-src 'self' ${sha('window.x = 1')}`)
    expect(policy).not.toContain(sha('{"a":1}'))
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('puts the policy right after the charset, once', () => {
    const once = withContentSecurityPolicy(page)
    const twice = withContentSecurityPolicy(once)
    expect(twice).toBe(once)
    expect(once).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    )
  })
})
