import { imageSize } from 'image-size'
import { keepImageData } from '../engine/node.ts'
import { MAX_PORTRAIT_UPLOAD_BYTES, MIN_PORTRAIT_SIDE, PORTRAIT_SIDE } from '../engine/index.ts'
import { ApiError } from './ApiError'

/** The extension of each type image-size recognises that the portrait may be. */
const EXTENSIONS: Record<string, string> = { jpg: 'jpg', png: 'png', webp: 'webp' }

const MEBIBYTE = 1024 * 1024

const refused = (french: string, english: string) =>
  new ApiError(
    422,
    `La photo n’a pas été enregistrée : ${french}`,
    `The photo was not saved: ${english}`,
  )

const notAPhoto = () =>
  refused(
    'ce n’est pas une image JPEG, PNG ou WebP. Choisissez une photo dans l’un de ces formats.',
    'it is not a JPEG, PNG or WebP image.',
  )

const unreadable = () =>
  refused('son contenu est illisible. Choisissez-la de nouveau.', 'its content is unreadable.')

/**
 * The refusal of a photo over {@link MAX_PORTRAIT_UPLOAD_BYTES}, whether the request's body says
 * so as it arrives (the facts route's one body limit) or the photo once decoded: nothing is saved.
 */
export const portraitTooLarge = () =>
  new ApiError(
    413,
    `Les coordonnées et la photo n’ont pas été enregistrées : la photo dépasse ${MAX_PORTRAIT_UPLOAD_BYTES / MEBIBYTE} Mo. Choisissez-la de nouveau depuis cette page, qui la réduit avant l’envoi.`,
    `The contact details and the photo were not saved: the photo is over ${MAX_PORTRAIT_UPLOAD_BYTES / MEBIBYTE} MB.`,
  )

/**
 * Checks a portrait sent by the « Coordonnées » card (base64), keeps of it only what a decoder
 * draws it from (`keepImageData`: no EXIF, GPS, XMP, comment or second picture, whatever client
 * sent it), and names its file after that content, so a new photo is a new file the build's
 * cache can't mistake for the old one. The type and dimensions come from the image's own header
 * (image-size, which runs in workerd too), never from what the request claims.
 */
export async function portraitUpload(base64: string): Promise<{ file: string; bytes: Uint8Array }> {
  if (base64.length > Math.ceil(MAX_PORTRAIT_UPLOAD_BYTES / 3) * 4) throw portraitTooLarge()
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  } catch {
    throw unreadable()
  }
  if (bytes.length > MAX_PORTRAIT_UPLOAD_BYTES) throw portraitTooLarge()
  let size: ReturnType<typeof imageSize> | undefined
  try {
    size = imageSize(bytes)
  } catch {
    size = undefined
  }
  const extension = size?.type ? EXTENSIONS[size.type] : undefined
  if (!size || !extension) throw notAPhoto()
  const longest = Math.max(size.width, size.height)
  const shortest = Math.min(size.width, size.height)
  if (shortest < MIN_PORTRAIT_SIDE) {
    throw refused(
      `elle mesure ${size.width} × ${size.height} pixels. Choisissez une photo d’au moins ${MIN_PORTRAIT_SIDE} pixels de côté.`,
      `it measures ${size.width} × ${size.height} pixels; at least ${MIN_PORTRAIT_SIDE} are needed.`,
    )
  }
  if (longest > 2 * PORTRAIT_SIDE) {
    const most = new Intl.NumberFormat('fr-CA').format(2 * PORTRAIT_SIDE)
    throw refused(
      `elle mesure ${size.width} × ${size.height} pixels, plus de ${most} de côté. Choisissez-la de nouveau depuis cette page, qui la réduit avant l’envoi.`,
      `it measures ${size.width} × ${size.height} pixels, over ${2 * PORTRAIT_SIDE} on a side.`,
    )
  }
  const kept = await keepImageData(bytes)
  if (kept.refused === 'type') throw notAPhoto()
  if (kept.refused !== undefined) throw unreadable()
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', kept.bytes.slice()))
  const hash = Array.from(digest.slice(0, 6), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return { file: `portrait-${hash}.${extension}`, bytes: kept.bytes }
}
