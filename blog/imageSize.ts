/** The intrinsic size of an image, in CSS pixels. */
export interface ImageSize {
  width: number
  height: number
}

/**
 * Reads the width and height written in an image file's header: PNG, JPEG, GIF, WebP and SVG
 * (from its `width`/`height` or `viewBox`). Posts set both on every `<img>` so the page does not
 * shift while images load.
 *
 * @returns the size, or `undefined` for a format it does not know or a truncated file
 */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const ascii = (start: number, length: number) =>
    String.fromCharCode(...bytes.subarray(start, start + length))
  try {
    if (ascii(1, 3) === 'PNG') return checked(view.getUint32(16), view.getUint32(20))
    if (ascii(0, 3) === 'GIF') return checked(view.getUint16(6, true), view.getUint16(8, true))
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(view)
    if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return webpSize(view, ascii(12, 4))
    const head = new TextDecoder().decode(bytes.subarray(0, 4096))
    if (/<svg[\s>]/i.test(head)) return svgSize(head)
  } catch {
    // A header shorter than its format requires: treated like an unknown format.
  }
  return undefined
}

function checked(width: number, height: number): ImageSize | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the size. */
function jpegSize(view: DataView): ImageSize | undefined {
  let offset = 2
  while (offset + 9 < view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return undefined
    const marker = view.getUint8(offset + 1)
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return checked(view.getUint16(offset + 7), view.getUint16(offset + 5))
    }
    offset += 2 + view.getUint16(offset + 2)
  }
  return undefined
}

function webpSize(view: DataView, chunk: string): ImageSize | undefined {
  if (chunk === 'VP8 ') {
    return checked(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff)
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true)
    return checked((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1)
  }
  if (chunk === 'VP8X') {
    const width = 1 + (view.getUint16(24, true) | (view.getUint8(26) << 16))
    const height = 1 + (view.getUint16(27, true) | (view.getUint8(29) << 16))
    return checked(width, height)
  }
  return undefined
}

function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg[^>]*>/i.exec(text)?.[0] ?? ''
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag)?.[1]
  const width = Number(attribute('width'))
  const height = Number(attribute('height'))
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) }
  const viewBox = /\sviewBox\s*=\s*["']([^"']+)["']/i
    .exec(tag)?.[1]
    ?.trim()
    .split(/[\s,]+/)
  if (viewBox?.length !== 4) return undefined
  return checked(Math.round(Number(viewBox[2])), Math.round(Number(viewBox[3])))
}
