import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { adler32Combine, BandedPng } from './bandedPng'

const width = 40
const height = 30

/** Pixels that change from row to row and column to column, so a misplaced row shows. */
function pattern(seed: number, rows = height): Buffer {
  const pixels = Buffer.alloc(width * rows * 3)
  for (let index = 0; index < pixels.length; index += 1) {
    pixels[index] = (index * 7 + seed * 31 + Math.floor(index / 97)) & 0xff
  }
  return pixels
}

const adlerOf = (data: Buffer) => {
  const stream = deflateSync(data, { level: 0 })
  return stream.readUInt32BE(stream.length - 4)
}

/** Encodes `band` (RGB rows) over the background from `top`, painting its pixels in. */
function encode(encoder: BandedPng, band: Buffer, top: number): Buffer {
  return encoder.encode(top, band.length / (width * 3), (rows, line) => {
    for (let row = 0; row * width * 3 < band.length; row += 1) {
      band.copy(rows, row * line + 1, row * width * 3, (row + 1) * width * 3)
    }
  })
}

async function decoded(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  return { data, size: [info.width, info.height, info.channels] }
}

describe('banded PNG files', () => {
  it('combine the Adler-32 of two pieces as zlib sums them whole', () => {
    const whole = pattern(3)
    for (const cut of [0, 1, 5551, 5552, 20_000, whole.length]) {
      const [first, second] = [whole.subarray(0, cut), whole.subarray(cut)]
      expect(adler32Combine(adlerOf(first), adlerOf(second), second.length)).toBe(adlerOf(whole))
    }
  })

  it('hold the background with the band in place, band at the top, middle, bottom or empty', async () => {
    const background = pattern(1)
    const encoder = new BandedPng(background, width, height)
    for (const [top, rows] of [
      [0, 4],
      [11, 7],
      [height - 3, 3],
      [9, 0],
      [0, height],
    ] as const) {
      const band = pattern(2, rows)
      const expected = Buffer.from(background)
      band.copy(expected, top * width * 3)
      const { data, size } = await decoded(encode(encoder, band, top))
      expect(size).toEqual([width, height, 3])
      expect(data.equals(expected)).toBe(true)
    }
  })

  it('are the same bytes for the same pixels, whatever was encoded before', () => {
    const background = pattern(1)
    const band = pattern(5, 6)
    const first = encode(new BandedPng(background, width, height), band, 10)
    const other = new BandedPng(background, width, height)
    encode(other, pattern(6, 6), 10)
    encode(other, pattern(7, 3), 2)
    expect(encode(other, band, 10).equals(first)).toBe(true)
  })

  it('refuse a band that is not whole rows within the image', () => {
    const encoder = new BandedPng(pattern(1), width, height)
    expect(() => encoder.encode(0, 1.5, () => undefined)).toThrow(/whole rows/)
    expect(() => encoder.encode(height - 3, 4, () => undefined)).toThrow(/whole rows/)
    expect(() => encoder.encode(-1, 2, () => undefined)).toThrow(/whole rows/)
    expect(() => new BandedPng(Buffer.alloc(10), width, height)).toThrow(/RGB pixels/)
  })
})
