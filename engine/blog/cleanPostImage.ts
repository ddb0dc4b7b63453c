import { imageSize as readImageSize } from 'image-size'
import { BlogError } from './errors.ts'
import { MAX_IMAGE_PIXELS } from './imageSize.ts'
import { keepImageData } from './imageData/keepImageData.ts'

/**
 * Makes an image from a Word document fit to commit: refused past {@link MAX_IMAGE_PIXELS}
 * (read from its header by `image-size`, before anything decodes it), and reduced to what a
 * decoder draws it from by `keepImageData`, so that no camera, date, GPS position, comment,
 * second picture or editor's data reaches the repository's history. The pixels are not
 * touched: a photo loses no quality. A JPEG keeps its orientation alone, so that the build can
 * turn the photo the right way up (sharp's `rotate()`).
 *
 * Bytes of any other type are returned as they are (the converter drops them).
 *
 * @throws {BlogError} `too-large` past the pixel limit, `bad-document` for a damaged image or an
 *   AVIF whose metadata can't be left out
 */
export async function cleanPostImage(bytes: Uint8Array): Promise<Uint8Array> {
  const kept = await keepImageData(bytes)
  if (kept.refused === 'type') return bytes
  checkPixels(bytes)
  if (kept.refused === undefined) return kept.bytes
  throw kept.refused === 'metadata' ? avifWithMetadata() : damagedImage()
}

function checkPixels(bytes: Uint8Array): void {
  let size: { width: number; height: number }
  try {
    size = readImageSize(bytes)
  } catch {
    throw damagedImage()
  }
  if (size.width * size.height <= MAX_IMAGE_PIXELS) return
  const format = new Intl.NumberFormat('fr-CA')
  const english = new Intl.NumberFormat('en-CA')
  throw new BlogError(
    'too-large',
    `Une image du document mesure ${format.format(size.width)} × ${format.format(size.height)} pixels : le site accepte au plus ${MAX_IMAGE_PIXELS / 1_000_000} mégapixels par image. Réduisez-la (dans Word : Format de l’image, Compresser les images), puis réessayez.`,
    {
      english: `An image of the document measures ${english.format(size.width)} × ${english.format(size.height)} pixels: the site takes at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels per image. Reduce it (in Word: Picture Format, Compress Pictures), then retry.`,
    },
  )
}

function damagedImage(): BlogError {
  return new BlogError(
    'bad-document',
    'Une image du document est endommagée : insérez-la de nouveau dans Word, puis réessayez.',
    { english: 'An image of the document is damaged: insert it again in Word, then retry.' },
  )
}

function avifWithMetadata(): BlogError {
  return new BlogError(
    'bad-document',
    'Une image AVIF du document contient des métadonnées (appareil, date ou position) que le site ne peut pas retirer : insérez-la en JPEG ou en PNG, puis réessayez.',
    {
      english:
        'An AVIF image of the document holds metadata (camera, date or position) the site cannot remove: insert it as JPEG or PNG, then retry.',
    },
  )
}
