/** The widths an image is offered at (`photo-960w.webp`), per image address. */
export type ImageVariantWidths = ReadonlyMap<string, readonly number[]>

/** The slot a post image fills: the prose column (42rem) or the screen, less its margins. */
export const POST_IMAGE_SIZES = '(min-width: 46rem) 42rem, calc(100vw - 2rem)'

/** The prose column's width in CSS pixels (42rem): a narrower picture never fills it. */
const COLUMN_PIXELS = 672

/** How much text may come before an image for it to count as part of the first screen. */
const FIRST_SCREEN_TEXT = 400

const IMG = /<img((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*\/?>/g

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1]

/** `/blog/x/photo.png` at 960 px → `/blog/x/photo-960w.webp` (the name the build writes). */
export function variantAddress(src: string, width: number): string {
  return `${src.replace(/\.[^./]+$/, '')}-${width}w.webp`
}

/**
 * Rewrites the images of a rendered post body (the sanitized HTML of renderMarkdown) into
 * `<picture>` elements offering WebP variants with `srcset` and `sizes`, the original staying as
 * the fallback. The first image, when little text comes before it, is part of the first screen:
 * it loads at once, with high priority, instead of lazily. A picture narrower than the column (its
 * `width`, the size Word showed it at) asks for variants of its own width, not the column's.
 */
export function withResponsiveImages(html: string, variants: ImageVariantWidths): string {
  let first = true
  return html.replace(IMG, (tag, attributes: string, offset: number) => {
    const isFirst = first
    first = false
    const src = attribute(attributes, 'src')
    const widths = src === undefined ? undefined : variants.get(src)
    let img = tag
    if (isFirst && textLength(html.slice(0, offset)) <= FIRST_SCREEN_TEXT) {
      img = img.replace(/\sloading="lazy"/, '').replace(/<img\b/, '<img fetchpriority="high"')
    }
    if (!src || !widths || widths.length === 0) return img
    const srcset = widths.map((width) => `${variantAddress(src, width)} ${width}w`).join(', ')
    const shown = Number(attribute(attributes, 'width'))
    const sizes =
      shown > 0 && shown < COLUMN_PIXELS
        ? `min(${String(shown)}px, calc(100vw - 2rem))`
        : POST_IMAGE_SIZES
    return `<picture><source type="image/webp" srcset="${srcset}" sizes="${sizes}">${img}</picture>`
  })
}

function textLength(html: string): number {
  return html
    .replace(/<[^<>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim().length
}
