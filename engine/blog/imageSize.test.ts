import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageSize } from './imageSize.ts'

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return bytes
}

function jpeg(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with precision, height and width.
  const bytes = new Uint8Array(2 + 18 + 19)
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])
  const sof = 2 + 18
  bytes.set([0xff, 0xc0, 0x00, 0x11, 0x08], sof)
  const view = new DataView(bytes.buffer)
  view.setUint16(sof + 5, height)
  view.setUint16(sof + 7, width)
  return bytes
}

describe('imageSize', () => {
  it('reads PNG, JPEG and GIF headers', () => {
    expect(imageSize(png(1200, 630))).toEqual({ width: 1200, height: 630 })
    expect(imageSize(jpeg(800, 533))).toEqual({ width: 800, height: 533 })
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0xf0, 0x00])
    expect(imageSize(gif)).toEqual({ width: 320, height: 240 })
  })

  it('reads an SVG size from its attributes or its viewBox', () => {
    const encode = (text: string) => new TextEncoder().encode(text)
    expect(
      imageSize(encode('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32">')),
    ).toEqual({
      width: 64,
      height: 32,
    })
    expect(imageSize(encode('<?xml version="1.0"?>\n<svg viewBox="0 0 400 300"></svg>'))).toEqual({
      width: 400,
      height: 300,
    })
  })

  it('gives up on unknown or truncated files', () => {
    expect(imageSize(new TextEncoder().encode('not an image'))).toBeUndefined()
    expect(imageSize(png(10, 10).slice(0, 18))).toBeUndefined()
    expect(imageSize(png(0, 10))).toBeUndefined()
  })

  it('reads AVIF, and gives a turned JPEG the size a viewer sees', async () => {
    const picture = () =>
      sharp({ create: { width: 40, height: 20, channels: 3, background: '#36c' } })
    const avif = new Uint8Array(await picture().avif().toBuffer())
    expect(imageSize(avif)).toEqual({ width: 40, height: 20 })
    const turned = new Uint8Array(
      await picture().jpeg().withMetadata({ orientation: 6 }).toBuffer(),
    )
    expect(imageSize(turned)).toEqual({ width: 20, height: 40 })
  })
})
