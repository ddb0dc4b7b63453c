import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keepImageData } from '../engine/blog/imageData/keepImageData.ts'
import {
  holdsMarker,
  photosOf,
  placesOf,
  plantMarker,
  type PhotoFormat,
} from '../tests/support/metadataPlaces.ts'
import { writeSitemapFeedsAndMedia } from './writeSitemapFeedsAndMedia.ts'

let dir: string
let photos: Record<PhotoFormat, Uint8Array>
const environment = { ...process.env }

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'published-media-'))
  photos = await photosOf(1600, 1200)
  process.env.BLOG_BUILD_TIME = '2026-11-22T12:00:00Z'
}, 120_000)

afterAll(async () => {
  process.env = environment
  await rm(dir, { recursive: true, force: true, maxRetries: 3 })
})

const POST = `---
title: "Des photos de téléphone"
slug: "photos"
excerpt: "Des photos."
status: "published"
scheduledDate: "2026-01-05T08:00:00-05:00"
publishedDate: "2026-01-05T08:00:00-05:00"
createdAt: "2026-01-02T10:00:00-05:00"
updatedAt: "2026-01-05T08:00:00-05:00"
---

Des photos.
`

/**
 * The post's pictures, the marker planted everywhere in each: the JPEG's EXIF turns it (the build
 * turns it back and encodes it again); a second JPEG, without EXIF, is published as kept; the
 * AVIF with EXIF and XMP items is refused by the allow-list and encoded again by sharp.
 */
async function markedPictures(marker: string): Promise<Record<string, Uint8Array>> {
  const everywhere = (format: PhotoFormat) =>
    plantMarker(
      photos[format],
      marker,
      placesOf(format).filter((place) => place.encodes !== true),
    )
  return {
    'telephone.jpg': await everywhere('jpeg'),
    'editeur.jpg': await plantMarker(photos.jpeg, marker, placesOf('jpeg').slice(1)),
    'capture.png': await everywhere('png'),
    'photo.webp': await everywhere('webp'),
    'anime.webp': await everywhere('animated webp'),
    'anime.gif': await everywhere('gif'),
    'photo.avif': await everywhere('avif'),
    'avec-exif.avif': await plantMarker(photos.avif, marker, placesOf('avif')),
  }
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe('what the build publishes of a post’s pictures', () => {
  it('holds no byte of any metadata, each picture proven clean by the allow-list', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.string({
          unit: fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz0123456789')),
          minLength: 20,
          maxLength: 20,
        }),
        async (marker) => {
          const root = path.join(dir, `run-${++run}`)
          const post = path.join(root, 'blog', '2026-01-05-photos')
          const out = path.join(root, 'dist')
          await mkdir(post, { recursive: true })
          await writeFile(path.join(post, 'fr.md'), POST)
          const pictures = await markedPictures(marker)
          for (const [name, bytes] of Object.entries(pictures)) {
            expect(holdsMarker(bytes, marker), name).toBe(true)
            await writeFile(path.join(post, name), bytes)
          }
          process.env.BLOG_CONTENT_DIR = path.join(root, 'blog')

          await writeSitemapFeedsAndMedia(out)

          const published = await filesUnder(out)
          const media = await filesUnder(path.join(out, 'blog', '2026-01-05-photos'))
          // Each picture, and the WebP widths of the JPEG, PNG and still WebP ones.
          expect(media.length).toBeGreaterThan(Object.keys(pictures).length)
          for (const file of published) {
            const bytes = await readFile(file)
            expect(holdsMarker(bytes, marker), path.relative(out, file)).toBe(false)
          }
          for (const file of media) {
            const bytes = new Uint8Array(await readFile(file))
            const kept = await keepImageData(bytes)
            expect(kept.refused, file).toBeUndefined()
            if (kept.refused === undefined) expect(Buffer.from(kept.bytes).equals(bytes)).toBe(true)
          }
          // The photo stored turned a quarter is published upright.
          const phone = await sharp(
            path.join(out, 'blog', '2026-01-05-photos', 'telephone.jpg'),
          ).metadata()
          expect([phone.width, phone.height, phone.orientation]).toEqual([1200, 1600, undefined])
        },
      ),
      { numRuns: 3 },
    )
  }, 300_000)
})
