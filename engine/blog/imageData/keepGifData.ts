import { concatBytes } from './concatBytes.ts'
import { damaged } from './refusedImage.ts'

/**
 * A GIF with only what a decoder draws it from, in a new file: the header, the screen
 * descriptor and its colour table, each image (descriptor, local colour table, compressed
 * data), the graphic control extensions (delay, transparency, disposal; rebuilt) and the
 * loop count of an animation (`NETSCAPE2.0`, rebuilt), up to the trailer.
 *
 * Everything else is left out: comments, plain-text extensions, every other application
 * extension (XMP, ICC profiles, editors' data) and whatever follows the trailer.
 *
 * @throws {RefusedImage} `damaged` when the blocks don't hold together
 */
export function keepGifData(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 13) throw damaged('cut in the screen descriptor')
  const screenEnd = 13 + colourTableBytes(bytes[10] ?? 0)
  if (screenEnd > bytes.length) throw damaged('cut in the colour table')
  const kept: Uint8Array[] = [bytes.subarray(0, screenEnd)]
  let images = 0
  let loop: Uint8Array | undefined
  let offset = screenEnd
  for (;;) {
    const introducer = bytes[offset]
    // A file cut at a block's end is drawn as far as it goes: its trailer is added.
    if (introducer === TRAILER || (introducer === undefined && images > 0)) break
    if (introducer === IMAGE) {
      if (offset + 11 > bytes.length) throw damaged('cut in an image descriptor')
      // The descriptor (10 bytes), its colour table, the LZW code size, then the data blocks.
      const dataStart = offset + 10 + colourTableBytes(bytes[offset + 9] ?? 0) + 1
      const end = subBlocksEnd(bytes, dataStart).end
      kept.push(bytes.subarray(offset, end))
      images++
      offset = end
    } else if (introducer === EXTENSION) {
      const label = bytes[offset + 1]
      const { end, blocks } = subBlocksEnd(bytes, offset + 2)
      const [first, second] = blocks
      if (label === GRAPHIC_CONTROL && blocks.length === 1 && first?.length === 4) {
        // Its packed byte's three high bits are reserved.
        const [packed = 0, ...delayAndIndex] = first
        kept.push(Uint8Array.of(EXTENSION, GRAPHIC_CONTROL, 4, packed & 0x1f, ...delayAndIndex, 0))
      } else if (
        label === APPLICATION &&
        loop === undefined &&
        first !== undefined &&
        LOOP_APPLICATIONS.has(String.fromCharCode(...first)) &&
        second?.length === 3 &&
        second[0] === 1
      ) {
        loop = Uint8Array.of(
          EXTENSION,
          APPLICATION,
          11,
          ...NETSCAPE,
          3,
          1,
          second[1] ?? 0,
          second[2] ?? 0,
          0,
        )
        // The loop count belongs before the first image; a file that puts it later still loops.
        kept.splice(1, 0, loop)
      }
      offset = end
    } else {
      throw damaged(`block ${introducer ?? 'none'} at ${offset}`)
    }
  }
  if (images === 0) throw damaged('no image')
  return concatBytes([...kept, Uint8Array.of(TRAILER)])
}

const IMAGE = 0x2c
const EXTENSION = 0x21
const TRAILER = 0x3b
const GRAPHIC_CONTROL = 0xf9
const APPLICATION = 0xff
const NETSCAPE = Array.from('NETSCAPE2.0', (char) => char.charCodeAt(0))
/** The application extensions that carry an animation's loop count. */
const LOOP_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0'])

/** The size of the colour table a packed-fields byte announces (its high bit set). */
function colourTableBytes(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0
}

/** Reads a series of data sub-blocks (each a length byte, then as many bytes) up to its zero. */
function subBlocksEnd(bytes: Uint8Array, start: number): { end: number; blocks: Uint8Array[] } {
  const blocks: Uint8Array[] = []
  let at = start
  for (;;) {
    const length = bytes[at]
    if (length === undefined) throw damaged('cut in a data block')
    if (length === 0) return { end: at + 1, blocks }
    if (at + 1 + length > bytes.length) throw damaged('data block past the end')
    // Only the first two blocks are looked at: an image's thousands are not kept twice.
    if (blocks.length < 2) blocks.push(bytes.subarray(at + 1, at + 1 + length))
    at += 1 + length
  }
}
