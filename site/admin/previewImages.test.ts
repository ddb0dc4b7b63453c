// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withPreviewImages } from './previewImages'
import { keepSessionToken } from './useAdminSession'

const TOKEN = 'santra-session.jeton'

const PIXEL = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const OWN = '/api/blog/preview/2026-11-30-cap/images/img-00000000000000aa.png'
const MISSING = '/api/blog/preview/2026-11-30-cap/images/img-00000000000000bb.png'

beforeEach(() => {
  keepSessionToken(TOKEN)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('withPreviewImages', () => {
  it('loads the post’s own images with the session token and inlines them, leaving the rest', async () => {
    const requests: { url: string; authorization: string | null }[] = []
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      requests.push({ url, authorization: new Headers(init.headers).get('Authorization') })
      return Promise.resolve(
        url === OWN
          ? new Response(PIXEL, { headers: { 'Content-Type': 'image/png' } })
          : new Response('{"error":"absente"}', { status: 404 }),
      )
    })
    const html =
      `<figure><img src="${OWN}" alt="Un cap" width="1" height="1"><figcaption>Le cap</figcaption></figure>` +
      `<p><img src="${OWN}" alt="Encore"><img src="${MISSING}" alt="Perdue">` +
      `<img src="https://example.com/x.png" alt="Ailleurs"></p>`

    const shown = document.createElement('div')
    shown.innerHTML = await withPreviewImages(html)
    const images = [...shown.querySelectorAll('img')]

    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/png;base64,iVBORw0KGgo=',
      null,
      'https://example.com/x.png',
    ])
    // Size, text alternative and caption stay as the server rendered them.
    expect(images[0]?.outerHTML).toContain('alt="Un cap" width="1" height="1"')
    expect(shown.querySelector('figcaption')?.textContent).toBe('Le cap')
    expect(images[2]?.getAttribute('alt')).toBe('Perdue')
    // Each own image once, always with the session token; nothing else is fetched.
    const shared = new Map<string, Promise<string | undefined>>()
    await withPreviewImages(`<img src="${OWN}" alt="Un cap">`, shared)
    await withPreviewImages(`<img src="${OWN}" alt="A cape">`, shared)
    expect(requests.slice(2)).toEqual([{ url: OWN, authorization: `Bearer ${TOKEN}` }])
    expect(requests.slice(0, 2)).toEqual([
      { url: OWN, authorization: `Bearer ${TOKEN}` },
      { url: MISSING, authorization: `Bearer ${TOKEN}` },
    ])
  })

  it.each(['text/html', 'image/svg+xml'])(
    'never shows what the server answered as %s',
    async (type) => {
      vi.stubGlobal('fetch', () =>
        Promise.resolve(new Response('<svg onload="x()">', { headers: { 'Content-Type': type } })),
      )
      const html = await withPreviewImages(`<img src="${OWN}" alt="Un cap">`)
      expect(html).toBe('<img alt="Un cap">')
    },
  )
})
