/**
 * Why the bytes of an image can't be kept: `damaged` when they don't follow their format (a
 * segment longer than the file, a table of the wrong size, no picture at all); `metadata` when
 * they hold data that can't be left out without rewriting the picture (an AVIF's EXIF item).
 */
export type ImageRefusal = 'damaged' | 'metadata'

/** Thrown by the format readers of `keepImageData`, which answers with its reason. */
export class RefusedImage extends Error {
  override readonly name = 'RefusedImage'
  readonly reason: ImageRefusal

  constructor(reason: ImageRefusal, detail: string) {
    super(detail)
    this.reason = reason
  }
}

/** A damaged image, `detail` saying where (for logs and tests, never shown to her). */
export const damaged = (detail: string) => new RefusedImage('damaged', detail)
