import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageVariants, writeImageVariants, writePublishedImage } from './imageVariants'
import { testPhotoPng } from '../../tests/support/testPhoto'

let dir: string
let photo: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'image-variants-'))
  photo = path.join(dir, 'photo.png')
  await writeFile(photo, await testPhotoPng())
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('image variants', () => {
  it('publishes a phone photo the right way up, sized as seen, without EXIF or GPS', async () => {
    const phone = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#875' } })
        .jpeg()
        .withMetadata({
          orientation: 6,
          exif: {
            IFD0: { Make: 'Phone', Model: 'Pixel 12' },
            IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 44/1 3600/100' },
          },
        })
        .toBuffer()
    const out = path.join(dir, 'turned')
    const cache = path.join(dir, 'cache-turned')
    for (const [name, width, height] of [
      ['large.jpg', 1000, 600],
      ['small.jpg', 200, 100],
    ] as const) {
      const source = path.join(dir, name)
      await writeFile(source, await phone(width, height))
      const variants = await writeImageVariants(source, out, cache)
      await writePublishedImage(source, path.join(out, name), cache)
      const published = [name, ...variants.map((variant) => variant.name)]
      for (const file of published) {
        const meta = await sharp(path.join(out, file)).metadata()
        // Stored 1000 × 600 turned a quarter: a viewer sees it 600 wide, 1000 high.
        expect(meta.height, file).toBeGreaterThan(meta.width)
        expect([meta.exif, meta.orientation], file).toEqual([undefined, undefined])
      }
      if (name === 'small.jpg') expect(variants).toEqual([])
      else expect(variants.map((variant) => variant.width)).toEqual([480, 600])
    }
  })

  it('serves a 2.4 MB PNG at 960 px in at most 200 KB of WebP', async () => {
    expect((await stat(photo)).size).toBeGreaterThan(2.4 * 1024 * 1024)
    const out = path.join(dir, 'site')
    const variants = await writeImageVariants(photo, out, path.join(dir, 'cache'))
    expect(variants.map((variant) => variant.width)).toEqual([480, 960, 1600])
    const at960 = path.join(out, 'photo-960w.webp')
    const meta = await sharp(at960).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 640])
    expect((await stat(at960)).size).toBeLessThanOrEqual(200 * 1024)
  })

  it('converts an image once per content, whatever its name', async () => {
    const cache = path.join(dir, 'cache-once')
    await imageVariants(photo, cache)
    const copy = path.join(dir, 'same-photo.png')
    await writeFile(copy, await sharp(photo).toBuffer())
    const before = await Promise.all(
      (await readdir(cache)).map(async (file) => (await stat(path.join(cache, file))).mtimeMs),
    )
    await imageVariants(copy, cache)
    const after = await Promise.all(
      (await readdir(cache)).map(async (file) => (await stat(path.join(cache, file))).mtimeMs),
    )
    expect(after).toEqual(before)
  })

  it('leaves small and vector images as they are', async () => {
    const small = path.join(dir, 'small.png')
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .png()
      .toFile(small)
    expect(await imageVariants(small, path.join(dir, 'cache'))).toEqual([])
    expect(await imageVariants(path.join(dir, 'schema.svg'))).toEqual([])
  })
})
