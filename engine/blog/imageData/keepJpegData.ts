import { concatBytes } from './concatBytes.ts'
import { keepIccColour } from './keepIccColour.ts'
import { damaged } from './refusedImage.ts'

/**
 * A JPEG with only what a decoder draws it from, in a new file: the quantization and Huffman
 * tables, the frame header, the restart interval and each scan with its coded data, checked to
 * be exactly the size their contents say, up to the end-of-image marker. Before them come, rebuilt
 * from their numbers and never copied:
 *
 * - JFIF's header (APP0), without its thumbnail, when the file had one: with it a decoder reads
 *   three components as YCbCr, whatever their ids;
 * - the orientation (a minimal EXIF in APP1), when it turns or mirrors the picture: the build
 *   turns the photo with it (sharp's `rotate()`) and publishes it without;
 * - the colour profile (APP2), rebuilt by {@link keepIccColour};
 * - Adobe's colour transform (APP14), without which a CMYK or RGB JPEG is drawn wrong.
 *
 * Everything else is left out: EXIF, XMP and its extension (APP1), IPTC and Photoshop's data
 * (APP13), MPF and FlashPix (APP2), JUMBF and C2PA (APP11), makers' segments, comments, and all
 * that follows the end of the image (a phone's second picture, a motion photo's video).
 *
 * @throws {RefusedImage} `damaged` when the segments don't hold together
 */
export function keepJpegData(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw damaged('no start of image')
  const decoding: Uint8Array[] = []
  const profile: Uint8Array[] = []
  let jfif = false
  let adobeTransform: number | undefined
  let orientation: number | undefined
  let frame = false
  let scanned = false
  let offset = 2
  for (;;) {
    // Stray bytes before a marker are skipped, as decoders skip them, and left out.
    if (bytes[offset] !== 0xff) offset = bytes.indexOf(0xff, offset)
    // A file cut after its last scan is drawn as far as it goes: its end marker is added.
    if (scanned && (offset < 0 || offset >= bytes.length)) break
    if (offset < 0) throw damaged('no marker')
    // Any number of 0xFF may pad the space before a marker.
    while (bytes[offset + 1] === 0xff) offset++
    const marker = bytes[offset + 1]
    if (marker === undefined) throw damaged('cut in a marker')
    offset += 2
    if (marker === EOI) break
    if (marker === TEM || (marker >= RST0 && marker <= RST7)) continue
    if (marker === SOI || marker === 0x00) throw damaged(`marker ${marker} outside a scan`)
    if (offset + 2 > bytes.length) throw damaged('cut in a segment length')
    const end = offset + (((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0))
    if (end < offset + 2 || end > bytes.length) throw damaged(`segment ${marker} past the end`)
    const segment = bytes.subarray(offset - 2, end)
    const payload = bytes.subarray(offset + 2, end)
    offset = end
    if (marker === DQT) checkQuantizationTables(payload)
    else if (marker === DHT) checkHuffmanTables(payload)
    else if (marker === DAC) checkLength(payload.length % 2 === 0, marker)
    else if (marker === DRI || marker === DNL) checkLength(payload.length === 2, marker)
    else if (FRAME_MARKERS.has(marker)) {
      if (frame) throw damaged('a second frame')
      checkLength(payload.length >= 6 && payload.length === 6 + 3 * (payload[5] ?? 0), marker)
      frame = true
    } else if (marker === SOS) {
      const components = payload[0] ?? 0
      checkLength(
        components >= 1 && components <= 4 && payload.length === 4 + 2 * components,
        marker,
      )
      if (!frame) throw damaged('a scan before the frame')
      const dataEnd = entropyCodedEnd(bytes, offset)
      decoding.push(segment, bytes.subarray(offset, dataEnd))
      offset = dataEnd
      scanned = true
      continue
    } else {
      // Not needed to draw: read only for what is rebuilt from it, then left out.
      if (marker === APP0 && startsWith(payload, 'JFIF\0')) jfif = true
      else if (marker === APP1 && startsWith(payload, 'Exif\0\0')) {
        orientation ??= exifOrientation(payload.subarray(6))
      } else if (marker === APP2 && startsWith(payload, 'ICC_PROFILE\0')) profile.push(payload)
      else if (marker === APP14 && startsWith(payload, 'Adobe') && payload.length >= 12) {
        adobeTransform = payload[11]
      }
      continue
    }
    decoding.push(segment)
  }
  if (!scanned) throw damaged('no scan')
  const icc = assembledProfile(profile)
  const kept = icc === undefined ? undefined : keepIccColour(icc)
  return concatBytes([
    Uint8Array.of(0xff, SOI),
    ...(jfif ? [JFIF_SEGMENT] : []),
    ...(orientation !== undefined && orientation >= 2 && orientation <= 8
      ? [orientationSegment(orientation)]
      : []),
    ...(kept === undefined ? [] : profileSegments(kept)),
    ...(adobeTransform !== undefined && adobeTransform <= 2 ? [adobeSegment(adobeTransform)] : []),
    ...decoding,
    Uint8Array.of(0xff, EOI),
  ])
}

const SOI = 0xd8
const EOI = 0xd9
const TEM = 0x01
const RST0 = 0xd0
const RST7 = 0xd7
const DQT = 0xdb
const DHT = 0xc4
const DAC = 0xcc
const DRI = 0xdd
const DNL = 0xdc
const SOS = 0xda
const APP0 = 0xe0
const APP1 = 0xe1
const APP2 = 0xe2
const APP14 = 0xee
/** Start of frame: baseline, extended, progressive and lossless, Huffman or arithmetic. */
const FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
])

function checkLength(sound: boolean, marker: number): void {
  if (!sound) throw damaged(`segment ${marker} of the wrong length`)
}

function startsWith(bytes: Uint8Array, text: string): boolean {
  if (bytes.length < text.length) return false
  for (let index = 0; index < text.length; index++) {
    if (bytes[index] !== text.charCodeAt(index)) return false
  }
  return true
}

/** Each table is a byte of precision and id, then 64 values of one or two bytes: nothing more. */
function checkQuantizationTables(payload: Uint8Array): void {
  let at = 0
  while (at < payload.length) {
    const precision = (payload[at] ?? 0) >> 4
    checkLength(precision <= 1, DQT)
    at += 1 + 64 * (precision + 1)
  }
  checkLength(at === payload.length, DQT)
}

/** Each table is a byte of class and id, 16 counts, then as many values as they add up to. */
function checkHuffmanTables(payload: Uint8Array): void {
  let at = 0
  while (at < payload.length) {
    checkLength(at + 17 <= payload.length, DHT)
    let values = 0
    for (let index = 1; index <= 16; index++) values += payload[at + index] ?? 0
    at += 17 + values
  }
  checkLength(at === payload.length, DHT)
}

/**
 * Where a scan's coded data ends: at the first marker that is neither a stuffed zero nor a
 * restart. Linear: each 0xFF is found by the engine's own search.
 */
function entropyCodedEnd(bytes: Uint8Array, from: number): number {
  let at = from
  for (;;) {
    at = bytes.indexOf(0xff, at)
    if (at < 0 || at + 1 >= bytes.length) return bytes.length
    const next = bytes[at + 1] ?? 0
    if (next === 0x00 || (next >= RST0 && next <= RST7)) at += 2
    else if (next === 0xff) at += 1
    else return at
  }
}

/** The orientation tag (0x0112) of an EXIF block's first directory, read with bounds checked. */
function exifOrientation(tiff: Uint8Array): number | undefined {
  if (tiff.length < 8) return undefined
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength)
  const little = tiff[0] === 0x49 && tiff[1] === 0x49
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return undefined
  const directory = view.getUint32(4, little)
  if (directory + 2 > tiff.length) return undefined
  const entries = view.getUint16(directory, little)
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + 12 * index
    if (entry + 12 > tiff.length) return undefined
    if (view.getUint16(entry, little) === 0x0112 && view.getUint16(entry + 2, little) === 3) {
      return view.getUint16(entry + 8, little)
    }
  }
  return undefined
}

/** JFIF 1.01, no unit, square pixels, no thumbnail. */
const JFIF_SEGMENT = Uint8Array.of(
  ...[0xff, APP0, 0x00, 0x10],
  ...[0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
)

/** An APP1 segment holding a minimal EXIF: one directory with the orientation tag alone. */
function orientationSegment(orientation: number): Uint8Array {
  return Uint8Array.of(
    ...[0xff, APP1, 0x00, 0x22],
    // "Exif\0\0", then a big-endian TIFF header whose first directory starts at byte 8.
    ...[0x45, 0x78, 0x69, 0x66, 0x00, 0x00],
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08],
    // One entry: tag 0x0112 (Orientation), type SHORT, count 1, the value; then no next directory.
    ...[0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01],
    ...[0x00, orientation, 0x00, 0x00],
    ...[0x00, 0x00, 0x00, 0x00],
  )
}

/** Adobe's APP14: version 100, no flags, the transform (0 none or CMYK, 1 YCbCr, 2 YCCK). */
function adobeSegment(transform: number): Uint8Array {
  return Uint8Array.of(
    ...[0xff, APP14, 0x00, 0x0e],
    ...[0x41, 0x64, 0x6f, 0x62, 0x65, 0x00, 0x64, 0x00, 0x00, 0x00, 0x00, transform],
  )
}

const ICC_HEADER = 14

/** The profile spread over APP2 chunks (each numbered i of n), or `undefined` if one is missing. */
function assembledProfile(chunks: readonly Uint8Array[]): Uint8Array | undefined {
  const count = chunks[0]?.[13]
  if (count === undefined || count !== chunks.length) return undefined
  const ordered: Uint8Array[] = []
  for (const chunk of chunks) {
    const sequence = chunk[12] ?? 0
    if (chunk[13] !== count || sequence < 1 || sequence > count || ordered[sequence - 1]) {
      return undefined
    }
    ordered[sequence - 1] = chunk.subarray(ICC_HEADER)
  }
  return concatBytes(ordered)
}

/** The most profile bytes one APP2 segment holds: its 16-bit length less its own header. */
const ICC_CHUNK = 0xffff - 2 - ICC_HEADER

function profileSegments(profile: Uint8Array): Uint8Array[] {
  const count = Math.ceil(profile.length / ICC_CHUNK)
  return Array.from({ length: count }, (_, index) => {
    const data = profile.subarray(index * ICC_CHUNK, (index + 1) * ICC_CHUNK)
    const length = 2 + ICC_HEADER + data.length
    return concatBytes([
      Uint8Array.of(0xff, APP2, length >> 8, length & 0xff),
      Uint8Array.from('ICC_PROFILE\0', (char) => char.charCodeAt(0)),
      Uint8Array.of(index + 1, count),
      data,
    ])
  })
}
