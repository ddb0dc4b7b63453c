/**
 * Load check of the upload path: starts the blog API over HTTP on a temporary git repository,
 * sends N uploads at once (default 20, `--uploads N`), each a different one-article document,
 * then checks that every post exists on its own slot and that git holds one commit per upload.
 * Prints the figures; exits 1 when anything is off.
 *
 *   npm run load:upload
 */
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { createApiApp } from '../server/createApiApp'
import { createBlogApi } from '../server/createBlogApi'
import { articlesDocument } from '../tests/support/sampleDocuments'
import { createTestRepository } from '../tests/support/createTestRepository'
import { LocalGitStore } from '../engine/blog/store/LocalGitStore'

const TOKEN = 'load-test-passphrase'

function uploadCount(argv: string[]): number {
  const index = argv.indexOf('--uploads')
  const value = index < 0 ? '20' : (argv[index + 1] ?? '')
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--uploads expects a positive whole number, not "${value}".`)
  return count
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0
}

/** What one upload got back, and how long it took. */
interface UploadAnswer {
  ok: boolean
  status: number
  body: string
  ms: number
}

/** A post as the admin list gives it, the fields this check reads. */
interface ListedPost {
  title: string
  scheduledDate: string | null
}

async function main(): Promise<number> {
  const count = uploadCount(process.argv.slice(2))
  const repo = createTestRepository()
  const { server, base } = await startApi(repo.root)
  const problems: string[] = []
  try {
    const { answers, totalMs } = await sendUploadsAtOnce(base, count)
    const failures = answers.filter((answer) => !answer.ok)
    for (const failure of failures)
      problems.push(`upload answered ${failure.status}: ${failure.body}`)
    const posts = await listPosts(base)
    const slots = new Set(posts.map((post) => post.scheduledDate))
    const titles = new Set(posts.map((post) => post.title))
    const commits = repo.log().length - 1
    if (posts.length !== count) problems.push(`${posts.length} posts exist, expected ${count}`)
    if (titles.size !== count) problems.push(`${titles.size} distinct titles, expected ${count}`)
    if (slots.size !== count) problems.push(`${slots.size} distinct slots, expected ${count}`)
    if (commits !== count) problems.push(`${commits} commits, expected ${count}`)
    if (repo.status().length > 0)
      problems.push(`the working tree is not clean: ${repo.status().join(', ')}`)
    printFigures({ count, totalMs, answers, failures: failures.length, posts, slots, commits })
  } finally {
    await stop(server)
    repo.remove()
  }
  for (const problem of problems) console.error(`Problem: ${problem}`)
  console.log(problems.length === 0 ? 'Load check passed.' : 'Load check FAILED.')
  return problems.length === 0 ? 0 : 1
}

/** The blog API over HTTP on a free local port, storing in the git repository at `root`. */
async function startApi(root: string): Promise<{ server: ServerType; base: string }> {
  const app = createApiApp({
    blog: createBlogApi({ store: new LocalGitStore(root), adminToken: TOKEN }),
  })
  const site = new Hono()
  site.route('/api', app)
  const server: ServerType = await new Promise((done) => {
    const started = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      done(started)
    })
  })
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/blog` }
}

/**
 * Sends `count` different one-article documents at the same time. The documents are made before
 * the clock starts, so the total time is the API's alone.
 */
async function sendUploadsAtOnce(
  base: string,
  count: number,
): Promise<{ answers: UploadAnswer[]; totalMs: number }> {
  const documents = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      articlesDocument([`Article de charge numéro ${index + 1}`]),
    ),
  )
  const started = performance.now()
  const answers = await Promise.all(
    documents.map((document, index) => upload(base, document, `charge-${index + 1}.docx`)),
  )
  return { answers, totalMs: performance.now() - started }
}

/** One upload; a network failure is an answer too, with status 0, so the others still count. */
async function upload(base: string, document: Uint8Array, fileName: string): Promise<UploadAnswer> {
  const form = new FormData()
  form.append('document', new Blob([new Uint8Array(document)]), fileName)
  const sent = performance.now()
  try {
    const response = await fetch(`${base}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
      body: form,
    })
    const body = await response.text()
    return { ok: response.ok, status: response.status, body, ms: performance.now() - sent }
  } catch (error) {
    return { ok: false, status: 0, body: String(error), ms: performance.now() - sent }
  }
}

async function listPosts(base: string): Promise<ListedPost[]> {
  const response = await fetch(`${base}/all`, { headers: { Authorization: `Bearer ${TOKEN}` } })
  return (await response.json()) as ListedPost[]
}

function printFigures(figures: {
  count: number
  totalMs: number
  answers: UploadAnswer[]
  failures: number
  posts: ListedPost[]
  slots: Set<string | null>
  commits: number
}): void {
  const { count, totalMs, answers, failures, posts, slots, commits } = figures
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  const dates = [...slots].filter((slot) => slot !== null).sort()
  console.log(`Uploads sent at once: ${count}`)
  console.log(`Total time: ${(totalMs / 1000).toFixed(2)} s`)
  console.log(
    `Latency per upload: min ${Math.round(latencies[0] ?? 0)} ms, median ${Math.round(percentile(latencies, 0.5))} ms, max ${Math.round(latencies.at(-1) ?? 0)} ms`,
  )
  console.log(`Failures: ${failures}`)
  console.log(
    `Posts: ${posts.length}, distinct slots: ${slots.size} (${dates[0] ?? '-'} to ${dates.at(-1) ?? '-'})`,
  )
  console.log(`Commits: ${commits}`)
}

function stop(server: ServerType): Promise<void> {
  return new Promise((done) => {
    server.close(() => {
      done()
    })
  })
}

process.exitCode = await main()
