import fc from 'fast-check'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GitHubStandIn, startGitHubStandIn, storeOn } from '../tests/support/githubStandIn'
import type { RunOutcome } from '../tests/support/workflowRunsStandIn'
import { createApiApp } from './createApiApp'
import { createBlogApi } from './createBlogApi'
import { githubDeployment } from './githubDeployment'

const TOKEN = 'phrase-de-passe-de-test'
const auth = { Authorization: `Bearer ${TOKEN}` }
const AT = new Date('2026-11-27T19:05:00Z')

let github: GitHubStandIn
let app: Hono

beforeAll(async () => {
  github = await startGitHubStandIn()
  app = new Hono()
  app.route(
    '/api',
    createApiApp({
      blog: createBlogApi({
        store: storeOn(github),
        adminToken: TOKEN,
        deployment: githubDeployment({
          owner: github.owner,
          repo: github.repo,
          token: github.token,
          baseUrl: github.baseUrl,
          // The site serves what the last successful deploy run of the stand-in built.
          servedVersion: () =>
            Promise.resolve(
              github.workflows.served === undefined
                ? undefined
                : { commit: github.workflows.served, builtAt: AT.toISOString() },
            ),
          now: () => AT,
        }),
      }),
    }),
  )
})

afterAll(async () => {
  await github.close()
})

/** One write through the API (a post's deletion), answering the commit it made. */
async function write(n: number): Promise<string> {
  const id = `2026-12-0${String(n)}-essai`
  await storeOn(github).commit(
    [{ path: `content/blog/${id}/fr.md`, content: 'pas un article' }],
    'Essai',
  )
  const answer = await app.request(`/api/blog/${id}`, { method: 'DELETE', headers: auth })
  expect(answer.status).toBe(200)
  const { commit } = (await answer.json()) as { commit: string }
  expect(commit).toBe((await github.git(['rev-parse', github.branch])).trim())
  return commit
}

/** A commit made beside the API (a cheaper write), for the cases that only follow one. */
async function commitBeside(n: number): Promise<string> {
  const made = await storeOn(github).commit(
    [{ path: `content/blog/2026-12-1${String(n)}-essai/fr.md`, content: 'un commit' }],
    `Commit ${String(n)}`,
  )
  return made.commit
}

const status = async (commit: string) => {
  const answer = await app.request(`/api/blog/deployment?commit=${commit}`, { headers: auth })
  expect(answer.status).toBe(200)
  return (await answer.json()) as { state: string; at?: string; reason?: string; url?: string }
}

/** CI then the deploy of `commit`, as GitHub runs them. */
function runs(commit: string, deploy: RunOutcome, pollsInProgress = 0) {
  github.workflows.script({ workflow: 'ci.yml', headSha: commit, outcome: 'success' })
  return github.workflows.script({
    workflow: 'deploy.yml',
    headSha: commit,
    outcome: deploy,
    pollsInProgress,
  })
}

describe('GET /api/blog/deployment online', () => {
  it('follows a write from saved through a slow deploy run to live, and says when', async () => {
    const commit = await write(1)
    expect(await status(commit)).toEqual({ state: 'saved' })
    runs(commit, 'success', 3)
    const seen: string[] = []
    const started = performance.now()
    for (let poll = 0; poll < 10; poll += 1) {
      const { state } = await status(commit)
      seen.push(state)
      if (state === 'live') break
    }
    const perPoll = (performance.now() - started) / seen.length
    // Queued, then running for two more polls, then completed: the next poll finds it served.
    expect(seen).toEqual(['deploying', 'deploying', 'deploying', 'deploying', 'live'])
    expect(await status(commit)).toEqual({ state: 'live', at: AT.toISOString() })
    console.log(`deployment route against the stand-in: ${perPoll.toFixed(1)} ms per poll`)
  })

  it('names the failed step of a failed deploy, with the run', async () => {
    const commit = await commitBeside(2)
    const id = runs(commit, { failedJob: 'deploy', failedStep: 'Déployer' })
    const answer = await status(commit)
    expect(answer.state).toBe('failed')
    expect(answer.url).toMatch(new RegExp(`/actions/runs/${String(id)}$`))
    expect(answer.reason).toMatch(
      /^Le déploiement du site a échoué à l’étape «\u202fDéployer\u202f»\u00a0: votre modification est bien enregistrée/,
    )
  })

  it('says when the checks failed, and that nothing was deployed', async () => {
    const commit = await commitBeside(3)
    github.workflows.script({
      workflow: 'ci.yml',
      headSha: commit,
      outcome: { failedJob: 'test', failedStep: 'Run npm test' },
    })
    expect((await status(commit)).reason).toMatch(
      /^Les vérifications automatiques du site ont échoué à l’étape «\u202fRun npm test\u202f»/,
    )
  })

  it('is live once a later commit is served, and a cancelled deploy waits for the newer one', async () => {
    const older = await commitBeside(4)
    runs(older, 'cancelled')
    const newer = await commitBeside(5)
    // Main moved on: the newer commit's deploy, still running, carries the older one.
    runs(newer, 'success', 1)
    expect(await status(older)).toEqual({ state: 'deploying' })
    let polls = 0
    while ((await status(newer)).state !== 'live') {
      polls += 1
      expect(polls).toBeLessThan(5)
    }
    expect(await status(older)).toMatchObject({ state: 'live' })
    // The served commit does not contain a commit made after it.
    const latest = await commitBeside(6)
    expect(await status(latest)).toEqual({ state: 'saved' })
  })

  it('is live exactly when the served commit is the write’s or a later one of main', async () => {
    const main: string[] = []
    for (let n = 0; n < 5; n += 1) main.push(await commitBeside(n + 8))
    // A commit beside main, as a branch's: it holds the first three, none of the later ones.
    const side = (
      await github.git([
        'commit-tree',
        `${main[2] ?? ''}^{tree}`,
        '-p',
        main[2] ?? '',
        '-m',
        'À côté',
      ])
    ).trim()
    const commits = [...main, side]
    const contains = (served: number, written: number) =>
      served === written || (written < 5 && (served === 5 ? written <= 2 : written <= served))
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 5 }), fc.nat({ max: 5 }), async (served, written) => {
        github.workflows.served = commits[served]
        // No run was scripted for these commits: not served means only saved.
        expect((await status(commits[written] ?? '')).state).toBe(
          contains(served, written) ? 'live' : 'saved',
        )
      }),
      { numRuns: 36 },
    )
  })

  it('says a deploy cancelled with none after it was stopped', async () => {
    const commit = await commitBeside(7)
    runs(commit, 'cancelled')
    expect((await status(commit)).reason).toMatch(/^Le déploiement du site a été annulé\u00a0:/)
  })

  it('refuses anything but a full commit id, and a request without the passphrase', async () => {
    for (const commit of ['main', 'abc123', `${'a'.repeat(40)}&x=1`, 'A'.repeat(40)]) {
      const answer = await app.request(`/api/blog/deployment?commit=${commit}`, { headers: auth })
      expect(answer.status, commit).toBe(400)
    }
    expect((await app.request(`/api/blog/deployment?commit=${'a'.repeat(40)}`)).status).toBe(401)
  })
})
