import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { shareImageFolder, siteHost } from '../../../site/components/PageHead/shareImage.ts'
import { distFiles } from '../../quality/distFiles.ts'
import { ShareImagePool } from './shareImagePool.ts'
import { type ShareImageRequest, shareImageRequestOf } from './shareImageRequests.ts'

export interface ShareImageOptions {
  /** Where drawn images are kept between builds, named by content hash. */
  cacheDir: string
  businessName: string
  siteUrl: string
}

/** The cache of drawn images: `SHARE_IMAGE_CACHE`, else beside the build's own cache. */
export function shareImageCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SHARE_IMAGE_CACHE ?? join(env.SITE_CACHE_DIR ?? 'node_modules/.cache', 'share-images')
}

/**
 * The share images of one build. Each page, once rendered, hands its image to {@link pageRendered}
 * and worker threads draw it while the next pages render; {@link finish} then makes sure every
 * page of the built site has its image (pages kept from the last build included) and puts them in
 * dist/og/. Images are named by content hash and kept in `cacheDir`: a build draws only the
 * images no earlier build drew.
 */
export function shareImageBuild(options: ShareImageOptions) {
  const { cacheDir } = options
  const brand = { businessName: options.businessName, host: siteHost(options.siteUrl) }
  let pool: ShareImagePool | undefined
  let ready: Promise<unknown> | undefined
  const drawing = new Map<string, Promise<void>>()
  const drawn = new Set<string>()

  const request = ({ file, content }: ShareImageRequest) => {
    if (drawing.has(file)) return
    const cached = join(cacheDir, file)
    if (existsSync(cached)) {
      drawing.set(file, Promise.resolve())
      return
    }
    ready ??= mkdir(cacheDir, { recursive: true })
    pool ??= new ShareImagePool()
    const workers = pool
    const done = ready.then(() => workers.draw(content, cached))
    // A failure is reported by finish(), which waits for every image.
    done.catch(() => undefined)
    drawing.set(file, done)
    drawn.add(file)
  }

  return {
    /** Starts drawing the image `html` asks for, unless it is drawn already. */
    pageRendered(html: string, page: string): void {
      const asked = shareImageRequestOf(html, brand, page)
      if (asked) request(asked)
    },
    /** Every page of `dir` gets its image in dir/og/; images no page asks for are removed. */
    async finish(dir: string): Promise<{ drawn: number; cached: number }> {
      const wanted = new Set<string>()
      const pages = (await distFiles(dir)).filter((file) => file.endsWith('.html'))
      for (const page of pages) {
        const asked = shareImageRequestOf(await readFile(join(dir, page), 'utf8'), brand, page)
        if (!asked) continue
        wanted.add(asked.file)
        request(asked)
      }
      try {
        await Promise.all(drawing.values())
      } finally {
        await pool?.close()
        pool = undefined
      }
      await placeImages(join(dir, shareImageFolder), cacheDir, wanted)
      const drawnHere = [...wanted].filter((file) => drawn.has(file)).length
      return { drawn: drawnHere, cached: wanted.size - drawnHere }
    },
  }
}

/**
 * Makes `outDir` hold exactly the `wanted` images. A file already there under its content-hash
 * name, with the cached file's size, is the same image and stays: a rebuild copies only new
 * images instead of the whole set.
 */
async function placeImages(outDir: string, cacheDir: string, wanted: ReadonlySet<string>) {
  await mkdir(outDir, { recursive: true })
  const present = new Set(await readdir(outDir))
  await Promise.all(
    [...present].filter((file) => !wanted.has(file)).map((file) => rm(join(outDir, file))),
  )
  await Promise.all(
    [...wanted].map(async (file) => {
      const source = join(cacheDir, file)
      const target = join(outDir, file)
      if (present.has(file)) {
        const [kept, cached] = await Promise.all([stat(target), stat(source)])
        if (kept.size === cached.size) return
      }
      await copyFile(source, target)
    }),
  )
}
