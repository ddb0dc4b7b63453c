import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  shareImageHash,
  shareImagePath,
  type ShareImageContent,
} from '../../../site/components/PageHead/shareImage'
import { drawShareImage } from './drawShareImage'
import { decodeAttribute, shareImageRequestOf } from './shareImageRequests'

const brand = { businessName: 'Conseils SANTRA', host: 'www.example.com' }
const post: ShareImageContent = {
  title: 'Fatigue organisationnelle\u202f: « sept » signaux & l’équipe',
  locale: 'fr',
  article: true,
  ...brand,
}

/** The head tags PageHead writes, escaped as React escapes attributes. */
function pageHead(content: ShareImageContent, path = shareImagePath(content)): string {
  const escaped = content.title
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
  return `<html lang="${content.locale}"><head>
    <meta property="og:type" content="${content.article ? 'article' : 'website'}"/>
    <meta property="og:image" content="https://www.example.com${path}"/>
    <meta property="og:image:alt" content="${escaped}"/></head></html>`
}

describe('share images', () => {
  it('are named by everything they show', () => {
    expect(shareImageHash(post)).toBe(shareImageHash({ ...post }))
    expect(shareImageHash({ ...post, locale: 'en' })).not.toBe(shareImageHash(post))
    expect(shareImageHash({ ...post, title: `${post.title} ` })).not.toBe(shareImageHash(post))
    expect(shareImageHash({ ...post, host: 'santra.ca' })).not.toBe(shareImageHash(post))
  })

  it('are read back from a page head with its escaped title', () => {
    expect(decodeAttribute('a &amp; b &#x27;c&#39; &quot;d&quot; &lt;e&gt;')).toBe(
      `a & b 'c' "d" <e>`,
    )
    expect(shareImageRequestOf(pageHead(post), brand, 'blog/x.html')).toEqual({
      file: shareImagePath(post).split('/').pop(),
      content: post,
    })
  })

  it('refuse a page whose image does not match its title', () => {
    const other = shareImagePath({ ...post, title: 'Autre titre' })
    expect(() => shareImageRequestOf(pageHead(post, other), brand, 'blog/x.html')).toThrow(
      /blog\/x\.html/,
    )
  })

  it('are 1200 × 630 PNG files under 300 KB, even with a very long title', async () => {
    const image = await drawShareImage({ ...post, title: 'Un titre très long '.repeat(12) })
    const metadata = await sharp(image).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630])
    expect(image.byteLength).toBeLessThan(300 * 1024)
  })
})
