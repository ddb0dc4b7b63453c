import path from 'node:path'
import { type ImageVariantWidths, postMediaPath } from '../../engine/index.ts'
import type { SitePostMedia } from '../../engine/node.ts'
import { imageVariants } from './imageVariants.ts'

/** The WebP widths of each image of a post, by the address its body uses. */
export async function postImageVariants(
  media: SitePostMedia | undefined,
): Promise<ImageVariantWidths> {
  const byAddress = new Map<string, number[]>()
  if (!media) return byAddress
  for (const file of media.files) {
    const variants = await imageVariants(path.join(media.folder, file))
    if (variants.length > 0)
      byAddress.set(
        `${postMediaPath(media.id)}${encodeURIComponent(file)}`,
        variants.map((variant) => variant.width),
      )
  }
  return byAddress
}
