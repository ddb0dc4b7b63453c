import { imageSize } from 'image-size'
import {
  MAX_PORTRAIT_UPLOAD_BYTES,
  MIN_PORTRAIT_SIDE,
  PORTRAIT_SIDE,
} from '../site/facts/portraitLimits'
import { ApiError } from './ApiError'

/** The extension of each type image-size recognises that the portrait may be. */
const EXTENSIONS: Record<string, string> = { jpg: 'jpg', png: 'png', webp: 'webp' }

const refused = (french: string, english: string) =>
  new ApiError(
    422,
    `La photo n’a pas été enregistrée : ${french}`,
    `The photo was not saved: ${english}`,
  )

const tooLarge = () =>
  refused(
    `elle dépasse ${MAX_PORTRAIT_UPLOAD_BYTES / (1024 * 1024)} Mo. Choisissez-la de nouveau depuis cette page, qui la réduit avant l’envoi.`,
    'it is too large.',
  )

/**
 * Checks a portrait sent by the « Coordonnées » card (base64) and names its file after its
 * content, so a new photo is a new file the build's cache can't mistake for the old one. The type
 * and dimensions come from the image's own header (image-size, which runs in workerd too), never
 * from what the request claims.
 */
export async function portraitUpload(base64: string): Promise<{ file: string; bytes: Uint8Array }> {
  if (base64.length > Math.ceil(MAX_PORTRAIT_UPLOAD_BYTES / 3) * 4) throw tooLarge()
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  } catch {
    throw refused(
      'son contenu est illisible. Choisissez-la de nouveau.',
      'its content is unreadable.',
    )
  }
  if (bytes.length > MAX_PORTRAIT_UPLOAD_BYTES) throw tooLarge()
  let size: ReturnType<typeof imageSize> | undefined
  try {
    size = imageSize(bytes)
  } catch {
    size = undefined
  }
  const extension = size?.type ? EXTENSIONS[size.type] : undefined
  if (!size || !extension) {
    throw refused(
      'ce n’est pas une image JPEG, PNG ou WebP. Choisissez une photo dans l’un de ces formats.',
      'it is not a JPEG, PNG or WebP image.',
    )
  }
  const longest = Math.max(size.width, size.height)
  const shortest = Math.min(size.width, size.height)
  if (shortest < MIN_PORTRAIT_SIDE) {
    throw refused(
      `elle mesure ${size.width} × ${size.height} pixels. Choisissez une photo d’au moins ${MIN_PORTRAIT_SIDE} pixels de côté.`,
      `it measures ${size.width} × ${size.height} pixels; at least ${MIN_PORTRAIT_SIDE} are needed.`,
    )
  }
  if (longest > 2 * PORTRAIT_SIDE) {
    throw refused(
      `elle mesure ${size.width} × ${size.height} pixels. Choisissez-la de nouveau depuis cette page, qui la réduit avant l’envoi.`,
      `it measures ${size.width} × ${size.height} pixels.`,
    )
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  const hash = Array.from(digest.slice(0, 6), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return { file: `portrait-${hash}.${extension}`, bytes }
}
