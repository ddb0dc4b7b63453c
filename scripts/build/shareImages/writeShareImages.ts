import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { shareImageFolder, siteHost } from '../../../site/components/PageHead/shareImage.ts'
import { distFiles } from '../../quality/distFiles.ts'
import { drawShareImage } from './drawShareImage.ts'
import { type ShareImageRequest, shareImageRequestOf } from './shareImageRequests.ts'

export interface ShareImageOptions {
  /** The built site. */
  dir: string
  /** Where drawn images are kept between builds, named by content hash. */
  cacheDir: string
  businessName: string
  siteUrl: string
}

/** Images drawn at once: satori works on the main thread while sharp encodes on another. */
const CONCURRENCY = 3

/** Draws (or takes from the cache) the share image of every page into dist/og/. */
export async function writeShareImages(
  options: ShareImageOptions,
): Promise<{ drawn: number; cached: number }> {
  const { dir, cacheDir } = options
  const brand = { businessName: options.businessName, host: siteHost(options.siteUrl) }
  const pages = (await distFiles(dir)).filter((file) => file.endsWith('.html'))
  const requests = new Map<string, ShareImageRequest>()
  for (const page of pages) {
    const request = shareImageRequestOf(await readFile(join(dir, page), 'utf8'), brand, page)
    if (request) requests.set(request.file, request)
  }
  const outDir = join(dir, shareImageFolder)
  await Promise.all([mkdir(outDir, { recursive: true }), mkdir(cacheDir, { recursive: true })])
  const missing = [...requests.values()].filter(({ file }) => !existsSync(join(cacheDir, file)))
  const queue = [...missing]
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const cached = join(cacheDir, next.file)
        // Written aside then renamed, so an interrupted build never leaves half an image.
        const aside = `${cached}.${process.pid}.tmp`
        await writeFile(aside, await drawShareImage(next.content))
        await rename(aside, cached)
      }
    }),
  )
  await Promise.all(
    [...requests.keys()].map((file) => copyFile(join(cacheDir, file), join(outDir, file))),
  )
  return { drawn: missing.length, cached: requests.size - missing.length }
}
