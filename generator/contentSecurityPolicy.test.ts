import { describe, expect, it } from 'vitest'
import {
  buildInlineScripts,
  scriptHash,
  withContentSecurityPolicy,
} from './contentSecurityPolicy.ts'

const loaderData = JSON.stringify({
  '0': null,
  '0-1': { post: { title: '</script><script>alert(1)</script> & \u2028', html: '<p>x</p>' } },
})
const [hydration = '', hashScript = ''] = buildInlineScripts('abc123', loaderData)

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html><head><meta charset="UTF-8">${head}` +
  '<script type="module" src="/assets/app.js"></script></head>' +
  `<body>${body}<script>${hydration}</script><script>${hashScript}</script></body></html>`

describe('content security policy', () => {
  it("rebuilds the router's hydration script with every closing tag escaped", () => {
    expect(hydration).toMatch(/^window\.__staticRouterHydrationData = JSON\.parse\("/)
    expect(hydration).not.toMatch(/[<>&\u2028]/)
    const literal = hydration.slice('window.__staticRouterHydrationData = JSON.parse('.length, -2)
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual({
      loaderData: JSON.parse(loaderData) as unknown,
      actionData: null,
      errors: null,
    })
    expect(hashScript).toBe("window.__VITE_REACT_SSG_HASH__ = 'abc123'")
  })

  it('hashes exactly the scripts the build wrote, computed from its data', () => {
    const html = withContentSecurityPolicy(
      'blog/x.html',
      page('<p>Bonjour</p>', '<script type="application/ld+json">{"a":1}</script>'),
      [hydration, hashScript],
    )
    const policy = /content="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(policy).toContain(
      `script-src 'self' ${scriptHash(hydration)} ${scriptHash(hashScript)};`,
    )
    expect(policy).not.toContain(scriptHash('{"a":1}'))
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('fails the build, naming the page, when the page holds any other inline script', () => {
    const injected = page('<p><script>alert(1)</script></p>')
    expect(() =>
      withContentSecurityPolicy('blog/x.html', injected, [hydration, hashScript]),
    ).toThrow(/^blog\/x\.html: an inline script that the build did not write \("alert\(1\)"\)/)
  })

  it('fails the build when JSON-LD is not JSON (content escaped from it)', () => {
    const broken = page('', '<script type="application/ld+json">{"headline":"</script>')
    expect(() => withContentSecurityPolicy('blog/x.html', broken, [hashScript])).toThrow(
      /blog\/x\.html: a JSON-LD script is not valid JSON/,
    )
  })

  it('refuses a build hash that is not a plain token', () => {
    expect(() => buildInlineScripts("x'; alert(1); '", '{}')).toThrow(/Unexpected build hash/)
  })

  it('puts the policy right after the charset, once', () => {
    const once = withContentSecurityPolicy('a.html', page(''), [hydration, hashScript])
    const twice = withContentSecurityPolicy('a.html', once, [hydration, hashScript])
    expect(twice).toBe(once)
    expect(once).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    )
  })
})
