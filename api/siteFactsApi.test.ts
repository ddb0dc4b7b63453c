import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LocalGitStore } from '../blog/store/LocalGitStore'
import { createTestRepository, type TestRepository } from '../blog/store/createTestRepository'
import { WRONG_PASSPHRASE } from './adminAuth'
import { createApiApp } from './createApiApp'
import { createSiteFactsApi, SITE_FACTS_PATH } from './siteFactsApi'

const TOKEN = 'phrase-de-passe-de-test'
const auth = { Authorization: `Bearer ${TOKEN}` }
const projectFacts = JSON.parse(
  readFileSync(new URL('../content/site.json', import.meta.url), 'utf8'),
) as Record<string, unknown>

let repo: TestRepository
let app: Hono
let writes: number

beforeEach(() => {
  repo = createTestRepository()
  mkdirSync(path.join(repo.root, 'content'), { recursive: true })
  writeFileSync(path.join(repo.root, SITE_FACTS_PATH), JSON.stringify(projectFacts))
  repo.git('add', SITE_FACTS_PATH)
  repo.git('commit', '--quiet', '-m', 'Coordonnées de départ')
  writes = 0
  app = new Hono()
  app.route(
    '/api',
    createApiApp({
      siteFacts: createSiteFactsApi({
        store: new LocalGitStore(repo.root),
        adminToken: TOKEN,
        onWrite: () => {
          writes++
        },
        clientAddress: () => '203.0.113.7',
      }),
    }),
  )
})
afterEach(() => {
  repo.remove()
})

function put(body: string, headers: Record<string, string> = {}) {
  return app.request('/api/site-facts', {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json', ...headers },
    body,
  })
}

const subjects = () => repo.log().slice(0, -1)

describe('/api/site-facts', () => {
  it('reads the facts of the store', async () => {
    const response = await app.request('/api/site-facts', { headers: auth })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ businessName: projectFacts.businessName })
  })

  it('saves valid facts, trimmed, as one commit of content/site.json', async () => {
    const response = await put(JSON.stringify({ ...projectFacts, phone: ' 450 581-2290 ' }))
    expect(response.status).toBe(200)
    expect(subjects()).toEqual(['Coordonnées : mise à jour', 'Coordonnées de départ'])
    expect(repo.git('show', '--name-only', '--format=', 'HEAD').trim()).toBe(SITE_FACTS_PATH)
    const saved = JSON.parse(readFileSync(path.join(repo.root, SITE_FACTS_PATH), 'utf8')) as Record<
      string,
      unknown
    >
    expect(saved.phone).toBe('450 581-2290')
    expect(saved.email).toBe(projectFacts.email)
    expect(writes).toBe(1)
  })

  it('refuses invalid facts with 422, naming each field, and writes nothing', async () => {
    const response = await put(
      JSON.stringify({ ...projectFacts, email: 'pas-une-adresse', siteUrl: 'http://x' }),
    )
    expect(response.status).toBe(422)
    const { error } = (await response.json()) as { error: string }
    expect(error).toContain('Le champ « Courriel » doit contenir une adresse courriel complète')
    expect(error).toContain('Le champ « Adresse du site » doit contenir une adresse web complète')
    expect(subjects()).toEqual(['Coordonnées de départ'])
    expect(writes).toBe(0)
  })

  it('refuses malformed JSON with 400 and a body not declared as JSON with 415', async () => {
    expect((await put('{ "businessName": ')).status).toBe(400)
    const plain = await put(JSON.stringify(projectFacts), { 'Content-Type': 'text/plain' })
    expect(plain.status).toBe(415)
    expect(subjects()).toEqual(['Coordonnées de départ'])
  })

  it('answers 401 without the passphrase, for reading and for saving', async () => {
    expect((await app.request('/api/site-facts')).status).toBe(401)
    const response = await app.request('/api/site-facts', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(projectFacts),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: WRONG_PASSPHRASE.fr })
    expect(subjects()).toEqual(['Coordonnées de départ'])
  })
})

describe('/api/site-facts, the portrait', () => {
  const alt = { fr: 'Portrait de la consultante', en: 'Portrait of the consultant' }
  const image = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#7a9' } })
      .png()
      .toBuffer()
      .then((buffer) => buffer.toString('base64'))
  const withPhoto = (photo: object | undefined, newPhoto?: string) =>
    JSON.stringify({
      ...projectFacts,
      person: { ...(projectFacts.person as object), ...(photo ? { photo } : {}) },
      ...(newPhoto === undefined ? {} : { newPhoto }),
    })
  const changedFiles = () =>
    repo.git('show', '--name-status', '--format=', 'HEAD').trim().split('\n').sort()

  it('commits a new photo with the facts, named after its content, and removes it on request', async () => {
    const response = await put(withPhoto({ file: 'portrait.jpg', alt }, await image(400, 300)))
    expect(response.status).toBe(200)
    const { facts } = (await response.json()) as { facts: { person: { photo: { file: string } } } }
    const file = facts.person.photo.file
    expect(file).toMatch(/^portrait-[0-9a-f]{12}\.png$/)
    expect(subjects()[0]).toBe('Coordonnées : mise à jour et nouvelle photo')
    expect(changedFiles()).toEqual([`A\tcontent/${file}`, `M\t${SITE_FACTS_PATH}`])

    // Saving the same facts again keeps the photo: nothing to commit.
    expect((await put(withPhoto({ file, alt }))).status).toBe(200)
    expect(subjects()).toHaveLength(2)

    expect((await put(withPhoto(undefined))).status).toBe(200)
    expect(subjects()[0]).toBe('Coordonnées : photo retirée')
    expect(changedFiles()).toEqual([`D\tcontent/${file}`, `M\t${SITE_FACTS_PATH}`])
  })

  it('refuses, changing nothing, what is not a photo, a tiny one and a file not in the repository', async () => {
    const cases: [string, RegExp][] = [
      [withPhoto({ file: 'a.jpg', alt }, btoa('<svg></svg>')), /JPEG, PNG ou WebP/],
      [withPhoto({ file: 'a.jpg', alt }, await image(120, 90)), /au moins 192 pixels/],
      [withPhoto({ file: 'ailleurs.jpg', alt }), /introuvable dans le dépôt/],
      [withPhoto(undefined, await image(400, 300)), /Description de la photo/],
    ]
    for (const [body, message] of cases) {
      const response = await put(body)
      expect(response.status).toBe(422)
      expect(((await response.json()) as { error: string }).error).toMatch(message)
    }
    expect(subjects()).toEqual(['Coordonnées de départ'])
    expect(writes).toBe(0)
  })
})
