import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
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
    expect(error).toContain('email : adresse courriel invalide.')
    expect(error).toContain('siteUrl : adresse web complète attendue')
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
