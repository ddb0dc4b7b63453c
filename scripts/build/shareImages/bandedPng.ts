import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib'

/*
 * PNG files of images that differ from one background only within a band of rows (a share image
 * differs from its background only where its title is). The rows above and below the band are
 * compressed once per background and band edge, as deflate pieces that end on a byte; each image
 * compresses only its band, and the three pieces are joined into one zlib stream, their checksums
 * combined. Truecolour with no filter: on anti-aliased text over a plain background "None"
 * compresses best, and costs nothing. Same pixels, same bytes: nothing depends on time or on what
 * was encoded before.
 */

const ADLER_BASE = 65521

/** The Adler-32 of two pieces one after the other, from each piece's own and the second's length. */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const length = secondLength % ADLER_BASE
  const low = ((first & 0xffff) + (second & 0xffff) + ADLER_BASE - 1) % ADLER_BASE
  const high =
    ((((first & 0xffff) * length) % ADLER_BASE) +
      (first >>> 16) +
      (second >>> 16) +
      ADLER_BASE -
      length) %
    ADLER_BASE
  return (high * 65536 + low) >>> 0
}

/** Deflate blocks of some rows, and the Adler-32 of those rows as zlib computed it. */
interface Compressed {
  deflated: Buffer
  adler: number
}

/** The rows' Adler-32, from zlib's own stream of them stored uncompressed (a copy, no search). */
function adler32Of(rows: Buffer): number {
  const stored = deflateSync(rows, { level: 0 })
  return stored.readUInt32BE(stored.length - 4)
}

/** The rows compressed as the last piece of a stream: its blocks end with the final one. */
function compressedLast(rows: Buffer, level: number): Compressed {
  return { deflated: deflateRawSync(rows, { level }), adler: adler32Of(rows) }
}

/** The rows compressed as a piece that another follows: a sync flush ends it on a byte. */
function compressedPiece(rows: Buffer, level: number): Compressed {
  return {
    deflated: deflateRawSync(rows, { level, finishFlush: constants.Z_SYNC_FLUSH }),
    adler: adler32Of(rows),
  }
}

/** zlib header: deflate, 32 KB window, no dictionary; (0x78 × 256 + 0x01) is a multiple of 31. */
const ZLIB_HEADER = Buffer.from([0x78, 0x01])
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const tail = Buffer.alloc(4)
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0)
  return Buffer.concat([head, data, tail])
}

export class BandedPng {
  private readonly stride: number
  /** The background's rows, each after its filter byte (0: "None"). */
  private readonly rows: Buffer
  private readonly above = new Map<number, Compressed>()
  private readonly below = new Map<number, Compressed>()
  /** The band being drawn and compressed, reused from image to image. */
  private readonly scratch: Buffer

  /** `background`: RGB pixels, `width` × `height`. */
  constructor(
    background: Buffer,
    private readonly width: number,
    private readonly height: number,
  ) {
    this.stride = width * 3
    if (background.length !== this.stride * height) {
      throw new Error('The background must be RGB pixels of the given size.')
    }
    this.rows = Buffer.alloc(height * (this.stride + 1))
    this.scratch = Buffer.alloc(this.rows.length)
    for (let row = 0; row < height; row += 1) {
      background.copy(
        this.rows,
        row * (this.stride + 1) + 1,
        row * this.stride,
        (row + 1) * this.stride,
      )
    }
  }

  /** The background's rows above `top`, compressed once for every image whose band starts there. */
  private compressedAbove(top: number): Compressed {
    let compressed = this.above.get(top)
    if (!compressed) {
      compressed = compressedPiece(this.rows.subarray(0, top * (this.stride + 1)), 6)
      this.above.set(top, compressed)
    }
    return compressed
  }

  /** The background's rows from `bottom` down, compressed once for every image whose band ends there. */
  private compressedBelow(bottom: number): Compressed {
    let compressed = this.below.get(bottom)
    if (!compressed) {
      compressed = compressedLast(this.rows.subarray(bottom * (this.stride + 1)), 6)
      this.below.set(bottom, compressed)
    }
    return compressed
  }

  /**
   * The PNG of the background with `paint` drawn over its `rows` rows from `top`. `paint` is
   * handed those rows, each `line` bytes long: a filter byte (leave it 0), then RGB pixels. The
   * rows are a buffer this encoder reuses, valid only during the call. `level` is the zlib level
   * of the band.
   */
  encode(
    top: number,
    rows: number,
    paint: (band: Buffer, line: number) => void,
    level = 3,
  ): Buffer {
    const line = this.stride + 1
    if (!Number.isInteger(rows) || !Number.isInteger(top) || top < 0 || rows < 0) {
      throw new Error('The band must be whole rows within the image.')
    }
    if (top + rows > this.height) throw new Error('The band must be whole rows within the image.')
    const filtered = this.scratch.subarray(0, rows * line)
    this.rows.copy(filtered, 0, top * line, (top + rows) * line)
    paint(filtered, line)
    const pieces = [
      this.compressedAbove(top),
      compressedPiece(filtered, level),
      this.compressedBelow(top + rows),
    ]
    const lengths = [top, rows, this.height - top - rows].map((count) => count * line)
    const adler = pieces.reduce(
      (sum, piece, index) => adler32Combine(sum, piece.adler, lengths[index] ?? 0),
      1,
    )
    const trailer = Buffer.alloc(4)
    trailer.writeUInt32BE(adler, 0)
    const stream = Buffer.concat([ZLIB_HEADER, ...pieces.map((piece) => piece.deflated), trailer])
    const header = Buffer.alloc(13)
    header.writeUInt32BE(this.width, 0)
    header.writeUInt32BE(this.height, 4)
    header.set([8, 2, 0, 0, 0], 8) // 8 bits, truecolour, deflate, adaptive filters, no interlace
    return Buffer.concat([
      SIGNATURE,
      chunk('IHDR', header),
      chunk('IDAT', stream),
      chunk('IEND', Buffer.alloc(0)),
    ])
  }
}
