import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distFiles } from './distFiles.ts'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')

/*
 * Each build runs as its own process, as `npm run build` does: a build reads the posts once per
 * process. The bundles are built once into a cache of this test and reused by every build here.
 */
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

let work: string
let cacheDir: string

async function build(contentDir: string, outDir: string, ...flags: string[]) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'generator/buildSite.ts', ...flags],
    {
      cwd: root,
      env: {
        ...process.env,
        BLOG_CONTENT_DIR: contentDir,
        BLOG_BUILD_TIME: '2026-11-24T12:00:00.000Z',
        SITE_OUT_DIR: outDir,
        SITE_CACHE_DIR: cacheDir,
      },
    },
  )
  const drawn = /dont (\d+)\s+dessinées? \((\d+) par un second fil\) et (\d+)\s+inchangées?/.exec(
    stdout,
  )
  if (!drawn) throw new Error(`The build printed no summary:\n${stdout}`)
  return { drawn: Number(drawn[1]), onThread: Number(drawn[2]), unchanged: Number(drawn[3]) }
}

async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await distFiles(dir)
  return new Map(
    await Promise.all(
      files.map(
        async (file) => [file, (await readFile(path.join(dir, file))).toString('base64')] as const,
      ),
    ),
  )
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'santra-site-build-'))
  await mkdir(path.join(root, 'node_modules/.cache'), { recursive: true })
  cacheDir = await mkdtemp(path.join(root, 'node_modules/.cache/santra-build-test-'))
})

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
  await rm(cacheDir, { recursive: true, force: true })
})

describe('a rebuild after posts change', () => {
  // Three builds: the cached one and its rebuild draw every page on the second thread, the fresh
  // one on the main thread only, so one comparison proves both that a rebuild writes what a cold
  // build writes and that a page drawn on the second thread is the same bytes as on the main one.
  it('draws only the pages that changed and writes the same files, byte for byte, as a cold build on the main thread', async () => {
    const content = path.join(work, 'blog')
    await cp(path.join(root, 'content/blog'), content, { recursive: true })
    const [first, second, third] = (await readdir(content)).sort()
    if (!first || !second || !third)
      throw new Error('content/blog needs three posts for this test.')
    // An image beside the post deleted below, so the rebuild has a published file to take away.
    await writeFile(path.join(content, third, 'schema.png'), Buffer.from(onePixelPng, 'base64'))
    const cached = path.join(work, 'cached')
    const cold = await build(content, cached, '--all-on-second-thread')
    expect(cold.unchanged).toBe(0)
    expect(cold.onThread).toBe(cold.drawn)
    expect((await distFiles(cached)).some((file) => file.endsWith(`${third}/schema.png`))).toBe(
      true,
    )

    // Added: a copy of the first post under a new folder and slugs. Changed: the second's French text.
    // Deleted: the third, with its images.
    const added = path.join(content, '2026-11-20-article-ajoute')
    await cp(path.join(content, first), added, { recursive: true })
    for (const [file, slug] of [
      ['fr.md', 'article-ajoute'],
      ['en.md', 'added-article'],
    ] as const) {
      const text = await readFile(path.join(added, file), 'utf8').catch(() => undefined)
      if (text !== undefined) {
        await writeFile(path.join(added, file), text.replace(/^slug: .*$/m, `slug: ${slug}`))
      }
    }
    const changed = path.join(content, second, 'fr.md')
    await writeFile(changed, `${await readFile(changed, 'utf8')}\nUn paragraphe ajouté.\n`)
    await rm(path.join(content, third), { recursive: true })

    const rebuild = await build(content, cached, '--all-on-second-thread')
    // The added post's two pages, the changed one's, the two first list pages: nothing else.
    expect(rebuild.drawn).toBeGreaterThanOrEqual(3)
    expect(rebuild.drawn).toBeLessThanOrEqual(6)
    expect(rebuild.onThread).toBe(rebuild.drawn)
    expect(rebuild.unchanged).toBeGreaterThan(20)

    const fresh = path.join(work, 'fresh')
    const freshBuild = await build(content, fresh, '--cold')
    expect(freshBuild.onThread).toBe(0)
    const [expected, actual] = await Promise.all([snapshot(fresh), snapshot(cached)])
    expect([...actual.keys()]).toEqual([...expected.keys()])
    const differing = [...expected].filter(([file, bytes]) => actual.get(file) !== bytes)
    expect(differing.map(([file]) => file)).toEqual([])
  }, 600_000)
})
