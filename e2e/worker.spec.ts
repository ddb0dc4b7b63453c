import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { articlesDocument } from '../api/testing/sampleDocuments'
import { type GitHubStandIn, startGitHubStandIn } from '../blog/store/testing/githubStandIn'
import { buildWorker } from '../scripts/build/buildWorker'

/**
 * The production shape, offline: `wrangler dev` runs the edge worker in workerd on the built
 * site, its blog API writing through the GitHub store to a local stand-in of GitHub's API.
 */
const port = Number(process.env.WORKER_E2E_PORT ?? 8788)
const origin = `http://127.0.0.1:${port}`
const adminToken = 'worker-e2e-passphrase'

let standIn: GitHubStandIn
let wrangler: ChildProcess
let output = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await buildWorker()
  standIn = await startGitHubStandIn()
  wrangler = spawn(
    'node_modules/.bin/wrangler',
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--assets',
      resolve(process.env.DIST_DIR ?? 'dist'),
      '--var',
      `ADMIN_TOKEN:${adminToken}`,
      '--var',
      `GITHUB_TOKEN:${standIn.token}`,
      '--var',
      `GITHUB_REPOSITORY:${standIn.owner}/${standIn.repo}`,
      '--var',
      `GITHUB_BRANCH:${standIn.branch}`,
      '--var',
      `GITHUB_API_URL:${standIn.baseUrl}`,
      '--show-interactive-dev-session=false',
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it also stops workerd and esbuild under it.
      detached: true,
    },
  )
  wrangler.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  wrangler.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await expect
    .poll(
      async () =>
        fetch(`${origin}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000, message: output },
    )
    .toBe(200)
})

test.afterAll(async () => {
  if (wrangler.pid) process.kill(-wrangler.pid, 'SIGTERM')
  await standIn.close()
})

test('pages, case variants and the 404 answer with their status and headers', async ({
  request,
}) => {
  for (const path of ['/', '/SERVICES', '/services/', '/vision-en']) {
    const response = await request.get(`${origin}${path}`)
    expect(response.status(), path).toBe(200)
    const headers = response.headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security']).toContain('max-age=')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(headers['speculation-rules']).toBe('"/speculation-rules.json"')
  }
  const rules = await request.get(`${origin}/speculation-rules.json`)
  expect(rules.headers()['content-type']).toBe('application/speculationrules+json')
  expect(await rules.json()).toHaveProperty('prerender')
  const missing = await request.get(`${origin}/cette-page-nexiste-pas`)
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Cette page est introuvable')
  const missingEnglish = await request.get(`${origin}/this-page-is-gone-en`)
  expect(missingEnglish.status()).toBe(404)
  expect(await missingEnglish.text()).toContain('We can’t find this page')
  expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'")

  const home = await (await request.get(`${origin}/`)).text()
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? ''
  const assetResponse = await request.get(`${origin}${asset}`)
  expect(assetResponse.status()).toBe(200)
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('an upload through the worker commits to GitHub', async ({ request }) => {
  const before = await standIn.log()
  const refused = await request.post(`${origin}/api/blog/publish-scheduled`, {
    headers: { Authorization: 'Bearer wrong' },
  })
  expect(refused.status()).toBe(401)
  expect(await standIn.log()).toEqual(before)

  const document = await articlesDocument([
    'La fatigue organisationnelle',
    'Le rôle des gestionnaires',
  ])
  const response = await request.post(`${origin}/api/blog/upload`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    multipart: {
      document: {
        name: 'articles.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from(document),
      },
      // Ahead of the real clock the worker runs on, and within the two years a start may be.
      startDate: `${new Date().getFullYear() + 1}-03-03T09:00`,
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  const result = (await response.json()) as { scheduledPosts: { title: string }[] }
  expect(result.scheduledPosts.map((post) => post.title)).toEqual([
    'La fatigue organisationnelle',
    'Le rôle des gestionnaires',
  ])
  const after = await standIn.log()
  expect(after).toHaveLength(before.length + 1)
  const files = await standIn.files()
  expect(
    files.filter((file) => file.startsWith('content/blog/') && file.endsWith('/fr.md')),
  ).toHaveLength(2)
})
