import { crc32 } from 'node:zlib'
import { concatBytes } from './concatBytes.ts'
import { keepIccColour } from './keepIccColour.ts'
import { damaged } from './refusedImage.ts'

/**
 * A PNG with only what a decoder draws it from, in a new file: the header (`IHDR`), the palette
 * and its transparency (`PLTE`, `tRNS`), the image data (`IDAT`) and the end (`IEND`), then the
 * colour chunks of a fixed size (`gAMA`, `cHRM`, `sRGB`, `cICP`) and the colour profile (`iCCP`),
 * rebuilt by {@link keepIccColour} under the name « icc ». Nothing after `IEND` is read.
 *
 * Everything else is left out: text (`tEXt`, `zTXt`, `iTXt`, where XMP lives), EXIF (`eXIf`),
 * C2PA (`caBX`), the time, the physical size, suggested palettes, an animation's other frames
 * (its first picture stays) and every private or unknown chunk. The chunks are written in the
 * order the format asks for, whatever order they came in.
 *
 * @throws {RefusedImage} `damaged` when the chunks don't hold together
 */
export async function keepPngData(bytes: Uint8Array): Promise<Uint8Array> {
  for (let index = 0; index < SIGNATURE.length; index++) {
    if (bytes[index] !== SIGNATURE[index]) throw damaged('no PNG signature')
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const colour = new Map<string, Uint8Array>()
  let header: Uint8Array | undefined
  let palette: Uint8Array | undefined
  let transparency: Uint8Array | undefined
  let profile: Uint8Array | undefined
  const data: Uint8Array[] = []
  let offset = SIGNATURE.length
  for (;;) {
    if (offset + 12 > bytes.length) throw damaged('cut before IEND')
    const length = view.getUint32(offset)
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8))
    const end = offset + 12 + length
    if (length > 0x7fffffff || end > bytes.length) throw damaged(`${type} past the end`)
    const chunk = bytes.subarray(offset, end)
    const content = bytes.subarray(offset + 8, end - 4)
    if (header === undefined && type !== 'IHDR') throw damaged('no IHDR first')
    offset = end
    if (type === 'IEND') break
    if (type === 'IHDR' && header === undefined && length === 13) header = chunk
    else if (type === 'PLTE' && length % 3 === 0 && length <= 768) palette = chunk
    else if (type === 'tRNS' && length <= 256) transparency = chunk
    else if (type === 'IDAT') data.push(chunk)
    else if (FIXED_COLOUR_CHUNKS.get(type) === length) colour.set(type, chunk)
    else if (type === 'iCCP') profile = await embeddedProfile(content)
  }
  if (header === undefined || data.length === 0) throw damaged('no image data')
  // A profile and sRGB are not both allowed: the profile, being the picture's own, is kept.
  if (profile !== undefined) colour.delete('sRGB')
  return concatBytes([
    SIGNATURE,
    header,
    ...['cICP', 'sRGB', 'gAMA', 'cHRM'].flatMap((type) => colour.get(type) ?? []),
    ...(profile === undefined ? [] : [profileChunk(profile)]),
    ...(palette === undefined ? [] : [palette]),
    ...(transparency === undefined ? [] : [transparency]),
    ...data,
    IEND,
  ])
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
const IEND = Uint8Array.of(0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82)

/** Colour chunks made of numbers alone, by the exact length the format gives them. */
const FIXED_COLOUR_CHUNKS = new Map([
  ['gAMA', 4],
  ['cHRM', 32],
  ['sRGB', 1],
  ['cICP', 4],
])

/** More than any colour profile holds; a larger one is not read (a deflate bomb). */
const MAX_PROFILE_BYTES = 4 * 1024 * 1024

/**
 * The rebuilt profile of an `iCCP` chunk (a name, a zero, the method 0, the zlib stream), or
 * `undefined` when it can't be read or rebuilt: the picture is then drawn as sRGB.
 */
async function embeddedProfile(content: Uint8Array): Promise<Uint8Array | undefined> {
  const nameEnd = content.indexOf(0)
  if (nameEnd < 1 || nameEnd > 79 || content[nameEnd + 1] !== 0) return undefined
  const profile = await inflateAtMost(content.subarray(nameEnd + 2), MAX_PROFILE_BYTES)
  return profile === undefined ? undefined : keepIccColour(profile)
}

/** Inflates a zlib stream, stopping without an answer past `limit` bytes or at a damaged stream. */
async function inflateAtMost(
  compressed: Uint8Array,
  limit: number,
): Promise<Uint8Array | undefined> {
  const reader = new Blob([compressed.slice()])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'))
    .getReader()
  const parts: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return concatBytes(parts)
      total += value.length
      if (total > limit) {
        await reader.cancel()
        return undefined
      }
      parts.push(value)
    }
  } catch {
    return undefined
  }
}

/**
 * The `iCCP` chunk of a rebuilt profile, its zlib stream made of stored blocks: a profile of
 * curves and a matrix weighs a few kilobytes, and each byte of it is seen as it is.
 */
function profileChunk(profile: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [Uint8Array.of(0x78, 0x01)]
  for (let at = 0; at < profile.length; at += 0xffff) {
    const block = profile.subarray(at, at + 0xffff)
    const final = at + 0xffff >= profile.length ? 1 : 0
    const length = block.length
    blocks.push(
      Uint8Array.of(final, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff),
      block,
    )
  }
  const adler = adler32(profile)
  blocks.push(
    Uint8Array.of(adler >>> 24, (adler >>> 16) & 0xff, (adler >>> 8) & 0xff, adler & 0xff),
  )
  return chunk(
    'iCCP',
    concatBytes([Uint8Array.from('icc\0\0', (char) => char.charCodeAt(0)), ...blocks]),
  )
}

function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (const byte of bytes) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}

function chunk(type: string, content: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + content.length)
  const view = new DataView(bytes.buffer)
  view.setUint32(0, content.length)
  bytes.set(
    Uint8Array.from(type, (char) => char.charCodeAt(0)),
    4,
  )
  bytes.set(content, 8)
  view.setUint32(8 + content.length, crc32(bytes.subarray(4, 8 + content.length)))
  return bytes
}
