import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { concatBytes } from './concatBytes.ts'
import { keepIccColour } from './keepIccColour.ts'
import { holdsMarker } from '../../../tests/support/metadataPlaces.ts'

const MARKER = 'iccM4rk3rZq8Lp2Vw6Ny'
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

/** The tags of a profile, by signature. */
function tagsOf(profile: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength)
  const tags = new Map<string, Uint8Array>()
  for (let index = 0; index < view.getUint32(128); index++) {
    const entry = 132 + 12 * index
    const offset = view.getUint32(entry + 4)
    tags.set(
      String.fromCharCode(...profile.subarray(entry, entry + 4)),
      profile.subarray(offset, offset + view.getUint32(entry + 8)),
    )
  }
  return tags
}

/** A profile of the header given and these tags, in this order. */
function profileOf(header: Uint8Array, tags: readonly [string, Uint8Array][]): Uint8Array {
  const table = new Uint8Array(4 + 12 * tags.length)
  const view = new DataView(table.buffer)
  view.setUint32(0, tags.length)
  let offset = 128 + table.length
  const data = tags.map(([tag, bytes], index) => {
    table.set(ascii(tag), 4 + 12 * index)
    view.setUint32(8 + 12 * index, offset)
    view.setUint32(12 + 12 * index, bytes.length)
    const padded = new Uint8Array((bytes.length + 3) & ~3)
    padded.set(bytes)
    offset += padded.length
    return padded
  })
  const head = header.slice(0, 128)
  new DataView(head.buffer).setUint32(0, offset)
  return concatBytes([head, table, ...data])
}

const photo = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8401e' } })
/** The pixels of a JPEG carrying `profile`, drawn in sRGB. */
const drawnWith = async (jpeg: Buffer, profile: Uint8Array) => {
  const payload = concatBytes([ascii('ICC_PROFILE\0'), Uint8Array.of(1, 1), profile])
  const segment = concatBytes([
    Uint8Array.of(0xff, 0xe2, (payload.length + 2) >> 8, (payload.length + 2) & 0xff),
    payload,
  ])
  return sharp(concatBytes([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]))
    .raw()
    .toBuffer()
}

let displayP3: Uint8Array
let jpeg: Buffer
beforeAll(async () => {
  jpeg = await photo().jpeg().toBuffer()
  const withProfile = await photo().jpeg().withIccProfile('p3').toBuffer()
  displayP3 = new Uint8Array((await sharp(withProfile).metadata()).icc ?? [])
})

describe('keepIccColour', () => {
  it('rebuilds a version 2 profile of tone tables from its numbers, leaving out what a tag carries past them', async () => {
    const p3 = tagsOf(displayP3)
    // A gamma of 2.2 as a table of 256 entries, the marker hidden after its last entry.
    const table = new Uint8Array(12 + 2 * 256)
    const view = new DataView(table.buffer)
    table.set(ascii('curv'))
    view.setUint32(8, 256)
    for (let index = 0; index < 256; index++) {
      view.setUint16(12 + 2 * index, Math.round(65535 * (index / 255) ** 2.2))
    }
    const curve = concatBytes([table, ascii(MARKER)])
    const text = concatBytes([ascii('text\0\0\0\0'), ascii(MARKER), Uint8Array.of(0)])
    const header = displayP3.slice(0, 128)
    header[8] = 2
    header.set(ascii(MARKER), 100)
    const tags: [string, Uint8Array][] = [
      ['desc', text],
      ['cprt', text],
      ['dmnd', text],
      ...['wtpt', 'rXYZ', 'gXYZ', 'bXYZ'].map((tag): [string, Uint8Array] => [
        tag,
        concatBytes([p3.get(tag) ?? new Uint8Array(), ascii(MARKER)]),
      ]),
      ['rTRC', curve],
      ['gTRC', curve],
      ['bTRC', curve],
    ]
    const profile = profileOf(header, tags)
    expect(holdsMarker(profile, MARKER)).toBe(true)
    const kept = keepIccColour(profile)
    if (!kept) throw new Error('the profile was not kept')
    expect(holdsMarker(kept, MARKER)).toBe(false)
    expect([...tagsOf(kept).keys()]).toEqual([
      'wtpt',
      'rXYZ',
      'gXYZ',
      'bXYZ',
      'rTRC',
      'gTRC',
      'bTRC',
      'desc',
    ])
    const original = await drawnWith(jpeg, profile)
    expect(original.equals(await sharp(jpeg).raw().toBuffer())).toBe(false)
    expect((await drawnWith(jpeg, kept)).equals(original)).toBe(true)
    // Rebuilding is its own fixed point.
    expect(keepIccColour(kept)).toEqual(kept)
  })

  it('leaves out a profile it can’t rebuild: lookup tables, CMYK, a damaged table', async () => {
    const cmyk = await photo().toColourspace('cmyk').jpeg().withIccProfile('cmyk').toBuffer()
    const fogra = new Uint8Array((await sharp(cmyk).metadata()).icc ?? [])
    expect(fogra.length).toBeGreaterThan(100_000)
    expect(keepIccColour(fogra)).toBeUndefined()
    const noCurves = profileOf(
      displayP3,
      [...tagsOf(displayP3)].filter(([tag]) => !tag.endsWith('TRC')),
    )
    expect(keepIccColour(noCurves)).toBeUndefined()
    const cut = displayP3.slice(0, 200)
    expect(keepIccColour(cut)).toBeUndefined()
  })
})
