/*
 * `npm run bench:live`: how long a write takes to be « En ligne ».
 *
 * - Locally: the real server (`server/start.ts`) on a copy of `content/` in a git repository of
 *   its own and a copy of `dist/`; one write to warm the incremental build, then a post set back
 *   to draft and published again through the API. For each: the API's answer (« Enregistré »),
 *   `GET /api/blog/deployment` saying `live` (asked every 250 ms), and the post's page answering
 *   as it should.
 * - Against the GitHub stand-in: a write through the API, its CI and deploy runs scripted (the
 *   deploy in progress for two polls), asked at the admin's pace (every 3 s), and the route's own
 *   time per poll.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { createApiApp } from '../server/createApiApp.ts'
import { createBlogApi } from '../server/createBlogApi.ts'
import { githubDeployment } from '../server/githubDeployment.ts'
import { startGitHubStandIn, storeOn } from '../tests/support/githubStandIn.ts'

const PASSPHRASE = 'mesure du temps de mise en ligne depuis une ecriture locale'
const PORT = Number(process.env.BENCH_PORT ?? 4690)
const origin = `http://127.0.0.1:${String(PORT)}`
const auth = { Authorization: `Bearer ${PASSPHRASE}` }

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Asks `check` every `everyMs` until it holds; the milliseconds since `started`. */
async function until(check: () => Promise<boolean>, started: number, everyMs: number) {
  for (;;) {
    if (await check()) return performance.now() - started
    if (performance.now() - started > 300_000) throw new Error('Nothing after 5 minutes.')
    await sleep(everyMs)
  }
}

/** The state `GET /api/blog/deployment` gives `commit` on `fetchFrom`. */
async function stateOf(fetchFrom: (url: string) => Promise<Response>, commit: string) {
  const answer = await fetchFrom(`/api/blog/deployment?commit=${commit}`)
  return ((await answer.json()) as { state: string }).state
}

/** One write through the local server's API, timed to its answer, to « live », to its page. */
async function localWrite(id: string, slug: string, status: 'draft' | 'published') {
  const started = performance.now()
  const answer = await fetch(`${origin}/api/blog/${id}`, {
    method: 'PATCH',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  })
  if (!answer.ok) throw new Error(`${String(answer.status)} ${await answer.text()}`)
  const saved = performance.now() - started
  const { commit } = (await answer.json()) as { commit: string }
  const ask = (url: string) => fetch(`${origin}${url}`, { headers: auth })
  const live = await until(async () => (await stateOf(ask, commit)) === 'live', started, 250)
  const page = await fetch(`${origin}/blog/${slug}`)
  const expected = status === 'published' ? 200 : 404
  if (page.status !== expected) throw new Error(`/blog/${slug}: ${String(page.status)}`)
  return { saved, live }
}

async function local(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'santra-bench-live-'))
  const repo = path.join(work, 'repo')
  const dist = path.join(work, 'dist')
  cpSync('content', path.join(repo, 'content'), { recursive: true })
  cpSync('dist', dist, { recursive: true })
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Banc',
        GIT_AUTHOR_EMAIL: 'banc@example.com',
        GIT_COMMITTER_NAME: 'Banc',
        GIT_COMMITTER_EMAIL: 'banc@example.com',
      },
    })
  git('init', '--quiet')
  git('add', '.')
  git('commit', '--quiet', '-m', 'Contenu')
  let server: ChildProcess | undefined
  try {
    server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        DIST_DIR: dist,
        CONTENT_ROOT: repo,
        ADMIN_TOKEN: PASSPHRASE,
      },
      stdio: 'ignore',
    })
    await until(
      () =>
        fetch(`${origin}/`).then(
          (r) => r.ok,
          () => false,
        ),
      performance.now(),
      250,
    )
    const posts = (await (await fetch(`${origin}/api/blog/all`, { headers: auth })).json()) as {
      id: string
      slug: string
      status: string
    }[]
    const post = posts.find((candidate) => candidate.status === 'published')
    if (!post) throw new Error('content/blog has no published post.')
    // The first rebuild into a copied folder is a cold build; the server's are warm after it.
    const cold = await localWrite(post.id, post.slug, 'draft')
    const published = await localWrite(post.id, post.slug, 'published')
    const drafted = await localWrite(post.id, post.slug, 'draft')
    console.log(`Local server, ${String(posts.length)} posts (« Enregistré » → « En ligne »):`)
    console.log(`  first write (cold rebuild): ${seconds(cold.saved)} → ${seconds(cold.live)}`)
    console.log(
      `  « Publier maintenant »: ${seconds(published.saved)} → ${seconds(published.live)}, page 200`,
    )
    console.log(
      `  « Remettre en brouillon »: ${seconds(drafted.saved)} → ${seconds(drafted.live)}, page 404`,
    )
  } finally {
    server?.kill()
    rmSync(work, { recursive: true, force: true })
  }
}

async function online(): Promise<void> {
  const github = await startGitHubStandIn()
  try {
    const app = new Hono()
    app.route(
      '/api',
      createApiApp({
        blog: createBlogApi({
          store: storeOn(github),
          adminToken: PASSPHRASE,
          deployment: githubDeployment({
            owner: github.owner,
            repo: github.repo,
            token: github.token,
            baseUrl: github.baseUrl,
            servedVersion: () =>
              Promise.resolve(
                github.workflows.served === undefined
                  ? undefined
                  : { commit: github.workflows.served, builtAt: new Date().toISOString() },
              ),
          }),
        }),
      }),
    )
    const ask = async (url: string) => app.request(url, { headers: auth })
    const id = '2026-12-02-mesure'
    await storeOn(github).commit(
      [{ path: `content/blog/${id}/fr.md`, content: 'mesure' }],
      'Mesure',
    )
    const started = performance.now()
    const answer = await app.request(`/api/blog/${id}`, { method: 'DELETE', headers: auth })
    const saved = performance.now() - started
    const { commit } = (await answer.json()) as { commit: string }
    github.workflows.script({ workflow: 'ci.yml', headSha: commit, outcome: 'success' })
    github.workflows.script({
      workflow: 'deploy.yml',
      headSha: commit,
      outcome: 'success',
      pollsInProgress: 2,
    })
    let polls = 0
    let asking = 0
    const live = await until(
      async () => {
        polls += 1
        const before = performance.now()
        const state = await stateOf(ask, commit)
        asking += performance.now() - before
        return state === 'live'
      },
      started,
      3000,
    )
    console.log('GitHub stand-in (deploy run in progress for two polls, asked every 3 s):')
    console.log(
      `  « Enregistré » after ${seconds(saved)}, « En ligne » after ${seconds(live)}, ${String(polls)} polls of ${(asking / polls).toFixed(1)} ms each`,
    )
  } finally {
    await github.close()
  }
}

await online()
await local()
