import { concatBytes } from './concatBytes.ts'
import { keepIccColour } from './keepIccColour.ts'
import { damaged } from './refusedImage.ts'

/**
 * A WebP with only what a decoder draws it from, in a new RIFF file of the right size: a simple
 * file's one bitstream (`VP8 `, `VP8L`); an extended file's header (`VP8X`, rebuilt with only
 * the flags of what it still holds), its colour profile (`ICCP`, rebuilt by
 * {@link keepIccColour}), then its alpha and bitstream (`ALPH`, `VP8 `, `VP8L`), or its animation
 * (`ANIM`) and frames (`ANMF`, each rebuilt with its alpha and bitstream alone).
 *
 * Everything else is left out: EXIF, XMP, every unknown chunk, in the file or in a frame, and
 * whatever follows the RIFF file.
 *
 * @throws {RefusedImage} `damaged` when the chunks don't hold together
 */
export function keepWebpData(bytes: Uint8Array): Uint8Array {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') throw damaged('no RIFF')
  const riffEnd = 8 + new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true)
  if (riffEnd > bytes.length) throw damaged('RIFF past the end')
  const chunks = readChunks(bytes.subarray(12, riffEnd))
  const [first] = chunks
  if (first === undefined) throw damaged('no chunk')
  if (first.type === 'VP8 ' || first.type === 'VP8L') return riff([chunk(first.type, first.data)])
  if (first.type !== 'VP8X' || first.data.length < 10) throw damaged('no VP8X first')
  const flags = first.data[0] ?? 0
  const animated = (flags & ANIMATION) !== 0
  const iccp = chunks.find((candidate) => candidate.type === 'ICCP')
  const profile = iccp === undefined ? undefined : keepIccColour(iccp.data)
  const picture = animated ? animation(chunks) : frameData(chunks)
  const header = new Uint8Array(10)
  header[0] = (flags & (ALPHA | ANIMATION)) | (profile === undefined ? 0 : ICC)
  // The canvas' width and height less one, three bytes each.
  header.set(first.data.subarray(4, 10), 4)
  return riff([
    chunk('VP8X', header),
    ...(profile === undefined ? [] : [chunk('ICCP', profile)]),
    ...picture,
  ])
}

/** VP8X flags: a colour profile, alpha, EXIF, XMP, animation (EXIF and XMP are never kept). */
const ICC = 0x20
const ALPHA = 0x10
const ANIMATION = 0x02

interface Chunk {
  type: string
  data: Uint8Array
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end))

/** The chunks of a RIFF body, each padded to an even length. */
function readChunks(body: Uint8Array): Chunk[] {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength)
  const chunks: Chunk[] = []
  let offset = 0
  while (offset < body.length) {
    if (offset + 8 > body.length) throw damaged('cut in a chunk header')
    const size = view.getUint32(offset + 4, true)
    const end = offset + 8 + size
    if (end > body.length) throw damaged('chunk past the end')
    chunks.push({ type: ascii(body, offset, offset + 4), data: body.subarray(offset + 8, end) })
    offset = end + (size % 2)
  }
  return chunks
}

/** The alpha (if any) and the bitstream of a still picture, or of one frame. */
function frameData(chunks: readonly Chunk[]): Uint8Array[] {
  const bitstream = chunks.find(
    (candidate) => candidate.type === 'VP8 ' || candidate.type === 'VP8L',
  )
  if (bitstream === undefined) throw damaged('no bitstream')
  const alpha =
    bitstream.type === 'VP8 ' ? chunks.find((candidate) => candidate.type === 'ALPH') : undefined
  return [
    ...(alpha === undefined ? [] : [chunk('ALPH', alpha.data)]),
    chunk(bitstream.type, bitstream.data),
  ]
}

/** The animation's parameters (background colour, loop count) and its frames, rebuilt. */
function animation(chunks: readonly Chunk[]): Uint8Array[] {
  const parameters = chunks.find((candidate) => candidate.type === 'ANIM')
  const frames = chunks.filter((candidate) => candidate.type === 'ANMF')
  if (parameters === undefined || parameters.data.length < 6 || frames.length === 0) {
    throw damaged('an animation without its parameters or frames')
  }
  return [
    chunk('ANIM', parameters.data.subarray(0, 6)),
    ...frames.map((frame) => {
      // Position, size, duration and flags (16 bytes), then the frame's own chunks.
      if (frame.data.length < 16) throw damaged('a frame cut in its header')
      const header = frame.data.slice(0, 16)
      // The last byte's six high bits are reserved.
      header[15] = (header[15] ?? 0) & 0x03
      return chunk('ANMF', concatBytes([header, ...frameData(readChunks(frame.data.subarray(16)))]))
    }),
  ]
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(8 + data.length + (data.length % 2))
  bytes.set(Uint8Array.from(type, (char) => char.charCodeAt(0)))
  new DataView(bytes.buffer).setUint32(4, data.length, true)
  bytes.set(data, 8)
  return bytes
}

function riff(chunks: readonly Uint8Array[]): Uint8Array {
  const body = concatBytes(chunks)
  const header = Uint8Array.from('RIFF\0\0\0\0WEBP', (char) => char.charCodeAt(0))
  new DataView(header.buffer).setUint32(4, body.length + 4, true)
  return concatBytes([header, body])
}
