import type { Locale } from './pageTable.ts'

/** The size and type every social network shows in full (LinkedIn, Facebook, X). */
export const shareImageSize = { width: 1200, height: 630, type: 'image/png' } as const

/**
 * Raised when the drawing changes (layout, colours, fonts), so every image is drawn again instead
 * of being taken from the cache.
 */
const DESIGN_VERSION = 2

/** Everything a share image shows; its hash names the file. */
export interface ShareImageContent {
  /** The page's or post's own title, without the business name. */
  title: string
  locale: Locale
  /** A blog post rather than a page: the kicker says so. */
  article: boolean
  businessName: string
  /** The site's host, shown at the bottom (www.example.com). */
  host: string
}

/**
 * cyrb53: a fast 53-bit string hash, the same in the browser and in Node. Collisions only matter
 * between the few thousand images of one site, where 53 bits leave none in practice.
 */
function hash53(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** The content hash that names the image: same content, same file, drawn once. */
export function shareImageHash(content: ShareImageContent): string {
  const { title, locale, article, businessName, host } = content
  return hash53(JSON.stringify([DESIGN_VERSION, title, locale, article, businessName, host]))
}

/** The folder of the share images in the built site. */
export const shareImageFolder = '/og'

/** Site path of the image for this content. */
export function shareImagePath(content: ShareImageContent): string {
  return `${shareImageFolder}/${shareImageHash(content)}.png`
}

/** The host part of the site's address, for the bottom line of the image. */
export function siteHost(siteUrl: string): string {
  return URL.canParse(siteUrl) ? new URL(siteUrl).host : siteUrl
}
