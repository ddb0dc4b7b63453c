import { describe, expect, it } from 'vitest'
import { POST_IMAGE_SIZES, variantAddress, withResponsiveImages } from './responsiveImages'

const photo =
  '<img src="/blog/2026-01-05-x/photo%20%C3%A9t%C3%A9.png" alt="Une équipe &#x22;au travail&#x22; > 3" width="1800" height="1200" loading="lazy" decoding="async">'
const variants = new Map([['/blog/2026-01-05-x/photo%20%C3%A9t%C3%A9.png', [480, 960, 1600]]])

describe('responsive post images', () => {
  it('names variants beside the original', () => {
    expect(variantAddress('/blog/a/photo.png', 960)).toBe('/blog/a/photo-960w.webp')
  })

  it('offers WebP widths with srcset and sizes, the original as fallback', () => {
    const html = withResponsiveImages(`<p>${'Texte. '.repeat(80)}</p>${photo}`, variants)
    expect(html).toContain(
      `<picture><source type="image/webp" srcset="/blog/2026-01-05-x/photo%20%C3%A9t%C3%A9-480w.webp 480w, /blog/2026-01-05-x/photo%20%C3%A9t%C3%A9-960w.webp 960w, /blog/2026-01-05-x/photo%20%C3%A9t%C3%A9-1600w.webp 1600w" sizes="${POST_IMAGE_SIZES}">${photo}</picture>`,
    )
  })

  it('asks a picture narrower than the column for variants of its own width', () => {
    const small = photo.replace('width="1800" height="1200"', 'width="120" height="80"')
    const html = withResponsiveImages(`<p>${'Texte. '.repeat(80)}</p>${small}`, variants)
    expect(html).toContain('sizes="min(120px, calc(100vw - 2rem))"')
  })

  it('loads a photo of the first screen at once, with high priority', () => {
    const html = withResponsiveImages(`<p>Court.</p>${photo}<p>Suite</p>${photo}`, variants)
    const [first, second] = html.split('<p>Suite</p>')
    expect(first).toContain('<img fetchpriority="high" src=')
    expect(first).not.toContain('loading="lazy"')
    expect(second).toContain('loading="lazy"')
    expect(second).not.toContain('fetchpriority')
  })

  it('leaves an image without variants as it is, apart from its priority', () => {
    const other = '<img src="https://example.com/a.png" alt="" loading="lazy">'
    expect(withResponsiveImages(`<p>${'x'.repeat(500)}</p>${other}`, variants)).toBe(
      `<p>${'x'.repeat(500)}</p>${other}`,
    )
  })
})
