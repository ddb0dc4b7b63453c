import type { ImageSize } from './imageSize.ts'

/*
 * How a post's Markdown keeps the width Word showed a picture at: a fragment of its address,
 * `![Schéma](img-3f2a….png#width=120)`. Any Markdown reader keeps it and shows the picture; the
 * site and the preview read it (renderMarkdown.ts) as the picture's largest width, in CSS pixels.
 */

/**
 * The widths a picture may be given, in CSS pixels: narrower is an icon or a bullet that its
 * own pixels show well enough; wider is no Word page (a landscape A3 is 1,587 px).
 */
export const PICTURE_WIDTHS = { min: 16, max: 2000 } as const

const WIDTH_FRAGMENT = /#width=(\d{1,4})$/

/** A width in whole CSS pixels, when it is one a post may show: `undefined` otherwise. */
export function boundedWidth(pixels: number): number | undefined {
  if (!Number.isFinite(pixels)) return undefined
  const width = Math.round(pixels)
  return width >= PICTURE_WIDTHS.min && width <= PICTURE_WIDTHS.max ? width : undefined
}

/** An image's address with the width it is shown at: `img-….png#width=120`. */
export function withPictureWidth(url: string, width: number): string {
  return `${url}#width=${String(width)}`
}

/** The width an image's address gives (see {@link withPictureWidth}), when it is a valid one. */
export function pictureWidthOf(url: string): number | undefined {
  const digits = WIDTH_FRAGMENT.exec(url)?.[1]
  return digits === undefined ? undefined : boundedWidth(Number(digits))
}

/**
 * The `width` and `height` of a picture shown at most `width` pixels wide: its height follows
 * its own proportions when they are known (the page's CSS keeps it within the column).
 */
export function shownSize(
  width: number,
  intrinsic: ImageSize | undefined,
): { width: number; height?: number } {
  if (intrinsic === undefined) return { width }
  return { width, height: Math.max(1, Math.round((intrinsic.height * width) / intrinsic.width)) }
}
