import sharp from 'sharp'

/**
 * A photo-like PNG made by code (colour gradients and a fine grain, as from a camera): at
 * 1800 × 1200 it weighs about 2.6 MB, the size of the heaviest photo imported so far.
 */
export async function testPhotoPng(width = 1800, height = 1200): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  let seed = 1
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return seed / 0x7fffffff - 0.5
  }
  const channel = (value: number) => Math.max(0, Math.min(255, Math.round(value)))
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 3
      const noise = grain() * 2
      raw[index] = channel(128 + 90 * Math.sin(x / 310) + noise)
      raw[index + 1] = channel(120 + 80 * Math.cos(y / 270) + noise)
      raw[index + 2] = channel(110 + 70 * Math.sin((x + y) / 420) + noise)
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}
