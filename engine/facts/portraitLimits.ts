/*
 * The consultant's portrait, as the « Coordonnées » card chooses it and the facts API accepts it.
 * The browser reads the chosen file, turns it upright, shrinks it to {@link PORTRAIT_SIDE} pixels
 * at most and encodes it again, which leaves its metadata (EXIF, GPS) behind; the API then checks
 * what arrives by its header and keeps of it only what a decoder draws it from, whatever client
 * sent it (`keepImageData`, which runs in the Worker too). The build encodes it once more.
 */

const MEBIBYTE = 1024 * 1024

/** A chosen photo heavier than this is refused before the browser decodes it. */
export const MAX_PORTRAIT_CHOICE_BYTES = 15 * MEBIBYTE

/** The longest side the browser sends; the pages show the portrait at 192 pixels at most. */
export const PORTRAIT_SIDE = 1200

/** What the API accepts, once shrunk: a few hundred kilobytes in practice. */
export const MAX_PORTRAIT_UPLOAD_BYTES = 2 * MEBIBYTE

/** The smallest side the API accepts: the pages need 192 pixels for dense screens. */
export const MIN_PORTRAIT_SIDE = 192

/** The portrait's accepted types and the extension of the file the API writes for each. */
const PORTRAIT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const

type PortraitType = keyof typeof PORTRAIT_TYPES

function isPortraitType(type: string): type is PortraitType {
  return Object.hasOwn(PORTRAIT_TYPES, type)
}

/** Why a chosen file can't be the portrait, or `undefined` when it can. */
export function portraitChoiceProblem(file: { type: string; size: number }): string | undefined {
  if (!isPortraitType(file.type)) {
    return 'Ce fichier n’est pas une photo JPEG, PNG ou WebP : choisissez-en une dans l’un de ces formats.'
  }
  if (file.size > MAX_PORTRAIT_CHOICE_BYTES) {
    return `Cette photo dépasse ${MAX_PORTRAIT_CHOICE_BYTES / MEBIBYTE} Mo : choisissez-en une plus légère, ou réduisez-la avant de la choisir.`
  }
  return undefined
}
