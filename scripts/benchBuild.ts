/**
 * Build benchmark: `npm run bench:build [-- 100 1000]`.
 *
 * For each N, copies `content/` to a temporary folder, adds N generated posts in French and
 * English (the starter articles' texts under new titles and slugs), builds the site cold from
 * there into another temporary folder, then adds one more post and builds again, as the publish
 * job and the local server do. Prints both times (wall and CPU: a shared machine inflates the
 * first), the pages the rebuild drew, and the size of the output. `dist/` and `content/` are not
 * touched. The Astro comparison is `npm run bench:astro`.
 */
import { mkdir, mkdtemp, rm, writeFile, cp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serializePost } from '../blog/postFile.ts'
import type { Post, PostVersion } from '../blog/postSchema.ts'
import { readPosts } from '../blog/readPosts.ts'
import { toTorontoIso } from '../blog/torontoTime.ts'
import { filesOf, megabytes, printRows, seconds, timed } from './benchTools.ts'

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

/** A copy of `model` published at `day`, its titles and slugs numbered. */
function numberedPost(model: Post, number: number, day: Date): Post {
  const date = toTorontoIso(day)
  const slug = `${model.fr.frontmatter.slug}-${number}`
  const numbered = <F extends { title: string; slug: string }>(
    version: PostVersion<F>,
    versionSlug: string,
  ): PostVersion<F> => ({
    frontmatter: {
      ...version.frontmatter,
      title: `${version.frontmatter.title} (${number})`,
      slug: versionSlug,
    },
    body: version.body,
  })
  const fr = numbered(model.fr, slug)
  return {
    id: `${date.slice(0, 10)}-${slug}`,
    images: [],
    fr: {
      ...fr,
      frontmatter: {
        ...fr.frontmatter,
        status: 'published',
        scheduledDate: date,
        publishedDate: date,
        createdAt: date,
        updatedAt: date,
      },
    },
    ...(model.en && { en: numbered(model.en, `${model.en.frontmatter.slug}-${number}`) }),
  }
}

async function writePost(blogDir: string, post: Post): Promise<void> {
  const files = serializePost(post)
  await mkdir(path.join(blogDir, post.id), { recursive: true })
  await writeFile(path.join(blogDir, post.id, 'fr.md'), files.fr)
  if (files.en) await writeFile(path.join(blogDir, post.id, 'en.md'), files.en)
}

/** `count` posts going back from 26 October 2026, then, with `extra`, one on the 28th. */
async function generatePosts(blogDir: string, count: number, extra = false): Promise<void> {
  const models = await readPosts(path.join(root, 'content/blog'))
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
  return timed(process.execPath, ['--import', 'tsx', 'scripts/build/buildSite.ts'], {
    cwd: root,
    env: {
      ...process.env,
      BLOG_CONTENT_DIR: path.join(contentDir, 'blog'),
      BLOG_BUILD_TIME: buildTime,
      SITE_OUT_DIR: outDir,
      SITE_CACHE_DIR: cacheDir,
    },
  })
}

const counts = process.argv.slice(2).map(Number)
const sizes = counts.length > 0 ? counts : [100, 1000]
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(
    'Usage: npm run bench:build -- [N ...]   (whole numbers of posts, default 100 1000)',
  )
  process.exit(1)
}

const rows: string[][] = [
  ['posts', 'cold', 'CPU', 'rebuild +1', 'CPU', 'pages', 'dist', 'route data', 'HTML'],
]
for (const count of sizes) {
  const work = await mkdtemp(path.join(tmpdir(), `santra-bench-${count}-`))
  // Inside the project: the server bundle finds its packages in node_modules.
  const cacheDir = path.join(root, `node_modules/.cache/santra-bench-${count}-${process.pid}`)
  try {
    const contentDir = path.join(work, 'content')
    const outDir = path.join(work, 'dist')
    const buildTime = new Date().toISOString()
    await cp(path.join(root, 'content'), contentDir, { recursive: true })
    await generatePosts(path.join(contentDir, 'blog'), count)
    process.stdout.write(`Building with ${count} generated posts in each language...\n`)
    const cold = await build(contentDir, outDir, cacheDir, buildTime)
    await generatePosts(path.join(contentDir, 'blog'), count, true)
    const rebuild = await build(contentDir, outDir, cacheDir, buildTime)
    const files = await filesOf(outDir)
    const total = (predicate: (file: string) => boolean) =>
      files.filter(({ file }) => predicate(file)).reduce((sum, { size }) => sum + size, 0)
    rows.push([
      String(count),
      seconds(cold.wall),
      seconds(cold.cpu),
      seconds(rebuild.wall),
      seconds(rebuild.cpu),
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
