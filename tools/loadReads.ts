/**
 * Load check of the public reads at the edge: runs the built worker in workerd (`wrangler dev`)
 * over the GitHub stand-in, whose branch holds the test build's posts (`tests/fixtures/blog`), sends 10,000 anonymous `GET /api/blog` and `GET /api/blog/{slug}`
 * (`--requests N`, 50 at a time), then prints the GitHub calls they cost (goal: none, at most a
 * handful) and the answer times (median, p95). Needs a built site (`npm run build:test` or
 * `npm run build`; `DIST_DIR` for another folder) and a free port (`WORKER_E2E_PORT`, default
 * 8790). Exits 1 when an answer fails or the reads call GitHub more than a handful of times.
 *
 *   npm run load:reads
 */
import { performance } from 'node:perf_hooks'
import { buildWorker } from '../generator/buildWorker'
import { startWorkerDev } from '../server/workerDev'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { BLOG_DIR } from '../engine/blog/postSchema'
import { startGitHubStandIn, storeOn, type GitHubStandIn } from '../tests/support/githubStandIn'

/** The posts of the test build: the stand-in's branch holds them too, as GitHub holds the site's. */
const TEST_POSTS = 'tests/fixtures/blog'

/** Commits the test build's posts to the stand-in's branch, in one commit. */
async function seedPosts(standIn: GitHubStandIn): Promise<void> {
  const files = await readdir(TEST_POSTS, { recursive: true, withFileTypes: true })
  const changes = await Promise.all(
    files
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return {
          path: `${BLOG_DIR}/${path.relative(TEST_POSTS, file)}`,
          content: new Uint8Array(await readFile(file)),
        }
      }),
  )
  await storeOn(standIn).commit(changes, 'Articles de test')
}

/** A handful: what the goal allows for the whole run. */
const MOST_GITHUB_CALLS = 5
const AT_ONCE = 50

function requestCount(argv: string[]): number {
  const index = argv.indexOf('--requests')
  const value = index < 0 ? '10000' : (argv[index + 1] ?? '')
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--requests expects a positive whole number, not "${value}".`)
  return count
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0
}

async function main(): Promise<number> {
  const count = requestCount(process.argv.slice(2))
  await buildWorker()
  const standIn = await startGitHubStandIn()
  await seedPosts(standIn)
  const worker = await startWorkerDev({
    port: Number(process.env.WORKER_E2E_PORT ?? 8790),
    distDir: process.env.DIST_DIR ?? 'dist',
    vars: {
      ADMIN_TOKEN: 'load-reads-passphrase-of-the-worker',
      // The worker answers its API only once both admin secrets are set, public reads included.
      SESSION_SECRET: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      GITHUB_TOKEN: standIn.token,
      GITHUB_REPOSITORY: `${standIn.owner}/${standIn.repo}`,
      GITHUB_BRANCH: standIn.branch,
      GITHUB_API_URL: standIn.baseUrl,
    },
  }).catch(async (error: unknown) => {
    await standIn.close()
    throw error
  })
  const calls = () => [...standIn.requests.values()].reduce((sum, n) => sum + n, 0)
  try {
    // One read to learn a slug; the count starts after it, as after a deployment's first visit.
    const first = await fetch(`${worker.origin}/api/blog`)
    const posts = first.ok ? ((await first.json()) as { slug: string }[]) : []
    const paths = ['/api/blog', ...posts.slice(0, 3).map((post) => `/api/blog/${post.slug}`)]
    const before = calls()
    const times: number[] = []
    const failures: string[] = []
    let next = 0
    const started = performance.now()
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < count) {
          const path = paths[next++ % paths.length] ?? '/api/blog'
          const sent = performance.now()
          const response = await fetch(`${worker.origin}${path}`)
          await response.arrayBuffer()
          times.push(performance.now() - sent)
          if (!response.ok) failures.push(`${path}: ${String(response.status)}`)
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const githubCalls = calls() - before
    times.sort((a, b) => a - b)
    console.log(
      `${String(count)} lectures anonymes (${paths.join(', ')}), ${String(AT_ONCE)} à la fois, en ${seconds.toFixed(1)} s`,
    )
    console.log(
      `Appels à GitHub : ${String(githubCalls)} (${JSON.stringify(Object.fromEntries(standIn.requests))})`,
    )
    console.log(
      `Temps de réponse : médiane ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
    )
    if (failures.length > 0)
      console.log(`Échecs : ${String(failures.length)}, dont ${failures[0] ?? ''}`)
    return failures.length === 0 && githubCalls <= MOST_GITHUB_CALLS ? 0 : 1
  } finally {
    worker.stop()
    await standIn.close()
  }
}

process.exitCode = await main()
