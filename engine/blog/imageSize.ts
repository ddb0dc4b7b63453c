import { imageSize as readImageSize } from 'image-size'

/** The intrinsic size of an image, in CSS pixels, as a viewer shows it. */
export interface ImageSize {
  width: number
  height: number
}

/**
 * The largest picture a post may hold, in pixels: 60 megapixels (a 48-megapixel phone photo
 * passes). Decoding one takes about 240 MB at four bytes a pixel; a small file may declare far
 * more (a PNG of a few kilobytes can claim 20,000 × 20,000), so the import refuses it from its
 * header alone, and the build gives sharp the same bound (`limitInputPixels`).
 */
export const MAX_IMAGE_PIXELS = 60_000_000

/**
 * Reads an image's width and height from its header with `image-size` (PNG, JPEG, GIF, WebP,
 * AVIF, SVG...), as a viewer shows it: a JPEG whose EXIF orientation turns it a quarter
 * (orientations 5 to 8, as phones store portrait photos) has its width and height swapped. Posts
 * set both on every `<img>` so the page does not shift while images load.
 *
 * @returns the size, or `undefined` for a format it does not know or a truncated file
 */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  try {
    const { width, height, orientation } = readImageSize(bytes)
    if (!(width > 0 && height > 0)) return undefined
    return orientation !== undefined && orientation >= 5
      ? { width: height, height: width }
      : { width, height }
  } catch {
    // An unknown format, or a header shorter than its format requires.
    return undefined
  }
}
