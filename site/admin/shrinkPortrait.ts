import { PORTRAIT_SIDE } from '../../engine/index.ts'

/**
 * The chosen portrait, upright, at most {@link PORTRAIT_SIDE} pixels on its longest side, encoded
 * again as JPEG by the browser: drawing it on a canvas keeps only its pixels, so its EXIF and GPS
 * metadata never leave her computer (the server would leave them out too). The orientation an
 * EXIF tag asks for is applied while decoding, before the tag is left behind.
 *
 * @returns the new image as a `data:` URL, which the page may show (its CSP allows `data:`)
 */
export async function shrinkPortrait(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  const scale = Math.min(1, PORTRAIT_SIDE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Le navigateur ne peut pas dessiner la photo.')
  // A transparent PNG would turn black in a JPEG: it is laid on white first.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return canvas.toDataURL('image/jpeg', 0.88)
}

/** The base64 payload of a `data:` URL, as the facts API takes the portrait. */
export function dataUrlBase64(dataUrl: string): string {
  return dataUrl.slice(dataUrl.indexOf(',') + 1)
}
