/*
 * `npm run dev` (vite-react-ssg's dev server over vite.config.ts) must serve the app's sources and
 * nothing else: not the admin passphrase, not the Worker's local secrets, not the repository's
 * configuration, not a file outside the project. The server is started as `npm run dev` starts it
 * (vite-react-ssg's `dev` with the project's config), on a free port, and asked for each.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const marker = `secret-${randomBytes(12).toString('hex')}`
const outsideFile = path.join(tmpdir(), `santra-dev-outside-${randomBytes(6).toString('hex')}.txt`)

/** The secrets a developer's checkout holds; each is planted with the marker if it is missing. */
const plantedSecrets = ['.santra/admin-token', '.dev.vars', '.env', '.env.local']
/** What the test created, removed after it, deepest first. */
const planted: string[] = []

/** What each secret file holds during the test (the developer's own, or the marker). */
const secretContents: string[] = []

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

let dev: ChildProcess | undefined
let origin = ''
let output = ''

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (dev?.exitCode !== null) throw new Error(`The dev server stopped:\n${output}`)
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`The dev server did not answer in time:\n${output}`)
}

beforeAll(async () => {
  for (const file of plantedSecrets) {
    const full = path.join(root, file)
    if (existsSync(full)) {
      secretContents.push(readFileSync(full, 'utf8').trim())
    } else {
      if (!existsSync(path.dirname(full))) {
        mkdirSync(path.dirname(full))
        planted.unshift(path.dirname(full))
      }
      writeFileSync(full, `ADMIN_TOKEN=${marker}\n`, { mode: 0o600 })
      planted.unshift(full)
    }
  }
  writeFileSync(outsideFile, `${marker}\n`)
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  // What `npm run dev` runs (vite-react-ssg's cli calls `dev`), with the port pinned.
  const start = `import('vite-react-ssg/node').then(({ dev }) => dev({}, { server: { host: '127.0.0.1', port: ${port}, strictPort: true } }))`
  dev = spawn(process.execPath, ['--input-type=module', '-e', start], {
    cwd: root,
    env: {
      ...process.env,
      BLOG_CONTENT_DIR: 'tests/fixtures/blog',
      BLOG_BUILD_TIME: '2026-11-22T12:00:00Z',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitForServer(`${origin}/favicon.svg`, Date.now() + 60_000)
}, 90_000)

afterAll(() => {
  dev?.kill('SIGTERM')
  for (const file of planted) {
    if (statSync(file).isDirectory()) rmdirSync(file)
    else rmSync(file)
  }
  rmSync(outsideFile, { force: true })
})

async function get(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${origin}${url}`, { signal: AbortSignal.timeout(30_000) })
  return { status: response.status, body: await response.text() }
}

describe('the dev server (npm run dev)', () => {
  it('renders the home page and a blog post, as before', async () => {
    const home = await get('/')
    expect(home.status, home.body.slice(0, 500)).toBe(200)
    expect(home.body).toContain('<div id="root"')
    expect(home.body).toContain('/site/main.tsx')
    const post = await get('/blog/equipe-en-forme')
    expect(post.status, post.body.slice(0, 500)).toBe(200)
    expect(post.body).toContain('Une équipe en forme commence par des priorités claires')
    // The browser loads the app's modules (its sources, the engine, the content, the packages).
    const entry = await get('/site/main.tsx')
    expect(entry.status).toBe(200)
    const packageModule = /from "(\/node_modules\/[^"]+)"/.exec(entry.body)?.[1]
    expect(packageModule, entry.body.slice(0, 800)).toBeDefined()
    expect((await get(packageModule ?? '/')).status).toBe(200)
    expect((await get('/content/site.json?import')).status).toBe(200)
  }, 120_000)

  // Each of these files exists while the test runs: the answer is 403, the file named nowhere.
  const refused = [
    '/.santra/admin-token',
    '/.santra/admin-token?raw',
    '/.santra/admin-token?import&raw',
    '/.santra/admin-token?url',
    '/.santra/admin-token?inline',
    '/site/../.santra/admin-token?raw',
    '/node_modules/../.santra/admin-token?raw',
    '/%2esantra/admin-token?raw',
    '/.dev.vars',
    '/.dev.vars?raw',
    '/.dev.vars?import',
    '/.env?raw',
    '/.env.local?raw',
    `/@fs${root}/.santra/admin-token?raw`,
    `/@fs${root}/.dev.vars?raw`,
    `/@fs${root}/package.json?raw`,
    `/@fs${outsideFile}?raw`,
    `/@fs${outsideFile}`,
    '/@fs/etc/passwd',
    '/@fs/etc/passwd?raw',
    '/.git?raw',
    '/package.json?raw',
    '/package.json',
    '/vite.config.ts?raw',
    '/server/localSite.ts?raw',
    '/generator/siteBuild.ts?raw',
    '/wrangler.jsonc?raw',
  ]

  function expectNoSecret(body: string) {
    expect(body).not.toContain(marker)
    for (const secret of secretContents) if (secret.length >= 8) expect(body).not.toContain(secret)
    expect(body).not.toMatch(/root:x?:0:0/)
    expect(body).not.toContain('"devDependencies"')
    expect(body).not.toContain('gitdir:')
  }

  it.each(refused)('refuses %s', async (url) => {
    const { status, body } = await get(url)
    expect(status, `${url} answered ${status}`).toBe(403)
    expectNoSecret(body)
  })

  // The repository's own files exist in a checkout, not in a worktree (where `.git` is a file), and
  // `/@id/` names a module, not a file: refused, or the site's page for an unknown address, which
  // the dev server renders for any address it serves no file at.
  const refusedOrUnknown = [
    '/.git/config?raw',
    '/.git/HEAD',
    '/.git/config',
    `/@id/${root}/.dev.vars?raw`,
  ]
  it.each(refusedOrUnknown)('refuses %s', async (url) => {
    const { status, body } = await get(url)
    if (status === 200) expect(body).toContain('<div id="root"')
    else expect([403, 404]).toContain(status)
    expectNoSecret(body)
  })
})
