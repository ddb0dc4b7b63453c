import { decodeHTMLAttribute } from 'entities'
import { shareImageFolder, type ShareImageContent, shareImageHash } from '../../engine/index.ts'

/** One image a page asks for: its file name and what to draw. */
export interface ShareImageRequest {
  /** `<hash>.png`, the name under dist/og/. */
  file: string
  content: ShareImageContent
}

function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*\\b(?:property|name)="${key}"[^>]*>`).exec(html)?.[0]
  const content = tag && /\bcontent="([^"]*)"/.exec(tag)?.[1]
  return content === undefined ? undefined : decodeHTMLAttribute(content)
}

/**
 * What a pre-rendered page's head asks to be drawn, read back from its tags: the file from
 * og:image, the title from og:image:alt, the language from <html lang>, a post from og:type. The
 * hash is computed again from that content and must name the same file, so the image always
 * shows what the page announced. A page without og:image asks for nothing.
 */
export function shareImageRequestOf(
  html: string,
  brand: Pick<ShareImageContent, 'businessName' | 'host'>,
  page: string,
): ShareImageRequest | undefined {
  const image = metaContent(html, 'og:image')
  if (!image) return undefined
  const file = new RegExp(`${shareImageFolder}/([\\w-]+\\.png)$`).exec(image)?.[1]
  const title = metaContent(html, 'og:image:alt')
  const lang = /<html[^>]*\blang="(fr|en)"/.exec(html)?.[1]
  if (!file || title === undefined || (lang !== 'fr' && lang !== 'en')) {
    throw new Error(`${page} : og:image, og:image:alt ou la langue de la page manque.`)
  }
  const content: ShareImageContent = {
    title,
    locale: lang,
    article: metaContent(html, 'og:type') === 'article',
    ...brand,
  }
  if (`${shareImageHash(content)}.png` !== file) {
    throw new Error(`${page} : l’image de partage ${file} ne correspond pas au titre « ${title} ».`)
  }
  return { file, content }
}
