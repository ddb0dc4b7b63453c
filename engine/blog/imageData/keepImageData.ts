import { sniffImageType } from '../postImages.ts'
import { keepAvifData } from './keepAvifData.ts'
import { keepGifData } from './keepGifData.ts'
import { keepJpegData } from './keepJpegData.ts'
import { keepPngData } from './keepPngData.ts'
import { keepWebpData } from './keepWebpData.ts'
import { RefusedImage, type ImageRefusal } from './refusedImage.ts'

/** An image with only what a decoder draws it from, or why it can't be kept. */
export type KeptImageData =
  { bytes: Uint8Array; type: string; refused?: undefined } | { refused: ImageRefusal | 'type' }

/**
 * Keeps of an image only what a decoder needs to draw it, by an allow-list per format: every
 * segment, chunk, box or block not named by its reader is left out, whatever it is called, and
 * nothing after the format's end is read. What a camera, a phone or an editor adds (EXIF and
 * GPS, XMP, IPTC, comments, thumbnails, a second picture, a motion photo's video, C2PA, makers'
 * and unknown data) is therefore never copied. The pixels are not decoded: a photo loses no
 * quality. What is kept is rebuilt where it can be (headers, the colour profile by
 * `keepIccColour`) and checked to be exactly the size its contents say where it can't
 * (tables, compressed data).
 *
 * Pure TypeScript over the bytes, linear in their length and bounded in memory, so that the
 * import and the portrait are cleaned alike by the Node server, the CLI and the edge worker
 * (no sharp there), and the build proves with it what it publishes.
 *
 * @returns the kept bytes and their type (PNG, JPEG, GIF, WebP or AVIF, read from the bytes);
 *   `refused: 'type'` for any other, `'damaged'` or `'metadata'` (see {@link ImageRefusal})
 */
export async function keepImageData(bytes: Uint8Array): Promise<KeptImageData> {
  const type = sniffImageType(bytes)
  const keep = type === undefined ? undefined : READERS[type]
  if (type === undefined || keep === undefined) return { refused: 'type' }
  try {
    return { bytes: await keep(bytes), type }
  } catch (error) {
    if (error instanceof RefusedImage) return { refused: error.reason }
    // A field read past the end of its data: the readers check lengths, the views check again.
    if (error instanceof RangeError) return { refused: 'damaged' }
    throw error
  }
}

const READERS: Readonly<Record<string, (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>>> = {
  'image/jpeg': keepJpegData,
  'image/png': keepPngData,
  'image/webp': keepWebpData,
  'image/gif': keepGifData,
  'image/avif': keepAvifData,
}
