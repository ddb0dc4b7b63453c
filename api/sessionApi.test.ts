import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocalGitStore } from '../blog/store/LocalGitStore'
import { createTestRepository, type TestRepository } from '../blog/store/createTestRepository'
import { ADMIN_SESSION_HEADER as SESSION_HEADER } from '../site/pages/Admin/adminSessionHeader'
import { SESSION_IDLE_MS, SESSION_MAX_MS, sessionTokens } from './adminSession'
import { serverConfig } from './config/serverConfig'
import { workerApiConfig } from './config/workerConfig'
import { createApiApp } from './createApiApp'
import { createBlogApi } from './createBlogApi'
import { FailedAuthLimiter } from './FailedAuthLimiter'
import { passphraseProblem } from './passphrasePolicy'
import { createSessionApi } from './sessionApi'

const TOKEN = 'phrase de passe des sessions'
const START = Date.parse('2026-11-20T15:00:00Z')

let repo: TestRepository
let time: number
let app: Hono

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
  const auth = { adminToken: TOKEN, limiter, clientAddress: () => '203.0.113.7' }
  app = new Hono()
  app.route(
    '/api',
    createApiApp({
      blog: createBlogApi({
        store: new LocalGitStore(repo.root),
        now: () => new Date(time),
        ...auth,
      }),
      session: createSessionApi(auth),
    }),
  )
})
afterEach(() => {
  repo.remove()
  vi.useRealTimers()
})

async function signIn(passphrase = TOKEN): Promise<Response> {
  return app.request('/api/session', {
    method: 'POST',
    headers: { Authorization: `Bearer ${passphrase}` },
  })
}

async function sessionToken(): Promise<string> {
  const body = (await (await signIn()).json()) as { token: string; expiresAt: string }
  expect(body.expiresAt).toBe(new Date(START + SESSION_IDLE_MS).toISOString())
  return body.token
}

const list = (token: string) =>
  app.request('/api/blog/all', { headers: { Authorization: `Bearer ${token}` } })

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
    const other = await sessionTokens('une tout autre phrase de passe').issue(time)
    expect((await list(other.token)).status).toBe(401)
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

describe('the passphrase policy', () => {
  it('refuses fewer than 16 characters with a sentence, on the Node server and the worker', () => {
    expect(passphraseProblem('a'.repeat(16))).toBeUndefined()
    const problem = passphraseProblem('a'.repeat(15))
    expect(problem?.fr).toContain('au moins 16')
    expect(() => serverConfig({ ADMIN_TOKEN: 'court' }, repo.root)).toThrow(/au moins 16/)
    const worker = workerApiConfig({
      ASSETS: { fetch: () => Promise.resolve(new Response()) },
      ADMIN_TOKEN: 'x',
      GITHUB_TOKEN: 'jeton',
      GITHUB_REPOSITORY: 'exemple/site',
    })
    expect(worker).toEqual({ problem: passphraseProblem('x') })
    expect(() => createSessionApi({ adminToken: 'a'.repeat(15) })).toThrow(/at least 16/)
  })
})
