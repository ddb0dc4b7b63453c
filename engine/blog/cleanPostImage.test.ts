import fc from 'fast-check'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { cleanPostImage } from './cleanPostImage.ts'
import { isBlogError } from './errors.ts'
import { imageSize } from './imageSize.ts'
import { sniffImageType } from './postImages.ts'

/** What a phone writes: a camera make and a GPS position, the picture stored turned (6). */
const PHONE_EXIF = {
  IFD0: { Make: 'Phone', Model: 'Pixel 12' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 44/1 3600/100' },
}
const hasText = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes).includes(Buffer.from(text, 'latin1'))

let photos: Record<'jpeg' | 'png' | 'webp', Uint8Array>
beforeAll(async () => {
  const base = () => sharp({ create: { width: 40, height: 20, channels: 3, background: '#2a6' } })
  const made = async (image: sharp.Sharp) => new Uint8Array(await image.toBuffer())
  photos = {
    jpeg: await made(base().jpeg().withMetadata({ orientation: 6, exif: PHONE_EXIF })),
    png: await made(base().png().withMetadata({ exif: PHONE_EXIF })),
    webp: await made(base().webp().withMetadata({ exif: PHONE_EXIF })),
  }
})

describe('cleanPostImage', () => {
  it('drops the camera and GPS tags, keeps the pixels and a JPEG’s orientation', async () => {
    for (const [format, photo] of Object.entries(photos)) {
      expect(hasText(photo, 'Pixel 12'), format).toBe(true)
      const clean = await cleanPostImage(photo)
      expect(hasText(clean, 'Pixel 12'), format).toBe(false)
      expect(hasText(clean, 'Exif') && format !== 'jpeg', format).toBe(false)
      const metadata = await sharp(clean).metadata()
      expect([metadata.width, metadata.height], format).toEqual([40, 20])
      const pixels = async (bytes: Uint8Array) => sharp(bytes).raw().toBuffer()
      expect(await pixels(clean), format).toEqual(await pixels(photo))
    }
    const jpeg = await sharp(await cleanPostImage(photos.jpeg)).metadata()
    // Only the orientation is left of the EXIF: the build turns the photo with it.
    expect(jpeg.orientation).toBe(6)
    expect(jpeg.exif?.length).toBeLessThan(40)
    expect(imageSize(await cleanPostImage(photos.jpeg))).toEqual({ width: 20, height: 40 })
  })

  it('refuses a picture past the pixel limit from its header, in French', async () => {
    // A PNG header claiming 20,000 × 20,000 pixels: a few bytes that would decode to 1.6 GB.
    const header = Uint8Array.from([
      ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
      ...[0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 8, 2, 0, 0, 0, 0, 0, 0, 0],
    ])
    await expect(cleanPostImage(header)).rejects.toThrow(
      /^Une image du document mesure 20\s000 × 20\s000 pixels : le site accepte au plus 60 mégapixels par image\./,
    )
  })

  it('never lets a damaged image through unread: a sentence, or a clean image', async () => {
    // Fuzz: each photo truncated or with bytes changed anywhere; the cleaner walks its segments
    // with bounds checked, so it answers with its own error, never a crash or a loop.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<keyof typeof photos>('jpeg', 'png', 'webp'),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
        fc.option(fc.nat(), { nil: undefined }),
        async (format, changes, cut) => {
          const bytes = photos[format].slice()
          for (const [at, value] of changes) bytes[at % bytes.length] = value
          const damaged = cut === undefined ? bytes : bytes.subarray(0, cut % bytes.length)
          try {
            const clean = await cleanPostImage(damaged)
            // Bytes no longer of an allowed type come back as they are: the import drops them.
            if (sniffImageType(clean) !== undefined) expect(hasText(clean, 'Pixel 12')).toBe(false)
          } catch (error) {
            if (!isBlogError(error)) throw error
          }
        },
      ),
      { numRuns: 300, seed: 29 },
    )
  })
})
