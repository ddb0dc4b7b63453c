import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { z } from 'zod'
import { type ShareImageContent, shareImageFolder, siteHost } from '../../engine/index.ts'
import { drawShareImage } from './drawShareImage.ts'
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
 * Images drawn at once, one per core. Each costs about 16 ms of CPU (satori's layout on this
 * thread, sharp's raster and PNG on libuv's), drawn beside the pages being rendered; more at once
 * would only hold more images in memory.
 */
const DRAWN_AT_ONCE = availableParallelism()

/**
 * The share images of one build. Each page, once rendered, hands its image to {@link pageRendered},
 * which is drawn while the next pages render; {@link finish} then makes sure every page of the
 * built site has its image (pages kept from the last build included) and puts them in dist/og/.
 * Images are named by content hash and kept in `cacheDir`: a build draws only the images no
 * earlier build drew. A record of what each page asked for, with the page's size and time, spares
 * a rebuild reading again the pages it kept.
 */
class ShareImageBuild {
  private readonly brand: Brand
  private cacheReady: Promise<unknown> | undefined
  /** Every image asked for, by file: settled once it is in the cache. */
  private readonly drawing = new Map<string, Promise<void>>()
  /** The images this build drew (the others were in the cache). */
  private readonly drawn = new Set<string>()
  /** What each page rendered by this build asked for. */
  private readonly rendered = new Map<string, ShareImageRequest | null>()
  /** Images are drawn in {@link DRAWN_AT_ONCE} lanes, one after the other in each. */
  private readonly lanes: Promise<unknown>[] = []

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
    // The first image that failed, in the order the pages asked: the same report on every run,
    // whichever lane fails first.
    const drawings = await Promise.allSettled(this.drawing.values())
    const failed = drawings.find((drawing) => drawing.status === 'rejected')
    if (failed) throw failed.reason
    await placeImages(join(dir, shareImageFolder), cacheDir, wanted)
    await mkdir(cacheDir, { recursive: true })
    await writeFile(file, JSON.stringify(pages))
    const drawnHere = [...wanted].filter((image) => this.drawn.has(image)).length
    return { drawn: drawnHere, cached: wanted.size - drawnHere }
  }

  /** Queues the image, unless it is asked for already or in the cache. */
  private request({ file, content }: ShareImageRequest): void {
    if (this.drawing.has(file)) return
    const cached = join(this.options.cacheDir, file)
    if (existsSync(cached)) {
      this.drawing.set(file, Promise.resolve())
      return
    }
    const lane = this.drawn.size % DRAWN_AT_ONCE
    const done = (this.lanes[lane] ?? Promise.resolve()).then(() => this.draw(content, cached))
    // A failure is reported by finish(), which waits for every image.
    this.lanes[lane] = done.catch(() => undefined)
    this.drawing.set(file, done)
    this.drawn.add(file)
  }

  /** Draws `content` into `target`: written aside then renamed, never half an image. */
  private async draw(content: ShareImageContent, target: string): Promise<void> {
    const aside = `${target}.${process.pid}.tmp`
    try {
      await (this.cacheReady ??= mkdir(this.options.cacheDir, { recursive: true }))
      await writeFile(aside, await drawShareImage(content))
      await rename(aside, target)
    } catch (error) {
      await rm(aside, { force: true }).catch(() => undefined)
      throw new Error(`L’image de partage « ${content.title} » n’a pas pu être dessinée.`, {
        cause: error,
      })
    }
  }
}

/** The share images of one build: see {@link ShareImageBuild}. */
export function shareImageBuild(options: ShareImageOptions) {
  return new ShareImageBuild(options)
}

/**
 * Makes `outDir` hold exactly the `wanted` images. A file already there under its content-hash
 * name, with the cached file's size, is the same image and stays. An image is a hard link to its
 * cached file, never written again (copied across disks): 20 ms for 1,600 images, 0.4 to 0.8 s
 * by copy.
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
      await rm(target, { force: true })
      await link(source, target).catch(() => copyFile(source, target))
    }),
  )
}
