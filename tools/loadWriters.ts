/**
 * Concurrent-writers check of the local store: for R rounds (default 10, `--rounds R`), starts
 * two CLI imports (separate processes) and two uploads to the local API at the same moment, on
 * one temporary git repository, then counts the publication slots that hold more than one post.
 * The goal is 0 shared slots, one commit per writer and a clean working tree.
 *
 *   npm run load:writers
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { createApiApp } from '../server/createApiApp'
import { createBlogApi } from '../server/createBlogApi'
import { articlesDocument } from '../tests/support/sampleDocuments'
import { loadPosts } from '../engine/blog/readPosts'
import { createTestRepository } from '../tests/support/createTestRepository'
import { LocalGitStore } from '../engine/blog/store/LocalGitStore'
import { torontoDay } from '../engine/blog/torontoTime'

const TOKEN = 'load-writers-passphrase'
const CLI_WRITERS = 2
const API_WRITERS = 2
const run = promisify(execFile)

function roundCount(argv: string[]): number {
  const index = argv.indexOf('--rounds')
  const value = index < 0 ? '10' : (argv[index + 1] ?? '')
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`--rounds expects a positive whole number, not "${value}".`)
  }
  return count
}

async function startApi(root: string): Promise<{ base: string; server: ServerType }> {
  const app = new Hono()
  app.route(
    '/api',
    createApiApp({ blog: createBlogApi({ store: new LocalGitStore(root), adminToken: TOKEN }) }),
  )
  const server: ServerType = await new Promise((done) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      done(started)
    })
  })
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/blog`, server }
}

async function cliImport(root: string, file: string): Promise<string | undefined> {
  const cli = path.resolve(import.meta.dirname, '../cli/main.ts')
  const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx')
  try {
    await run(tsx, [cli, '--root', root, 'import', file], { env: { ...process.env } })
    return undefined
  } catch (error) {
    return `CLI import of ${path.basename(file)} failed: ${String((error as { stderr?: string }).stderr ?? error)}`
  }
}

async function apiUpload(base: string, name: string, bytes: Uint8Array) {
  const form = new FormData()
  form.append('document', new Blob([new Uint8Array(bytes)]), name)
  const response = await fetch(`${base}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}` },
    body: form,
  })
  return response.ok
    ? undefined
    : `API upload ${name} answered ${response.status}: ${await response.text()}`
}

async function main(): Promise<number> {
  const rounds = roundCount(process.argv.slice(2))
  const repo = createTestRepository()
  const documents = mkdtempSync(path.join(tmpdir(), 'santra-writers-'))
  const { base, server } = await startApi(repo.root)
  const failures: string[] = []
  let sharedSlots = 0
  let expected = 0
  try {
    for (let round = 1; round <= rounds; round++) {
      const writers: Promise<string | undefined>[] = []
      for (let n = 1; n <= CLI_WRITERS; n++) {
        const file = path.join(documents, `cli-${round}-${n}.docx`)
        writeFileSync(file, await articlesDocument([`Tour ${round} ligne de commande ${n}`]))
        writers.push(cliImport(repo.root, file))
      }
      for (let n = 1; n <= API_WRITERS; n++) {
        const bytes = await articlesDocument([`Tour ${round} API ${n}`])
        writers.push(apiUpload(base, `api-${round}-${n}.docx`, bytes))
      }
      expected += CLI_WRITERS + API_WRITERS
      const results = await Promise.all(writers)
      failures.push(...results.filter((result) => result !== undefined))
      const posts = await loadPosts(new LocalGitStore(repo.root))
      const days = posts.map((post) =>
        torontoDay(new Date(post.fr.frontmatter.scheduledDate ?? '')),
      )
      const roundShared = days.length - new Set(days).size
      sharedSlots = roundShared
      console.log(
        `Round ${round}: ${posts.length} posts, ${new Set(days).size} distinct slots, shared slots ${roundShared}`,
      )
    }
    const commits = repo.log().length - 1
    const posts = (await loadPosts(new LocalGitStore(repo.root))).length
    console.log(`Writers: ${rounds} rounds of ${CLI_WRITERS} CLI + ${API_WRITERS} API at once`)
    console.log(`Posts: ${posts} (expected ${expected}), commits: ${commits}`)
    console.log(`Failed writers: ${failures.length}`)
    console.log(`Shared slots: ${sharedSlots}`)
    console.log(
      `Working tree clean: ${repo.status().length === 0 ? 'yes' : repo.status().join(', ')}`,
    )
    for (const failure of failures) console.error(failure)
    const passed =
      sharedSlots === 0 && failures.length === 0 && posts === expected && commits === expected
    console.log(passed ? 'Concurrent-writers check passed.' : 'Concurrent-writers check FAILED.')
    return passed && repo.status().length === 0 ? 0 : 1
  } finally {
    await new Promise<void>((done) => {
      server.close(() => {
        done()
      })
    })
    repo.remove()
    rmSync(documents, { recursive: true, force: true })
  }
}

process.exitCode = await main()
