import fc from 'fast-check'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { keepImageData, type KeptImageData } from './keepImageData.ts'
import {
  holdsMarker,
  METADATA_PLACES,
  photosOf,
  placesOf,
  plantMarker,
  type MetadataPlace,
  type PhotoFormat,
} from '../../../tests/support/metadataPlaces.ts'

/** Real-sized pictures: 1,600 × 1,200 photos with grain (800 × 600 for AVIF, 320 × 240 for GIF). */
let photos: Record<PhotoFormat, Uint8Array>
beforeAll(async () => {
  photos = await photosOf(1600, 1200)
}, 120_000)

const FORMATS: readonly PhotoFormat[] = ['jpeg', 'png', 'webp', 'animated webp', 'gif', 'avif']
const ALPHANUMERIC = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')
/** The marker of the tests that plant one. */
const MARKER = 'mK7vQ2xZ9pL4nB8rT3wY'
/** A marker: 20 random letters and digits, which no picture holds by chance. */
const markers = fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: 20, maxLength: 20 })

/**
 * Every frame's pixels as sharp decodes them, its colour profile applied; `lenient` for a file
 * that makes a decoder warn (stray bytes between JPEG segments, which browsers skip silently).
 */
const pixels = (bytes: Uint8Array, lenient = false) =>
  sharp(bytes, { animated: true, failOn: lenient ? 'none' : 'warning' })
    .raw()
    .toBuffer()

/** Whether two byte arrays are the same (`toEqual` compares megabytes one element at a time). */
const same = (a: Uint8Array, b: Uint8Array) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b)

function kept(result: KeptImageData): Uint8Array {
  if (result.refused !== undefined) throw new Error(`refused: ${result.refused}`)
  return result.bytes
}

/** Only an AVIF's EXIF or XMP items can't be left out: such an AVIF is refused whole. */
const refusedWhole = (format: PhotoFormat, places: readonly MetadataPlace[]) =>
  format === 'avif' && places.some((place) => place.encodes === true)

describe('keepImageData', () => {
  it('leaves out a marker planted in each place a camera, a phone or an editor writes', async () => {
    let places = 0
    for (const format of FORMATS) {
      for (const place of placesOf(format)) {
        const where = `${format}, ${place.name}`
        const planted = await plantMarker(photos[format], MARKER, [place])
        expect(holdsMarker(planted, MARKER), where).toBe(true)
        const result = await keepImageData(planted)
        places++
        if (refusedWhole(format, [place])) expect(result, where).toEqual({ refused: 'metadata' })
        else expect(holdsMarker(kept(result), MARKER), where).toBe(false)
      }
    }
    expect(places).toBe(METADATA_PLACES.reduce((sum, place) => sum + place.formats.length, 0))
  }, 120_000)

  it('keeps every pixel of every frame, with metadata planted everywhere it can be left out', async () => {
    for (const format of FORMATS) {
      const places = placesOf(format).filter((place) => place.encodes !== true)
      const planted = await plantMarker(photos[format], MARKER, places)
      // Planted as writers do: the file still decodes.
      const drawn = await pixels(planted, true)
      expect(same(await pixels(kept(await keepImageData(planted))), drawn), format).toBe(true)
    }
  }, 120_000)

  it('leaves out a marker planted in many places at once, and is its own proof: cleaning again changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...FORMATS)
          .chain((format) =>
            fc.tuple(fc.constant(format), fc.subarray(placesOf(format), { minLength: 1 })),
          ),
        markers,
        async ([format, places], marker) => {
          const planted = await plantMarker(photos[format], marker, places)
          expect(holdsMarker(planted, marker)).toBe(true)
          const result = await keepImageData(planted)
          if (refusedWhole(format, places)) {
            expect(result).toEqual({ refused: 'metadata' })
            return
          }
          const clean = kept(result)
          expect(holdsMarker(clean, marker)).toBe(false)
          expect(same(kept(await keepImageData(clean)), clean)).toBe(true)
        },
      ),
      { numRuns: 40 },
    )
  }, 120_000)

  it('keeps a photo’s colours: its profile is rebuilt, not dropped', async () => {
    const profilePlaces = METADATA_PLACES.filter((place) => /^ICC profile/.test(place.name))
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const [place] = profilePlaces.filter((candidate) => candidate.formats.includes(format))
      if (!place) throw new Error(`no profile place for ${format}`)
      const planted = await plantMarker(photos[format], MARKER, [place])
      const clean = kept(await keepImageData(planted))
      const { icc } = await sharp(clean).metadata()
      expect(icc?.length, format).toBeGreaterThan(132)
      // Drawn in sRGB, the Display P3 photo differs from the same numbers read as sRGB...
      expect(same(await pixels(planted), await pixels(photos[format])), format).toBe(false)
      // ...and the rebuilt profile draws it exactly as the original profile did.
      expect(same(await pixels(clean), await pixels(planted)), format).toBe(true)
    }
  }, 60_000)

  it('keeps a JPEG’s orientation for the build to turn it, and nothing else of its EXIF', async () => {
    const [exif] = placesOf('jpeg')
    if (!exif) throw new Error('no EXIF place')
    const clean = kept(await keepImageData(await plantMarker(photos.jpeg, MARKER, [exif])))
    const metadata = await sharp(clean).metadata()
    expect(metadata.orientation).toBe(6)
    expect(metadata.exif?.length).toBeLessThan(40)
  }, 60_000)

  it('keeps an animation’s frames, delays and loop', async () => {
    for (const format of ['gif', 'animated webp'] as const) {
      const planted = await plantMarker(photos[format], MARKER, placesOf(format))
      const before = await sharp(photos[format], { animated: true }).metadata()
      const after = await sharp(kept(await keepImageData(planted)), { animated: true }).metadata()
      expect([after.pages, after.delay, after.loop], format).toEqual([2, [400, 400], 0])
      expect([after.pages, after.delay, after.loop], format).toEqual([
        before.pages,
        before.delay,
        before.loop,
      ])
    }
  }, 60_000)

  it('answers any damaged picture with a refusal or a picture, never a crash', async () => {
    // Fuzz: each picture, metadata planted everywhere, truncated or with bytes changed anywhere.
    const planted = Object.fromEntries(
      await Promise.all(
        FORMATS.map(async (format) => [
          format,
          await plantMarker(
            photos[format],
            MARKER,
            placesOf(format).filter((place) => place.encodes !== true),
          ),
        ]),
      ),
    ) as Record<PhotoFormat, Uint8Array>
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FORMATS),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
        fc.option(fc.nat(), { nil: undefined }),
        async (format, changes, cut) => {
          const bytes = planted[format].slice()
          for (const [at, value] of changes) bytes[at % bytes.length] = value
          const damaged = cut === undefined ? bytes : bytes.subarray(0, cut % bytes.length)
          const result = await keepImageData(damaged)
          if (result.refused === undefined) expect(result.bytes.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 300 },
    )
  }, 120_000)

  it('takes a time that grows with the file, not faster: four times the hostile blocks, about four times the time', async () => {
    // Files made of nothing but metadata blocks, the most a reader has to walk through.
    const hostile: Record<string, (count: number) => Uint8Array> = {
      'JPEG comments': (count) =>
        withBlocks(photos.jpeg, 2, count, Uint8Array.of(0xff, 0xfe, 0, 4, 0x41, 0x42)),
      'PNG private chunks': (count) =>
        withBlocks(
          photos.png,
          33,
          count,
          Uint8Array.of(0, 0, 0, 1, 0x70, 0x72, 0x56, 0x74, 0x41, 1, 2, 3, 4),
        ),
      'WebP unknown chunks': (count) =>
        // After the extended header (at 30) of the animation.
        fixRiffSize(
          withBlocks(
            photos['animated webp'],
            30,
            count,
            Uint8Array.of(0x4d, 0x52, 0x4b, 0x52, 2, 0, 0, 0, 0x41, 0x42),
          ),
        ),
      'GIF comments': (count) => {
        const start = 13 + 3 * 2 ** (((photos.gif[10] ?? 0) & 7) + 1)
        return withBlocks(photos.gif, start, count, Uint8Array.of(0x21, 0xfe, 2, 0x41, 0x42, 0))
      },
      'AVIF free boxes after the media data': (count) => {
        const blocks = new Uint8Array(8 * count)
        for (let at = 0; at < blocks.length; at += 8)
          blocks.set([0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65], at)
        return Uint8Array.from([...photos.avif, ...blocks])
      },
    }
    for (const [name, make] of Object.entries(hostile)) {
      const small = make(50_000)
      const large = make(200_000)
      const [smallTime, largeTime] = [await fastestTime(small), await fastestTime(large)]
      // Linear: about 4; a scan that starts over for each block would take about 16.
      expect(
        largeTime / smallTime,
        `${name}: ${smallTime.toFixed(1)} ms, then ${largeTime.toFixed(1)} ms`,
      ).toBeLessThan(8)
    }
  }, 120_000)
})

/** The picture with `count` copies of `block` inserted at `at`. */
function withBlocks(picture: Uint8Array, at: number, count: number, block: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(picture.length + count * block.length)
  bytes.set(picture.subarray(0, at))
  for (let index = 0; index < count; index++) bytes.set(block, at + index * block.length)
  bytes.set(picture.subarray(at), at + count * block.length)
  return bytes
}

/** The RIFF header's size, set to the file's. */
function fixRiffSize(webp: Uint8Array): Uint8Array {
  new DataView(webp.buffer, webp.byteOffset).setUint32(4, webp.length - 8, true)
  return webp
}

/**
 * The fastest of five timings of the cleaner on `bytes`, in milliseconds of processor time: the
 * time spent waiting for a processor that other programs (or the other test files) keep busy is
 * not counted, and the fastest is the one least slowed by a collection.
 */
async function fastestTime(bytes: Uint8Array): Promise<number> {
  let fastest = Infinity
  for (let run = 0; run < 5; run++) {
    const start = process.cpuUsage()
    await keepImageData(bytes)
    const { user, system } = process.cpuUsage(start)
    fastest = Math.min(fastest, (user + system) / 1000)
  }
  return fastest
}
