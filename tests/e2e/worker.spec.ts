import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { articlesDocument } from '../support/sampleDocuments'
import {
  holdsMarker,
  noisyPhoto,
  phoneExif,
  photosOf,
  placesOf,
  plantMarker,
} from '../support/metadataPlaces'
import { type GitHubStandIn, startGitHubStandIn } from '../support/githubStandIn'
import { buildWorker } from '../../generator/buildWorker'
import { startWorkerDev, type WorkerDev } from '../../server/workerDev'

/**
 * The production shape, offline: `wrangler dev` runs the edge worker in workerd on the built
 * site, its blog API writing through the GitHub store to a local stand-in of GitHub's API.
 */
const port = Number(process.env.WORKER_E2E_PORT ?? 8788)
const origin = `http://127.0.0.1:${port}`
const adminToken = 'worker-e2e-passphrase'
const sessionSecret = 'b5d4045c3f466fa91fe2cc6abe79232a1a57cdf104f7a26e716e0a1e2789df78'

let standIn: GitHubStandIn
let worker: WorkerDev

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await buildWorker()
  standIn = await startGitHubStandIn()
  worker = await startWorkerDev({
    port,
    distDir: process.env.DIST_DIR ?? 'dist',
    vars: {
      ADMIN_TOKEN: adminToken,
      SESSION_SECRET: sessionSecret,
      GITHUB_TOKEN: standIn.token,
      GITHUB_REPOSITORY: `${standIn.owner}/${standIn.repo}`,
      GITHUB_BRANCH: standIn.branch,
      GITHUB_API_URL: standIn.baseUrl,
    },
  })
})

test.afterAll(async () => {
  worker.stop()
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
  const result = (await response.json()) as { scheduledPosts: { title: string }[]; commit: string }
  expect(result.scheduledPosts.map((post) => post.title)).toEqual([
    'La fatigue organisationnelle',
    'Le rôle des gestionnaires',
  ])
  // The import's commit, followed in workerd through the stand-in's Actions to the site it serves.
  expect(result.commit).toBe((await standIn.git(['rev-parse', standIn.branch])).trim())
  const deployment = () =>
    request.get(`${origin}/api/blog/deployment?commit=${result.commit}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    })
  expect(await (await deployment()).json()).toEqual({ state: 'saved' })
  standIn.workflows.script({
    workflow: 'deploy.yml',
    headSha: result.commit,
    outcome: { failedJob: 'deploy', failedStep: 'Déployer' },
  })
  expect(((await (await deployment()).json()) as { reason: string }).reason).toContain(
    'Le déploiement du site a échoué à l’étape «\u202fDéployer\u202f»',
  )
  const version = await request.get(`${origin}/version.json`)
  expect(version.headers()['cache-control']).toBe('no-store')
  expect(await version.json()).toHaveProperty('commit')
  const after = await standIn.log()
  expect(after).toHaveLength(before.length + 1)
  const files = await standIn.files()
  expect(
    files.filter((file) => file.startsWith('content/blog/') && file.endsWith('/fr.md')),
  ).toHaveLength(2)
})

test('public reads answer from the build’s files, with no call to GitHub', async ({ request }) => {
  const calls = () => [...standIn.requests.values()].reduce((sum, count) => sum + count, 0)
  const before = calls()
  const list = await request.get(`${origin}/api/blog`)
  expect(list.status()).toBe(200)
  const posts = (await list.json()) as { slug: string; title: string }[]
  const published = JSON.parse(
    readFileSync(`${process.env.DIST_DIR ?? 'dist'}/_data/blog/posts.json`, 'utf8'),
  ) as unknown
  expect(posts).toEqual(published)
  expect(posts.length).toBeGreaterThan(0)
  const first = posts[0]
  const one = await request.get(`${origin}/api/blog/${first?.slug ?? ''}`)
  expect(one.status()).toBe(200)
  expect(((await one.json()) as { title: string }).title).toBe(first?.title)
  for (let n = 0; n < 20; n++) await request.get(`${origin}/api/blog`)
  expect(calls()).toBe(before)
})

test('the admin gives the passphrase once and works with a session token', async ({ request }) => {
  const session = await request.post(`${origin}/api/session`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  })
  expect(session.status()).toBe(200)
  const { token } = (await session.json()) as { token: string }
  expect(token).not.toContain(adminToken)
  const all = await request.get(`${origin}/api/blog/all`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(all.status()).toBe(200)
  expect(all.headers()['admin-session']).toMatch(/^santra-session\./)
})

test('closing a session ends it in every isolate, through the Durable Object', async ({
  request,
}) => {
  const open = async () => {
    const answer = await request.post(`${origin}/api/session`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    })
    return ((await answer.json()) as { token: string }).token
  }
  const listWith = async (token: string, at = origin) =>
    (
      await request.get(`${at}/api/blog/all`, { headers: { Authorization: `Bearer ${token}` } })
    ).status()
  const token = await open()
  const otherSession = await open()
  expect(await listWith(token)).toBe(200)
  // The same worker reached by another name is another audience.
  expect(await listWith(token, `http://localhost:${port}`)).toBe(401)
  const closed = await request.delete(`${origin}/api/session`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(closed.status()).toBe(204)
  expect(await listWith(token)).toBe(401)
  expect(await listWith(otherSession)).toBe(200)
})

test('a portrait through the worker is saved with none of its metadata, up to its one limit', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const marker = 'wkR5tY9uI3oP7aS1dF4g'
  const facts = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
    person: Record<string, unknown>
  }
  const save = (photo: Uint8Array, file: string) =>
    request.put(`${origin}/api/site-facts`, {
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      data: JSON.stringify({
        ...facts,
        person: { ...facts.person, photo: { file, alt: { fr: 'Portrait', en: 'Portrait' } } },
        newPhoto: Buffer.from(photo).toString('base64'),
      }),
    })
  // The readers run in workerd: a PNG's colour profile is inflated there (DecompressionStream).
  const photos = await photosOf(800, 600)
  for (const [format, extension] of [
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['webp', 'webp'],
  ] as const) {
    const planted = await plantMarker(photos[format], marker, placesOf(format))
    expect(holdsMarker(planted, marker), format).toBe(true)
    const response = await save(planted, `portrait.${extension}`)
    expect(response.status(), await response.text()).toBe(200)
    const { facts: saved } = (await response.json()) as {
      facts: { person: { photo: { file: string } } }
    }
    const committed = await standIn.git([
      'show',
      `${standIn.branch}:content/${saved.person.photo.file}`,
    ])
    expect(committed.length, format).toBeGreaterThan(1000)
    expect(committed.includes(marker), format).toBe(false)
  }
  // A photo a few bytes over 2 MB is refused with the sentence. (A body over the route's limit,
  // such as a phone's 12-megapixel photo, is refused from its declared length before it is read,
  // as server/siteFactsApi.test.ts shows; wrangler dev, closing its socket under an upload still
  // arriving, sometimes resets the connection before the client reads that answer.)
  const large = await (
    await noisyPhoto(2400, 1800)
  )
    .jpeg({ quality: 95 })
    .withExif(phoneExif(marker))
    .toBuffer()
  expect(large.length).toBeGreaterThan(2 * 1024 * 1024)
  const over = large.subarray(0, 2 * 1024 * 1024 + 1)
  const refused = await save(over, 'portrait.jpg')
  expect(refused.status()).toBe(413)
  expect(((await refused.json()) as { error: string }).error).toBe(
    'Les coordonnées et la photo n’ont pas été enregistrées : la photo dépasse 2 Mo. Choisissez-la de nouveau depuis cette page, qui la réduit avant l’envoi.',
  )
})
