import { describe, expect, it } from 'vitest'
import type { WorkerEnv } from './config/workerConfig'
import { namespaceStandIn } from '../tests/support/durableObjectStandIn'
import { startGitHubStandIn, storeOn } from '../tests/support/githubStandIn'
import worker from './worker'

const PASSPHRASE = 'la phrase de passe du worker'
const SECRET = 'Qm9uam91ciDDoCB0b3VzIGxlcyBzZWNyZXRzIGRlIHNlc3Npb24'
const SITE = 'https://www.santra.ca'

/** The worker's bindings, as Cloudflare gives them, and the storage of its record of closed sessions. */
function cloudflare(secret: string | undefined) {
  const durableObjects = namespaceStandIn()
  const env: WorkerEnv = {
    ASSETS: { fetch: () => Promise.resolve(new Response('page')) },
    ADMIN_TOKEN: PASSPHRASE,
    ...(secret === undefined ? {} : { SESSION_SECRET: secret }),
    SESSION_REVOCATIONS: durableObjects.namespace,
    // No call reaches GitHub here: a refused session stops every request before the store.
    GITHUB_TOKEN: 'jeton',
    GITHUB_REPOSITORY: 'exemple/site',
    GITHUB_API_URL: 'http://127.0.0.1:9',
  }
  return { env, storage: durableObjects.storage }
}

const request = (env: WorkerEnv, method: string, path: string, bearer: string, at = SITE) =>
  worker.fetch(
    new Request(`${at}${path}`, { method, headers: { Authorization: `Bearer ${bearer}` } }),
    env,
  )

describe('the worker’s admin sessions', () => {
  it('refuse a wrong passphrase in one sentence, with nothing about a local server', async () => {
    // A secret of its own: the worker keeps its apps per isolate, by its bindings' values.
    const { env } = cloudflare('5e11e7a0c0de4b1d9a8f7e6d5c4b3a29180716253443526170819a0b1c2d3e4f')
    for (const path of ['/api/session', '/api/blog/publish-scheduled']) {
      const answer = await request(env, 'POST', path, 'pas la bonne phrase')
      expect(answer.status, path).toBe(401)
      expect(await answer.json(), path).toEqual({ error: 'Phrase de passe incorrecte.' })
    }
  })

  it('answer 503 with a sentence while SESSION_SECRET is missing or too short', async () => {
    for (const secret of [undefined, 'Y291cnQ', 'a'.repeat(63)]) {
      const answer = await request(cloudflare(secret).env, 'POST', '/api/session', PASSPHRASE)
      expect(answer.status, String(secret)).toBe(503)
      expect(((await answer.json()) as { error: string }).error).toMatch(
        /\(SESSION_SECRET\) (est absent|ne tient que (42|252) bits)/,
      )
    }
  })

  it('open for the origin reached, and close in the one record every isolate asks', async () => {
    const { env, storage } = cloudflare(SECRET)
    const opened = await request(env, 'POST', '/api/session', PASSPHRASE)
    expect(opened.status).toBe(200)
    const { token } = (await opened.json()) as { token: string }
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      audience: string
      session: string
    }
    expect(claims.audience).toBe(SITE)
    const elsewhere = 'https://santra-site.exemple.workers.dev'
    expect((await request(env, 'GET', '/api/blog/all', token, elsewhere)).status).toBe(401)
    expect((await request(env, 'DELETE', '/api/session', token)).status).toBe(204)
    expect(Object.keys(storage.get('closed-sessions') as object)).toEqual([claims.session])
    expect((await request(env, 'GET', '/api/blog/all', token)).status).toBe(401)
  })
})

describe('the worker’s deployment status', () => {
  it('follows a commit to the deploy run, and to the site its assets serve', async () => {
    const github = await startGitHubStandIn()
    try {
      const { commit } = await storeOn(github).commit(
        [{ path: 'content/blog/2026-12-02-essai/fr.md', content: 'essai' }],
        'Essai',
      )
      const site: { served?: string } = {}
      const { env } = cloudflare(SECRET)
      env.GITHUB_REPOSITORY = `${github.owner}/${github.repo}`
      env.GITHUB_TOKEN = github.token
      env.GITHUB_API_URL = github.baseUrl
      // The assets answer the version file of the deployed build.
      env.ASSETS = {
        fetch: (asked) =>
          Promise.resolve(
            new URL(asked.url).pathname === '/version.json' && site.served
              ? Response.json({ commit: site.served, builtAt: '2026-11-27T19:00:00.000Z' })
              : new Response('absent', { status: 404 }),
          ),
      }
      const status = async () =>
        (await (
          await request(env, 'GET', `/api/blog/deployment?commit=${commit}`, PASSPHRASE)
        ).json()) as { state: string; reason?: string }
      expect(await status()).toEqual({ state: 'saved' })
      github.workflows.script({
        workflow: 'deploy.yml',
        headSha: commit,
        outcome: { failedJob: 'deploy', failedStep: 'Déployer' },
      })
      expect((await status()).reason).toContain('«\u202fDéployer\u202f»')
      site.served = commit
      expect(await status()).toMatchObject({ state: 'live' })
      const version = await worker.fetch(new Request(`${SITE}/version.json`), env)
      expect(version.headers.get('Cache-Control')).toBe('no-store')
    } finally {
      await github.close()
    }
  })
})
