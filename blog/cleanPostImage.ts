import { imageSize as readImageSize } from 'image-size'
import { BlogError } from './errors.ts'
import { MAX_IMAGE_PIXELS } from './imageSize.ts'
import { sniffImageType } from './postImages.ts'

/**
 * Makes an image from a Word document fit to commit: refused past {@link MAX_IMAGE_PIXELS}
 * (read from its header by `image-size`, before anything decodes it), and stripped of its
 * metadata (camera, date, GPS position) so that none reaches the repository's history.
 *
 * The metadata is dropped segment by segment, by hand: the import runs in the edge worker too,
 * where sharp cannot, and no maintained pure-JavaScript library does it for JPEG, PNG and WebP
 * alike (piexifjs, JPEG only, was last released in 2019; exifr and exif-reader only read). The
 * pixels are not touched, so nothing is re-encoded and a photo loses no quality: only whole
 * segments named below are left out, and everything else is copied as it is.
 *
 * - JPEG: APP1 (EXIF, XMP), APP3 to APP13 and APP15 (IPTC, Photoshop, maker data) and comments go;
 *   APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform) stay, as the
 *   colours depend on them. An EXIF orientation other than 1 is written back alone, in a minimal
 *   EXIF segment, so the build can turn the photo the right way up (sharp's `rotate()`).
 * - PNG: `eXIf`, `tEXt`, `iTXt`, `zTXt` and `tIME` chunks go.
 * - WebP: `EXIF` and `XMP ` chunks go, and the extended header stops announcing them.
 * - GIF carries no EXIF. AVIF keeps its metadata as items of its `meta` box, which cannot be left
 *   out without rewriting the file: an AVIF that carries any is refused with a sentence.
 *
 * Bytes of any other type are returned as they are (the converter drops them).
 *
 * @throws {BlogError} `too-large` past the pixel limit, `bad-document` for a damaged image or an
 *   AVIF with metadata
 */
export function cleanPostImage(bytes: Uint8Array): Uint8Array {
  const type = sniffImageType(bytes)
  if (type === undefined) return bytes
  checkPixels(bytes)
  switch (type) {
    case 'image/jpeg':
      return cleanJpeg(bytes)
    case 'image/png':
      return cleanPng(bytes)
    case 'image/webp':
      return cleanWebp(bytes)
    case 'image/avif':
      if (avifHasMetadata(bytes)) throw avifWithMetadata()
      return bytes
    default:
      return bytes
  }
}

function checkPixels(bytes: Uint8Array): void {
  let size: { width: number; height: number }
  try {
    size = readImageSize(bytes)
  } catch {
    throw damagedImage()
  }
  if (size.width * size.height <= MAX_IMAGE_PIXELS) return
  const format = new Intl.NumberFormat('fr-CA')
  const english = new Intl.NumberFormat('en-CA')
  throw new BlogError(
    'too-large',
    `Une image du document mesure ${format.format(size.width)} × ${format.format(size.height)} pixels : le site accepte au plus ${MAX_IMAGE_PIXELS / 1_000_000} mégapixels par image. Réduisez-la (dans Word : Format de l’image, Compresser les images), puis réessayez.`,
    {
      english: `An image of the document measures ${english.format(size.width)} × ${english.format(size.height)} pixels: the site takes at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels per image. Reduce it (in Word: Picture Format, Compress Pictures), then retry.`,
    },
  )
}

function damagedImage(): BlogError {
  return new BlogError(
    'bad-document',
    'Une image du document est endommagée : insérez-la de nouveau dans Word, puis réessayez.',
    { english: 'An image of the document is damaged: insert it again in Word, then retry.' },
  )
}

function avifWithMetadata(): BlogError {
  return new BlogError(
    'bad-document',
    'Une image AVIF du document contient des métadonnées (appareil, date ou position) que le site ne peut pas retirer : insérez-la en JPEG ou en PNG, puis réessayez.',
    {
      english:
        'An AVIF image of the document holds metadata (camera, date or position) the site cannot remove: insert it as JPEG or PNG, then retry.',
    },
  )
}

/** JPEG markers whose segments are kept: JFIF, the ICC profile and Adobe's colour transform. */
const KEPT_APP_MARKERS = new Set([0xe0, 0xe2, 0xee])

function cleanJpeg(bytes: Uint8Array): Uint8Array {
  const orientation = jpegOrientation(bytes)
  const parts: Uint8Array[] = [bytes.subarray(0, 2)]
  let offset = 2
  for (;;) {
    if (offset >= bytes.length || bytes[offset] !== 0xff) throw damagedImage()
    // Any number of 0xFF may pad the space before a marker.
    let markerAt = offset
    while (bytes[markerAt + 1] === 0xff) markerAt++
    const marker = bytes[markerAt + 1]
    if (marker === undefined) throw damagedImage()
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)
    if (marker === 0xd9 || marker === 0xda) {
      // The frame's data follows the start of scan, to the end: copied as it is.
      // After JFIF's APP0, which must come first when there is one.
      const at = parts[1]?.[1] === 0xe0 ? 2 : 1
      if (orientation !== undefined) parts.splice(at, 0, orientationSegment(orientation))
      parts.push(bytes.subarray(markerAt))
      break
    }
    if (standalone) {
      parts.push(bytes.subarray(markerAt, markerAt + 2))
      offset = markerAt + 2
      continue
    }
    if (markerAt + 4 > bytes.length) throw damagedImage()
    const length = ((bytes[markerAt + 2] ?? 0) << 8) | (bytes[markerAt + 3] ?? 0)
    const end = markerAt + 2 + length
    if (length < 2 || end > bytes.length) throw damagedImage()
    const metadata =
      (marker >= 0xe1 && marker <= 0xef && !KEPT_APP_MARKERS.has(marker)) || marker === 0xfe
    if (!metadata) parts.push(bytes.subarray(markerAt, end))
    offset = end
  }
  return concat(parts)
}

/** A JPEG's EXIF orientation when it turns or mirrors the picture (2 to 8). */
function jpegOrientation(bytes: Uint8Array): number | undefined {
  try {
    const { orientation } = readImageSize(bytes)
    return orientation !== undefined && orientation >= 2 && orientation <= 8
      ? orientation
      : undefined
  } catch {
    return undefined
  }
}

/** An APP1 segment holding a minimal EXIF: one IFD with the orientation tag alone. */
function orientationSegment(orientation: number): Uint8Array {
  return Uint8Array.from([
    ...[0xff, 0xe1, 0x00, 0x22],
    // "Exif\0\0", then a big-endian TIFF header whose first IFD starts at byte 8.
    ...[0x45, 0x78, 0x69, 0x66, 0x00, 0x00],
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08],
    // One entry: tag 0x0112 (Orientation), type SHORT, count 1, the value; then no next IFD.
    ...[0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01],
    ...[0x00, orientation, 0x00, 0x00],
    ...[0x00, 0x00, 0x00, 0x00],
  ])
}

const PNG_METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME'])

function cleanPng(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const parts: Uint8Array[] = [bytes.subarray(0, 8)]
  let offset = 8
  for (;;) {
    if (offset + 12 > bytes.length) throw damagedImage()
    const length = view.getUint32(offset)
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8))
    const end = offset + 12 + length
    if (end > bytes.length) throw damagedImage()
    if (!PNG_METADATA.has(type)) parts.push(bytes.subarray(offset, end))
    offset = end
    if (type === 'IEND') break
  }
  return concat(parts)
}

const WEBP_METADATA = new Set(['EXIF', 'XMP '])

function cleanWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const riffEnd = 8 + view.getUint32(4, true)
  if (riffEnd > bytes.length || riffEnd < 12) throw damagedImage()
  const parts: Uint8Array[] = []
  let offset = 12
  while (offset < riffEnd) {
    if (offset + 8 > riffEnd) throw damagedImage()
    const type = String.fromCharCode(...bytes.subarray(offset, offset + 4))
    const size = view.getUint32(offset + 4, true)
    const end = offset + 8 + size + (size % 2)
    if (end > riffEnd) throw damagedImage()
    if (!WEBP_METADATA.has(type)) {
      const chunk = bytes.slice(offset, end)
      // The extended header's flags announce EXIF (bit 3) and XMP (bit 2): no longer there.
      if (type === 'VP8X' && chunk.length > 8) chunk[8] = (chunk[8] ?? 0) & ~0x0c
      parts.push(chunk)
    }
    offset = end
  }
  const body = concat(parts)
  const header = bytes.slice(0, 12)
  new DataView(header.buffer).setUint32(4, body.length + 4, true)
  return concat([header, body])
}

/**
 * Whether an AVIF declares an EXIF or XMP item: an `infe` box of item type `Exif` or `mime`
 * (XMP) in its `meta` box, which comes first in every AVIF.
 */
function avifHasMetadata(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64 * 1024))
  return /infe[\s\S]{4,12}(?:Exif|mime)/.test(head)
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0)
  const joined = new Uint8Array(total)
  let at = 0
  for (const part of parts) {
    joined.set(part, at)
    at += part.length
  }
  return joined
}
