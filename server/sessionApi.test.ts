import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocalGitStore } from '../engine/blog/store/LocalGitStore'
import { createTestRepository, type TestRepository } from '../tests/support/createTestRepository'
import { ADMIN_SESSION_HEADER as SESSION_HEADER } from '../engine/siteModel/adminSessionHeader'
import { adminSessions, SESSION_IDLE_MS, SESSION_MAX_MS } from './adminSession'
import { serverConfig } from './config/serverConfig'
import { type WorkerEnv, workerApiConfig } from './config/workerConfig'
import { createApiApp } from './createApiApp'
import { createBlogApi } from './createBlogApi'
import { FailedAuthLimiter } from './FailedAuthLimiter'
import { localPassphraseHint } from './localSite'
import { passphraseProblem } from './passphrasePolicy'
import { createSessionApi } from './sessionApi'
import { RevocationList } from './sessionRevocations'
import { MISSING_SESSION_SECRET, sessionSecretProblem } from './sessionSecretPolicy'
import { createSiteFactsApi } from './siteFactsApi'

const TOKEN = 'phrase de passe des sessions'
/** 256 bits, as `openssl rand -hex 32` draws them. */
const SECRET = 'c0ffee4a9b8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a392817060504'
const START = Date.parse('2026-11-20T15:00:00Z')

let repo: TestRepository
let time: number
let app: Hono
let revocations: RevocationList

/** Sessions run on the wall clock: the tests move it. */
function setTime(at: number): void {
  time = at
  vi.setSystemTime(at)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  repo = createTestRepository()
  setTime(START)
  const limiter = new FailedAuthLimiter()
  revocations = new RevocationList()
  const sessions = adminSessions({ adminToken: TOKEN, sessionSecret: SECRET, revocations })
  const auth = { adminToken: TOKEN, sessions, limiter, clientAddress: () => '203.0.113.7' }
  const store = new LocalGitStore(repo.root)
  app = new Hono()
  app.route(
    '/api',
    createApiApp({
      blog: createBlogApi({ store, now: () => new Date(time), ...auth }),
      siteFacts: createSiteFactsApi({ store, ...auth }),
      session: createSessionApi(auth),
    }),
  )
})
afterEach(() => {
  repo.remove()
  vi.useRealTimers()
})

/** The site's origin in these requests, as `app.request` makes them. */
const ORIGIN = 'http://localhost'

async function signIn(passphrase = TOKEN, origin = ORIGIN): Promise<Response> {
  return app.request(`${origin}/api/session`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${passphrase}` },
  })
}

async function sessionToken(origin = ORIGIN): Promise<string> {
  const body = (await (await signIn(TOKEN, origin)).json()) as { token: string; expiresAt: string }
  expect(body.expiresAt).toBe(new Date(time + SESSION_IDLE_MS).toISOString())
  return body.token
}

const list = (token: string, origin = ORIGIN) =>
  app.request(`${origin}/api/blog/all`, { headers: { Authorization: `Bearer ${token}` } })

const signOut = (token?: string, origin = ORIGIN) =>
  app.request(`${origin}/api/session`, {
    method: 'DELETE',
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  })

describe('admin sessions', () => {
  it('exchange the passphrase once for a token that never contains it', async () => {
    const token = await sessionToken()
    expect(token).not.toContain(TOKEN)
    expect(
      atob(token.split('.')[1]?.replaceAll('-', '+').replaceAll('_', '/') ?? ''),
    ).not.toContain('phrase')
    const answer = await list(token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
  })

  it('slide: each request renews the hour, and an hour without one ends the session', async () => {
    let token = await sessionToken()
    for (let step = 0; step < 3; step++) {
      setTime(time + SESSION_IDLE_MS - 1000)
      const answer = await list(token)
      expect(answer.status).toBe(200)
      token = answer.headers.get(SESSION_HEADER) ?? ''
    }
    setTime(time + SESSION_IDLE_MS)
    const ended = await list(token)
    expect(ended.status).toBe(401)
    expect(((await ended.json()) as { error: string }).error).toContain('session')
  })

  it('end after twelve hours however active, and when the passphrase changes', async () => {
    let token = await sessionToken()
    while (time < START + SESSION_MAX_MS - SESSION_IDLE_MS / 2) {
      setTime(time + SESSION_IDLE_MS / 2)
      token = (await list(token)).headers.get(SESSION_HEADER) ?? ''
    }
    setTime(time + SESSION_IDLE_MS / 2)
    expect((await list(token)).status).toBe(401)
    // The same secret with another passphrase: what the server issued before ADMIN_TOKEN changed.
    const otherPassphrase = await adminSessions({
      adminToken: 'une tout autre phrase de passe',
      sessionSecret: SECRET,
      revocations,
    }).issue(ORIGIN, time)
    expect((await list(otherPassphrase.token)).status).toBe(401)
  })

  it('end when the session secret changes', async () => {
    const otherSecret = await adminSessions({
      adminToken: TOKEN,
      sessionSecret: SECRET.replace('c0ffee', 'decade'),
      revocations,
    }).issue(ORIGIN, time)
    expect((await list(otherSecret.token)).status).toBe(401)
    expect((await list(await sessionToken())).status).toBe(200)
  })

  it('end on the server when closed: that session’s tokens, renewed or not, are refused from then on', async () => {
    const first = await sessionToken()
    const renewed = (await list(first)).headers.get(SESSION_HEADER) ?? ''
    const otherTab = await sessionToken()
    const closed = await signOut(renewed)
    expect(closed.status).toBe(204)
    expect(closed.headers.get('Cache-Control')).toBe('no-store')
    for (const token of [first, renewed]) {
      const refused = await list(token)
      expect(refused.status).toBe(401)
      expect(((await refused.json()) as { error: string }).error).toContain('fermée')
      expect(
        (
          await app.request(`${ORIGIN}/api/site-facts`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).status,
      ).toBe(401)
    }
    // Another sign-in is another session, and closing twice changes nothing.
    expect((await list(otherTab)).status).toBe(200)
    expect((await signOut(renewed)).status).toBe(204)
    expect((await list(otherTab)).status).toBe(200)
    // The record keeps it no longer than any of its tokens could live.
    expect(Object.keys(revocations.entries(time))).toHaveLength(1)
    expect(revocations.entries(START + SESSION_MAX_MS)).toEqual({})
  })

  it('record nothing for a token they did not sign, and count nothing when closing', async () => {
    const token = await sessionToken()
    const [prefix, payload] = token.split('.')
    expect((await signOut(`${String(prefix)}.${String(payload)}.AAAA`)).status).toBe(204)
    expect((await signOut(`${String(prefix)}.%%%`)).status).toBe(204)
    expect(revocations.entries(time)).toEqual({})
    for (let n = 0; n < 10; n++) expect((await signOut()).status).toBe(401)
    expect((await signOut('une phrase de passe quelconque')).status).toBe(401)
    expect((await list(token)).status).toBe(200)
    expect((await signIn()).status).toBe(200)
  })

  it('name their audience: a token issued for one origin is refused by another', async () => {
    const local = await sessionToken('http://localhost:3000')
    expect((await list(local, 'http://localhost:3000')).status).toBe(200)
    for (const origin of [
      'https://www.santra.ca',
      'http://127.0.0.1:3000',
      'http://localhost:3001',
      'https://localhost:3000',
    ]) {
      expect((await list(local, origin)).status, origin).toBe(401)
      // Nor can it close the session from there.
      expect((await signOut(local, origin)).status).toBe(204)
    }
    expect((await list(local, 'http://localhost:3000')).status).toBe(200)
    const online = await sessionToken('https://www.santra.ca')
    expect((await list(online, 'http://localhost:3000')).status).toBe(401)
    expect((await list(online, 'https://www.santra.ca')).status).toBe(200)
  })

  it('refuse a forged or altered token without counting it against the address', async () => {
    const token = await sessionToken()
    const [prefix, payload, signature] = token.split('.')
    const stretched = btoa(JSON.stringify({ started: START, expires: START + 10 * SESSION_MAX_MS }))
    for (const forged of [
      `${String(prefix)}.${stretched.replace(/={1,2}$/, '')}.${String(signature)}`,
      `${String(prefix)}.${String(payload)}.${String(signature).slice(0, -2)}AA`,
      `${String(prefix)}.${String(payload)}`,
      `${String(prefix)}.%%%.***`,
      token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
    ]) {
      expect((await list(forged)).status).toBe(401)
    }
    expect((await signIn()).status).toBe(200)
  })

  it('are refused with a wrong passphrase, through the same count as every admin route', async () => {
    for (let n = 0; n < 5; n++) expect((await signIn('presque la bonne phrase')).status).toBe(401)
    const refused = await signIn()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('1')
    expect((await list(TOKEN)).status).toBe(429)
  })
})

describe('a wrong passphrase', () => {
  it('is said in a sentence that, on the local server, says where the right one is', async () => {
    const hint = localPassphraseHint(true)
    const sessions = adminSessions({ adminToken: TOKEN, sessionSecret: SECRET, revocations })
    const auth = { adminToken: TOKEN, sessions, passphraseHint: hint }
    const store = new LocalGitStore(repo.root)
    const local = createApiApp({
      blog: createBlogApi({ store, ...auth }),
      siteFacts: createSiteFactsApi({ store, ...auth }),
      session: createSessionApi(auth),
    })
    const refusals = await Promise.all(
      [
        ['/session', 'POST'],
        ['/blog/all', 'GET'],
        ['/site-facts', 'GET'],
      ].map(async ([path, method]) => {
        const answer = await local.request(`${ORIGIN}${String(path)}`, {
          method: String(method),
          headers: { Authorization: 'Bearer pas la bonne phrase' },
        })
        return [answer.status, ((await answer.json()) as { error: string }).error]
      }),
    )
    const expected =
      'Phrase de passe incorrecte. Elle est affichée dans la fenêtre où le site a été lancé, et enregistrée dans le fichier «\u202fadmin-token\u202f» du dossier caché «\u202f.santra\u202f», dans le dossier du site.'
    expect(refusals).toEqual([
      [401, expected],
      [401, expected],
      [401, expected],
    ])
    // Given by whoever started the server, the passphrase is theirs to remember.
    expect(localPassphraseHint(false).fr).toBe(
      'C’est celle qui a été donnée au lancement du site, dans la variable ADMIN_TOKEN.',
    )
    // Without a hint (the worker's case), the refusal stands alone.
    const online = await signIn('pas la bonne phrase')
    expect(await online.json()).toEqual({ error: 'Phrase de passe incorrecte.' })
  })
})

describe('the passphrase policy', () => {
  it('refuses fewer than 16 characters with a sentence, on the Node server and the worker', () => {
    expect(passphraseProblem('a'.repeat(16))).toBeUndefined()
    const problem = passphraseProblem('a'.repeat(15))
    expect(problem?.fr).toContain('au moins 16')
    expect(() => serverConfig({ ADMIN_TOKEN: 'court' }, repo.root)).toThrow(/au moins 16/)
    const worker = workerApiConfig({
      ASSETS: { fetch: () => Promise.resolve(new Response()) },
      ADMIN_TOKEN: 'x',
      SESSION_SECRET: SECRET,
      SESSION_REVOCATIONS: {
        idFromName: (name) => name,
        get: () => ({ fetch: () => Promise.resolve(new Response()) }),
      },
      GITHUB_TOKEN: 'jeton',
      GITHUB_REPOSITORY: 'exemple/site',
    })
    expect(worker).toEqual({ problem: passphraseProblem('x') })
    expect(() =>
      createSessionApi({
        adminToken: 'a'.repeat(15),
        sessions: adminSessions({ adminToken: TOKEN, sessionSecret: SECRET, revocations }),
      }),
    ).toThrow(/at least 16/)
  })
})

describe('the session secret policy', () => {
  const workerEnv = (secret: string | undefined): WorkerEnv => ({
    ASSETS: { fetch: () => Promise.resolve(new Response()) },
    ADMIN_TOKEN: TOKEN,
    ...(secret === undefined ? {} : { SESSION_SECRET: secret }),
    SESSION_REVOCATIONS: {
      idFromName: (name) => name,
      get: () => ({ fetch: () => Promise.resolve(new Response()) }),
    },
    GITHUB_TOKEN: 'jeton',
    GITHUB_REPOSITORY: 'exemple/site',
  })

  it('asks 256 bits, written in hexadecimal or base64, and refuses the passphrase', () => {
    expect(sessionSecretProblem(SECRET)).toBeUndefined()
    expect(sessionSecretProblem(`${'Zq_-'.repeat(10)}Zq_`)).toBeUndefined()
    // Hexadecimal digits count 4 bits each, wherever they appear.
    expect(sessionSecretProblem('A'.repeat(43))?.fr).toContain('172 bits')
    expect(sessionSecretProblem(`${'Ab+/'.repeat(11)}=`)).toBeUndefined()
    expect(sessionSecretProblem(SECRET.slice(1))?.fr).toContain('252 bits')
    expect(sessionSecretProblem('Ab_-'.repeat(10))?.fr).toContain('240 bits')
    expect(sessionSecretProblem(`${SECRET} `)?.fr).toContain('hexadécimal ou en base64')
    expect(sessionSecretProblem('')).toBe(MISSING_SESSION_SECRET)
    const passphrase = 'Une-phrase-de-passe-assez-longue-pour-servir-de-secret'
    expect(sessionSecretProblem(passphrase, passphrase)?.fr).toContain(
      'la phrase de passe elle-même',
    )
  })

  it('is held by the Node server, the worker and the sessions themselves, with a sentence', () => {
    expect(() =>
      serverConfig({ ADMIN_TOKEN: TOKEN, SESSION_SECRET: SECRET.slice(0, 32) }, repo.root),
    ).toThrow(/128 bits\u00a0: il en faut au moins 256/)
    expect(workerApiConfig(workerEnv(undefined))).toEqual({ problem: MISSING_SESSION_SECRET })
    expect(workerApiConfig(workerEnv(SECRET.slice(0, 63)))).toEqual({
      problem: sessionSecretProblem(SECRET.slice(0, 63)),
    })
    expect(workerApiConfig(workerEnv(SECRET))).toMatchObject({ sessionSecret: SECRET })
    expect(() =>
      adminSessions({ adminToken: TOKEN, sessionSecret: SECRET.slice(0, 40), revocations }),
    ).toThrow(/holds only 160 bits/)
  })
})
