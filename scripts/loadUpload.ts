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
import { createApiApp } from '../api/createApiApp'
import { createBlogApi } from '../api/createBlogApi'
import { articlesDocument } from '../api/testing/sampleDocuments'
import { createTestRepository } from '../blog/store/createTestRepository'
import { LocalGitStore } from '../blog/store/LocalGitStore'

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

async function main(): Promise<number> {
  const count = uploadCount(process.argv.slice(2))
  const repo = createTestRepository()
  const app = createApiApp({
    blog: createBlogApi({ store: new LocalGitStore(repo.root), adminToken: TOKEN }),
  })
  const root = new Hono()
  root.route('/api', app)
  const server: ServerType = await new Promise((done) => {
    const started = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      done(started)
    })
  })
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/blog`
  const problems: string[] = []
  try {
    const documents = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        articlesDocument([`Article de charge numéro ${index + 1}`]),
      ),
    )
    const started = performance.now()
    const results = await Promise.all(
      documents.map(async (document, index) => {
        const form = new FormData()
        form.append('document', new Blob([new Uint8Array(document)]), `charge-${index + 1}.docx`)
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
      }),
    )
    const totalMs = performance.now() - started
    const failures = results.filter((result) => !result.ok)
    for (const failure of failures)
      problems.push(`upload answered ${failure.status}: ${failure.body}`)

    const posts = (await (
      await fetch(`${base}/all`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).json()) as {
      title: string
      scheduledDate: string | null
    }[]
    const slots = new Set(posts.map((post) => post.scheduledDate))
    const titles = new Set(posts.map((post) => post.title))
    const commits = repo.log().length - 1
    if (posts.length !== count) problems.push(`${posts.length} posts exist, expected ${count}`)
    if (titles.size !== count) problems.push(`${titles.size} distinct titles, expected ${count}`)
    if (slots.size !== count) problems.push(`${slots.size} distinct slots, expected ${count}`)
    if (commits !== count) problems.push(`${commits} commits, expected ${count}`)
    if (repo.status().length > 0)
      problems.push(`the working tree is not clean: ${repo.status().join(', ')}`)

    const latencies = results.map((result) => result.ms).sort((a, b) => a - b)
    const dates = [...slots].filter((slot) => slot !== null).sort()
    console.log(`Uploads sent at once: ${count}`)
    console.log(`Total time: ${(totalMs / 1000).toFixed(2)} s`)
    console.log(
      `Latency per upload: min ${Math.round(latencies[0] ?? 0)} ms, median ${Math.round(percentile(latencies, 0.5))} ms, max ${Math.round(latencies.at(-1) ?? 0)} ms`,
    )
    console.log(`Failures: ${failures.length}`)
    console.log(
      `Posts: ${posts.length}, distinct slots: ${slots.size} (${dates[0] ?? '-'} to ${dates.at(-1) ?? '-'})`,
    )
    console.log(`Commits: ${commits}`)
  } finally {
    await new Promise<void>((done) => {
      server.close(() => {
        done()
      })
    })
    repo.remove()
  }
  for (const problem of problems) console.error(`Problem: ${problem}`)
  console.log(problems.length === 0 ? 'Load check passed.' : 'Load check FAILED.')
  return problems.length === 0 ? 0 : 1
}

process.exitCode = await main()
