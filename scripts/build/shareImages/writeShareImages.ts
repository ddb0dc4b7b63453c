import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { z } from 'zod'
import { shareImageFolder, siteHost } from '../../../site/components/PageHead/shareImage.ts'
import { ShareImagePool } from './shareImagePool.ts'
import { type ShareImageRequest, shareImageRequestOf } from './shareImageRequests.ts'

export interface ShareImageOptions {
  /** Where drawn images are kept between builds, named by content hash. */
  cacheDir: string
  businessName: string
  siteUrl: string
}

const requestSchema = z.object({
  file: z.string().regex(/^[\w-]+\.png$/),
  content: z.object({
    title: z.string(),
    locale: z.enum(['fr', 'en']),
    article: z.boolean(),
    businessName: z.string(),
    host: z.string(),
  }),
})

/** Images waiting, over which one more drawing thread pays for its start-up (about a second). */
const WORTH_ANOTHER_THREAD = 200

/** What each page of one output folder asked for, with the size and time of the page read. */
const recordSchema = z.record(
  z.string(),
  z.object({ size: z.number(), mtimeMs: z.number(), request: requestSchema.nullable() }),
)
type PagesRecord = z.infer<typeof recordSchema>

function recordFile(cacheDir: string, dir: string): string {
  const name = createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 16)
  return join(cacheDir, `pages-${name}.json`)
}

async function readRecord(file: string): Promise<PagesRecord> {
  try {
    const parsed = recordSchema.safeParse(JSON.parse(await readFile(file, 'utf8')))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/** The HTML pages under `dir`, as paths relative to it with forward slashes. */
async function htmlPages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort()
}

/** What each page of `dir` asks for: from this build, from the record, or read again. */
async function pagesOf(
  dir: string,
  record: PagesRecord,
  rendered: ReadonlyMap<string, ShareImageRequest | null>,
  brand: Brand,
): Promise<PagesRecord> {
  const pages: PagesRecord = {}
  for (const page of await htmlPages(dir)) {
    const { size, mtimeMs } = await stat(join(dir, page))
    const kept = record[page]
    let asked = rendered.get(page)
    if (asked === undefined && kept?.size === size && kept.mtimeMs === mtimeMs) {
      asked = kept.request
    }
    asked ??= shareImageRequestOf(await readFile(join(dir, page), 'utf8'), brand, page) ?? null
    pages[page] = { size, mtimeMs, request: asked }
  }
  return pages
}

type Brand = Parameters<typeof shareImageRequestOf>[1]

/**
 * The share images of one build. Each page, once rendered, hands its image to {@link pageRendered}
 * and worker threads draw it while the next pages render; {@link finish} then makes sure every
 * page of the built site has its image (pages kept from the last build included) and puts them in
 * dist/og/. Images are named by content hash and kept in `cacheDir`: a build draws only the
 * images no earlier build drew. A record of what each page asked for, with the page's size and
 * time, spares a rebuild reading again the pages it kept.
 */
class ShareImageBuild {
  private readonly brand: Brand
  private pool: ShareImagePool | undefined
  private cacheReady: Promise<unknown> | undefined
  /** Every image asked for, by file: settled once it is in the cache. */
  private readonly drawing = new Map<string, Promise<void>>()
  /** The images this build drew (the others were in the cache). */
  private readonly drawn = new Set<string>()
  /** What each page rendered by this build asked for. */
  private readonly rendered = new Map<string, ShareImageRequest | null>()

  constructor(private readonly options: ShareImageOptions) {
    this.brand = { businessName: options.businessName, host: siteHost(options.siteUrl) }
  }

  /** Starts drawing the image `html` asks for, unless it is drawn already. */
  pageRendered(html: string, page: string): void {
    const asked = shareImageRequestOf(html, this.brand, page)
    this.rendered.set(page, asked ?? null)
    if (asked) this.request(asked)
  }

  /** Every page of `dir` gets its image in dir/og/; images no page asks for are removed. */
  async finish(dir: string): Promise<{ drawn: number; cached: number }> {
    const { cacheDir } = this.options
    const file = recordFile(cacheDir, dir)
    const pages = await pagesOf(dir, await readRecord(file), this.rendered, this.brand)
    const wanted = new Set<string>()
    for (const { request: asked } of Object.values(pages)) {
      if (!asked) continue
      wanted.add(asked.file)
      this.request(asked)
    }
    await this.allDrawn()
    await placeImages(join(dir, shareImageFolder), cacheDir, wanted)
    await mkdir(cacheDir, { recursive: true })
    await writeFile(file, JSON.stringify(pages))
    const drawnHere = [...wanted].filter((image) => this.drawn.has(image)).length
    return { drawn: drawnHere, cached: wanted.size - drawnHere }
  }

  /** Hands the image to the workers, unless it is asked for already or in the cache. */
  private request({ file, content }: ShareImageRequest): void {
    if (this.drawing.has(file)) return
    const cached = join(this.options.cacheDir, file)
    if (existsSync(cached)) {
      this.drawing.set(file, Promise.resolve())
      return
    }
    const ready = (this.cacheReady ??= mkdir(this.options.cacheDir, { recursive: true }))
    const pool = (this.pool ??= new ShareImagePool())
    const done = ready.then(() => pool.draw(content, cached))
    // A failure is reported by finish(), which waits for every image.
    done.catch(() => undefined)
    this.drawing.set(file, done)
    this.drawn.add(file)
  }

  /** Waits for every image asked for, then stops the workers (even when one failed). */
  private async allDrawn(): Promise<void> {
    // The pages are drawn: with more images waiting than a thread's start-up is worth, the cores
    // that drew them draw images too.
    if (this.pool && this.pool.waiting > WORTH_ANOTHER_THREAD)
      this.pool.widen(availableParallelism())
    try {
      await Promise.all(this.drawing.values())
    } finally {
      await this.pool?.close()
      this.pool = undefined
    }
  }
}

/** The share images of one build: see {@link ShareImageBuild}. */
export function shareImageBuild(options: ShareImageOptions) {
  return new ShareImageBuild(options)
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
