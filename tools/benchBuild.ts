/**
 * Build benchmark: `npm run bench:build [-- 100 1000]` or `npm run bench:build -- --posts DIR`.
 *
 * For each N, copies `content/` to a temporary folder, adds N generated posts in French and
 * English (the starter articles' texts under new titles and slugs), builds the site cold from
 * there into another temporary folder, then adds one more post and builds again, as the publish
 * job and the local server do. With `--posts DIR` (the posts of ../shared/bench/gen-posts.mjs,
 * the ones `npm run bench:astro` builds), those posts are used instead, and the added post is a
 * copy of their first under a new date and slug. Prints both times, wall and CPU (user + system,
 * worker threads included: a shared machine inflates the first, not the second), the load
 * average, the pages the rebuild drew, and the size of the output. Share images are drawn cold
 * too (their cache is the benchmark's own). `dist/` and `content/` are not touched. The Astro
 * comparison is `npm run bench:astro`.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readPosts } from '../engine/blog/readPosts.ts'
import { numberedPost, writePost } from './benchPosts.ts'
import {
  drawnPages,
  filesOf,
  loadText,
  megabytes,
  printRows,
  seconds,
  timed,
} from './benchTools.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const DAY_MS = 86_400_000

/** Publication days going back from `start`: Mondays and Wednesdays, like the real schedule. */
function publicationDays(start: Date, count: number): Date[] {
  const days: Date[] = []
  for (let day = new Date(start); days.length < count; day = new Date(day.getTime() - DAY_MS)) {
    if (day.getUTCDay() === 1 || day.getUTCDay() === 3) days.push(day)
  }
  return days
}

/** `count` posts going back from 26 October 2026, then, with `extra`, one on the 28th. */
async function generatePosts(
  blogDir: string,
  count: number,
  extra = false,
  modelDir = path.join(root, 'content/blog'),
): Promise<void> {
  const models = await readPosts(modelDir)
  const model = (index: number) => {
    const found = models[index % models.length]
    if (!found) throw new Error('content/blog has no post to model the benchmark on.')
    return found
  }
  if (extra) {
    await writePost(
      blogDir,
      numberedPost(model(count), count + 1, new Date('2026-10-28T13:00:00Z')),
    )
    return
  }
  const days = publicationDays(new Date('2026-10-26T13:00:00Z'), count)
  await Promise.all(
    days.map((day, index) => writePost(blogDir, numberedPost(model(index), index + 1, day))),
  )
}

/** One build, as `npm run build` runs it, into `outDir` with its own cache. */
function build(contentDir: string, outDir: string, cacheDir: string, buildTime: string) {
  return timed(process.execPath, ['--import', 'tsx', 'generator/buildSite.ts'], {
    cwd: root,
    env: {
      ...process.env,
      BLOG_CONTENT_DIR: path.join(contentDir, 'blog'),
      BLOG_BUILD_TIME: buildTime,
      SITE_OUT_DIR: outDir,
      SITE_CACHE_DIR: cacheDir,
      SHARE_IMAGE_CACHE: path.join(cacheDir, 'share-images'),
    },
  })
}

/** The pages a build drew, from its summary line. */

const postsOption = process.argv.indexOf('--posts')
const postsDir = postsOption >= 0 ? path.resolve(process.argv[postsOption + 1] ?? '.') : undefined
const counts = process.argv
  .slice(2)
  .filter((_, index) => postsOption < 0 || (index !== postsOption - 2 && index !== postsOption - 1))
  .map(Number)
const sizes = postsDir
  ? [(await readdir(postsDir).catch(() => [])).length]
  : counts.length > 0
    ? counts
    : [100, 1000]
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(
    postsDir
      ? `No posts in ${postsDir}: node ../shared/bench/gen-posts.mjs ${postsDir} 1000 --clean`
      : 'Usage: npm run bench:build -- [N ...]   (whole numbers of posts, default 100 1000)',
  )
  process.exit(1)
}

const rows: string[][] = [
  [
    'posts',
    'cold',
    'CPU',
    'load',
    'rebuild +1',
    'CPU',
    'load',
    'drawn',
    'pages',
    'dist',
    'route data',
    'HTML',
  ],
]
for (const count of sizes) {
  const work = await mkdtemp(path.join(tmpdir(), `santra-bench-${count}-`))
  // Inside the project: the server bundle finds its packages in node_modules.
  const cacheDir = path.join(root, `node_modules/.cache/santra-bench-${count}-${process.pid}`)
  try {
    const contentDir = path.join(work, 'content')
    const outDir = path.join(work, 'dist')
    const buildTime = new Date().toISOString()
    const blogDir = path.join(contentDir, 'blog')
    await cp(path.join(root, 'content'), contentDir, { recursive: true })
    if (postsDir) {
      await rm(blogDir, { recursive: true, force: true })
      await cp(postsDir, blogDir, { recursive: true })
    } else {
      await generatePosts(blogDir, count)
    }
    process.stdout.write(`Building with ${count} posts in each language, cold...`)
    const cold = await build(contentDir, outDir, cacheDir, buildTime)
    process.stdout.write(` ${seconds(cold.wall)} (CPU ${seconds(cold.cpu)}); with one more post...`)
    await generatePosts(blogDir, count, true, postsDir)
    const rebuild = await build(contentDir, outDir, cacheDir, buildTime)
    process.stdout.write(` ${seconds(rebuild.wall)} (CPU ${seconds(rebuild.cpu)})\n`)
    const files = await filesOf(outDir)
    const total = (predicate: (file: string) => boolean) =>
      files.filter(({ file }) => predicate(file)).reduce((sum, { size }) => sum + size, 0)
    rows.push([
      String(count),
      seconds(cold.wall),
      seconds(cold.cpu),
      loadText(cold.load),
      seconds(rebuild.wall),
      seconds(rebuild.cpu),
      loadText(rebuild.load),
      drawnPages(rebuild.output),
      String(files.filter(({ file }) => file.endsWith('.html')).length),
      megabytes(total(() => true)),
      megabytes(total((file) => file.startsWith('static-loader-data'))),
      megabytes(total((file) => file.endsWith('.html'))),
    ])
  } finally {
    await rm(work, { recursive: true, force: true })
    await rm(cacheDir, { recursive: true, force: true })
  }
}
printRows(rows)
