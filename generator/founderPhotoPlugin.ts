import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { assertNoSymbolicLink, keepImageData, readSiteFacts } from '../engine/node.ts'
import { MAX_IMAGE_PIXELS } from '../engine/index.ts'

const moduleId = 'virtual:founder-photo'
const resolvedId = `\0${moduleId}`

/** The portrait is shown 96 CSS pixels wide (6rem); 192 serves dense screens. */
const widths = [96, 192] as const

/**
 * `virtual:founder-photo`: the portrait named in content/site.json, cropped square and encoded as
 * WebP at two widths, so the pages never ship the consultant's original file. Exports
 * `founderPhoto` (undefined without a photo: the pages then show initials).
 */
export function founderPhotoPlugin(factsFile: URL, contentDir: URL): Plugin {
  let building = false
  return {
    name: 'santra-founder-photo',
    configResolved(config) {
      building = config.command === 'build'
    },
    resolveId(source) {
      return source === moduleId ? resolvedId : undefined
    },
    async load(id) {
      if (id !== resolvedId) return undefined
      this.addWatchFile(fileURLToPath(factsFile))
      const photo = readSiteFacts(factsFile).person.photo
      if (!photo) return 'export const founderPhoto = undefined'
      const file = fileURLToPath(new URL(photo.file, contentDir))
      if (!existsSync(file)) {
        throw new Error(
          `content/site.json, person.photo.file : content/${photo.file} est introuvable.`,
        )
      }
      // A linked photo would publish whatever image it points to.
      await assertNoSymbolicLink(fileURLToPath(contentDir), file)
      this.addWatchFile(file)
      const { default: sharp } = await import('sharp')
      // Decoded from what the allow-list keeps, as the API commits it: a photo put in the
      // repository by hand loses what a decoder would warn about, and keeps its turn and colours.
      const stored = await readFile(file)
      const kept = await keepImageData(stored)
      const content = kept.refused === undefined ? kept.bytes : stored
      const sources = await Promise.all(
        widths.map(async (width) => {
          // Turned once, bounded like post images; sharp writes no metadata (EXIF, GPS).
          const data = await sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS })
            .rotate()
            .resize(width, width, { fit: 'cover', position: 'attention' })
            .webp({ quality: 78 })
            .toBuffer()
          if (!building)
            return {
              width,
              url: JSON.stringify(`data:image/webp;base64,${data.toString('base64')}`),
            }
          const ref = this.emitFile({ type: 'asset', name: `founder-${width}.webp`, source: data })
          return { width, url: `import.meta.ROLLUP_FILE_URL_${ref}` }
        }),
      )
      const [small] = sources
      const srcSet = sources.map(({ width, url }) => `${url} + ' ${width}w'`).join(" + ', ' + ")
      return `export const founderPhoto = { src: ${small?.url}, srcSet: ${srcSet}, width: ${widths[0]}, height: ${widths[0]} }`
    },
  }
}
