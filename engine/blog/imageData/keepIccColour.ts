import { concatBytes } from './concatBytes.ts'

/**
 * What an ICC colour profile needs to turn a picture's colours into the screen's: for a profile
 * built from a matrix and tone curves (an RGB camera or screen profile such as Display P3, the
 * one iPhones and Mac screenshots carry, or a grey one), the primaries, the white point, the
 * adaptation matrix and the curves, rebuilt from their numbers.
 *
 * Everything else is left out: the description, copyright, manufacturer and model texts, the
 * creation date, the creator, the profile's id and reserved bytes, and every other tag. The
 * description decoders show is the fixed word {@link DESCRIPTION}. A profile of another kind
 * (lookup tables, CMYK, a PCS in Lab) returns `undefined`: the picture is then drawn as sRGB,
 * slightly duller if it was wider than that, rather than keep a profile we can't rebuild.
 */
export function keepIccColour(profile: Uint8Array): Uint8Array | undefined {
  if (profile.length < 132) return undefined
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength)
  const size = view.getUint32(0)
  if (size < 132 || size > profile.length) return undefined
  const signature = (at: number) => String.fromCharCode(...profile.subarray(at, at + 4))
  const major = profile[8] ?? 0
  const space = signature(16)
  const profileClass = signature(12)
  if (
    signature(36) !== 'acsp' ||
    (major !== 2 && major !== 4) ||
    signature(20) !== 'XYZ ' ||
    !KEPT_CLASSES.has(profileClass) ||
    (space !== 'RGB ' && space !== 'GRAY')
  ) {
    return undefined
  }
  const count = view.getUint32(128)
  if (count > MAX_TAGS || 132 + 12 * count > size) return undefined
  const tags = new Map<string, Uint8Array>()
  for (let index = 0; index < count; index++) {
    const entry = 132 + 12 * index
    const offset = view.getUint32(entry + 4)
    const length = view.getUint32(entry + 8)
    if (offset + length > size) return undefined
    tags.set(signature(entry), profile.subarray(offset, offset + length))
  }
  const wanted = space === 'RGB ' ? RGB_TAGS : GRAY_TAGS
  const kept: [string, Uint8Array][] = []
  for (const [tag, required] of wanted) {
    const data = tags.get(tag)
    const rebuilt = data === undefined ? undefined : rebuildTag(tag, data)
    if (rebuilt) kept.push([tag, rebuilt])
    else if (required) return undefined
  }
  kept.push(['desc', major === 4 ? mlucText(DESCRIPTION) : v2Description(DESCRIPTION)])
  return assemble(profile, major, Math.min(view.getUint32(64), 3), kept)
}

/** The description every kept profile carries, in place of the one it came with. */
const DESCRIPTION = 'ICC'

/** Input (camera), display and colour-space profiles; the others don't draw a picture. */
const KEPT_CLASSES = new Set(['scnr', 'mntr', 'spac'])

/** More than any real profile holds; past it the table is not a tag table. */
const MAX_TAGS = 256

/** The tags a matrix-and-curves profile draws with, in the order they are written; `true` if required. */
const RGB_TAGS: readonly [string, boolean][] = [
  ['wtpt', false],
  ['bkpt', false],
  ['chad', false],
  ['rXYZ', true],
  ['gXYZ', true],
  ['bXYZ', true],
  ['rTRC', true],
  ['gTRC', true],
  ['bTRC', true],
]
const GRAY_TAGS: readonly [string, boolean][] = [
  ['wtpt', false],
  ['bkpt', false],
  ['chad', false],
  ['kTRC', true],
]

/** The number of parameters of each `para` curve function type. */
const PARAMETRIC_COUNTS: readonly number[] = [1, 3, 4, 5, 7]

/** A tag's numbers under a new header, or `undefined` when its type is not the one it needs. */
function rebuildTag(tag: string, data: Uint8Array): Uint8Array | undefined {
  if (data.length < 12) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const type = String.fromCharCode(...data.subarray(0, 4))
  const typed = (length: number) =>
    length <= data.length
      ? concatBytes([data.subarray(0, 4), new Uint8Array(4), data.subarray(8, length)])
      : undefined
  if (tag.endsWith('XYZ') || tag === 'wtpt' || tag === 'bkpt') {
    return type === 'XYZ ' ? typed(20) : undefined
  }
  if (tag === 'chad') return type === 'sf32' ? typed(44) : undefined
  if (type === 'curv') return typed(12 + 2 * view.getUint32(8))
  if (type === 'para') {
    const parameters = PARAMETRIC_COUNTS[view.getUint16(8)]
    if (parameters === undefined) return undefined
    // The function type, then two reserved bytes, then the parameters.
    const rebuilt = typed(12 + 4 * parameters)
    if (rebuilt) rebuilt.fill(0, 10, 12)
    return rebuilt
  }
  return undefined
}

/** A v4 `mluc` text: one record, English, in UTF-16. */
function mlucText(text: string): Uint8Array {
  const bytes = new Uint8Array(28 + 2 * text.length)
  const view = new DataView(bytes.buffer)
  bytes.set(ascii('mluc'), 0)
  view.setUint32(8, 1)
  view.setUint32(12, 12)
  bytes.set(ascii('enUS'), 16)
  view.setUint32(20, 2 * text.length)
  view.setUint32(24, 28)
  for (let index = 0; index < text.length; index++) {
    view.setUint16(28 + 2 * index, text.charCodeAt(index))
  }
  return bytes
}

/** A v2 `desc` text: ASCII, with empty Unicode and ScriptCode parts. */
function v2Description(text: string): Uint8Array {
  const bytes = new Uint8Array(12 + text.length + 1 + 8 + 3 + 67)
  bytes.set(ascii('desc'), 0)
  new DataView(bytes.buffer).setUint32(8, text.length + 1)
  bytes.set(ascii(text), 12)
  return bytes
}

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

/** The D50 illuminant every profile's connection space uses, in s15Fixed16 numbers. */
const D50 = [0x0000f6d6, 0x00010000, 0x0000d32d]

function assemble(
  source: Uint8Array,
  major: number,
  intent: number,
  tags: readonly [string, Uint8Array][],
): Uint8Array {
  const tableEnd = 132 + 12 * tags.length
  const padded = tags.map(([, data]) => (data.length + 3) & ~3)
  const size = tableEnd + padded.reduce((sum, length) => sum + length, 0)
  const bytes = new Uint8Array(size)
  const view = new DataView(bytes.buffer)
  view.setUint32(0, size)
  bytes[8] = major
  bytes[9] = source[9] ?? 0
  // The class, the colour space and the connection space, as checked.
  bytes.set(source.subarray(12, 24), 12)
  bytes.set(ascii('acsp'), 36)
  view.setUint32(64, intent)
  D50.forEach((value, index) => {
    view.setUint32(68 + 4 * index, value)
  })
  view.setUint32(128, tags.length)
  let offset = tableEnd
  tags.forEach(([tag, data], index) => {
    const entry = 132 + 12 * index
    bytes.set(ascii(tag), entry)
    view.setUint32(entry + 4, offset)
    view.setUint32(entry + 8, data.length)
    bytes.set(data, offset)
    offset += padded[index] ?? 0
  })
  return bytes
}
