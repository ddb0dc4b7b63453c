/**
 * Build benchmark: `npm run bench:build [-- 100 1000]`.
 *
 * For each N, copies `content/` to a temporary folder, adds N generated posts in French and
 * English (the starter articles' texts under new titles and slugs), builds the site from there
 * into another temporary folder and prints the build time, the pages written and the size of the
 * output, so the cost of the blog's growth stays visible. `dist/` and `content/` are not touched.
 */
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serializePost } from '../blog/postFile.ts'
import type { Post } from '../blog/postSchema.ts'
import { readPosts } from '../blog/readPosts.ts'
import { toTorontoIso } from '../blog/torontoTime.ts'

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

async function generatePosts(blogDir: string, count: number): Promise<void> {
  const models = await readPosts(path.join(root, 'content/blog'))
  if (models.length === 0) throw new Error('content/blog has no post to model the benchmark on.')
  const days = publicationDays(new Date('2026-10-26T13:00:00Z'), count)
  await Promise.all(
    days.map(async (day, index) => {
      const model = models[index % models.length]
      if (!model) return
      const number = index + 1
      const date = toTorontoIso(day)
      const slug = `${model.fr.frontmatter.slug}-${number}`
      const id = `${date.slice(0, 10)}-${slug}`
      const post: Post = {
        id,
        images: [],
        fr: {
          frontmatter: {
            ...model.fr.frontmatter,
            title: `${model.fr.frontmatter.title} (${number})`,
            slug,
            status: 'published',
            scheduledDate: date,
            publishedDate: date,
            createdAt: date,
            updatedAt: date,
          },
          body: model.fr.body,
        },
        ...(model.en && {
          en: {
            frontmatter: {
              ...model.en.frontmatter,
              title: `${model.en.frontmatter.title} (${number})`,
              slug: `${model.en.frontmatter.slug}-${number}`,
            },
            body: model.en.body,
          },
        }),
      }
      const files = serializePost(post)
      await mkdir(path.join(blogDir, id), { recursive: true })
      await writeFile(path.join(blogDir, id, 'fr.md'), files.fr)
      if (files.en) await writeFile(path.join(blogDir, id, 'en.md'), files.en)
    }),
  )
}

async function build(contentDir: string, outDir: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/build/buildSite.js')], {
      cwd: root,
      env: {
        ...process.env,
        BLOG_CONTENT_DIR: path.join(contentDir, 'blog'),
        SITE_OUT_DIR: outDir,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`The build failed (${code}):\n${errors}`))
    })
  })
}

/** Files under `dir`, recursively, with their sizes. */
async function filesOf(dir: string): Promise<{ file: string; size: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return { file: path.relative(dir, file), size: (await stat(file)).size }
      }),
  )
}

/**
 * CPU seconds used by the finished child processes (Linux), which a busy shared machine does not
 * inflate the way it inflates wall time; `undefined` where /proc is missing.
 */
async function childrenCpuSeconds(): Promise<number | undefined> {
  try {
    const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1]?.split(' ') ?? []
    // cutime and cstime, fields 16 and 17 of proc(5), in clock ticks (100 per second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return undefined
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`
}

const counts = process.argv.slice(2).map(Number)
const sizes = counts.length > 0 ? counts : [100, 1000]
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(
    'Usage: npm run bench:build -- [N ...]   (whole numbers of posts, default 100 1000)',
  )
  process.exit(1)
}

const rows: string[][] = [['posts', 'build', 'CPU', 'pages', 'dist', 'route data', 'HTML']]
for (const count of sizes) {
  const work = await mkdtemp(path.join(tmpdir(), `santra-bench-${count}-`))
  try {
    const contentDir = path.join(work, 'content')
    const outDir = path.join(work, 'dist')
    await cp(path.join(root, 'content'), contentDir, { recursive: true })
    await generatePosts(path.join(contentDir, 'blog'), count)
    process.stdout.write(`Building with ${count} generated posts in each language...\n`)
    const started = performance.now()
    const cpuBefore = await childrenCpuSeconds()
    await build(contentDir, outDir)
    const seconds = (performance.now() - started) / 1000
    const cpuAfter = await childrenCpuSeconds()
    const cpu =
      cpuBefore === undefined || cpuAfter === undefined
        ? 'n/a'
        : `${(cpuAfter - cpuBefore).toFixed(1)} s`
    const files = await filesOf(outDir)
    const total = (predicate: (file: string) => boolean) =>
      files.filter(({ file }) => predicate(file)).reduce((sum, { size }) => sum + size, 0)
    rows.push([
      String(count),
      `${seconds.toFixed(1)} s`,
      cpu,
      String(files.filter(({ file }) => file.endsWith('.html')).length),
      megabytes(total(() => true)),
      megabytes(total((file) => file.startsWith('static-loader-data'))),
      megabytes(total((file) => file.endsWith('.html'))),
    ])
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

const widths =
  rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
for (const row of rows) {
  console.log(row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  '))
}
