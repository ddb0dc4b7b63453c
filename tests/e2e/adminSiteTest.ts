import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import type { Page } from '@playwright/test'
import { test as base } from './siteTest'
import { adminSessions } from '../../server/adminSession'
import { createApiApp } from '../../server/createApiApp'
import { type BlogApiOptions, createBlogApi } from '../../server/createBlogApi'
import { createSiteServer } from '../../server/createSiteServer'
import { FailedAuthLimiter } from '../../server/FailedAuthLimiter'
import { localPassphraseHint } from '../../server/localSite'
import { createSessionApi } from '../../server/sessionApi'
import { createSiteFactsApi } from '../../server/siteFactsApi'
import { RevocationList } from '../../server/sessionRevocations'
import { createTestRepository, type TestRepository } from '../support/createTestRepository'
import { LocalGitStore } from '../../engine/blog/store/LocalGitStore'
import { withBuiltSiteCopy } from './builtSiteCopy'

/**
 * The clock of the server and of the page: the instant `npm run build:test` is pinned to (Sunday
 * 22 November 2026). Start dates are checked against it (at most two years ahead, in the past only
 * once confirmed), so a test that chose its dates against the real clock would fail as the months
 * go by.
 */
const TEST_NOW = new Date('2026-11-22T12:00:00Z')

/** The site server of one admin test. */
export interface AdminSite {
  url: string
  repo: TestRepository
  /** Commit subjects, newest first. */
  commits(): string[]
}

/** Writes a file into the repository and commits it, as someone using git would. */
export function commitFile(
  repo: TestRepository,
  file: string,
  content: string,
  message: string,
): void {
  mkdirSync(path.dirname(path.join(repo.root, file)), { recursive: true })
  writeFileSync(path.join(repo.root, file), content)
  repo.git('add', file)
  repo.git('commit', '--quiet', '-m', message)
}

/** Opens the admin with `passphrase`, as the consultant does. */
export async function openAdmin(page: Page, passphrase: string): Promise<void> {
  await page.goto('/admin/blog')
  await page.getByLabel('Phrase de passe d’administration').fill(passphrase)
  await page.getByRole('button', { name: 'Accéder à l’administration' }).click()
}

/**
 * A repository holding the project's facts and an empty `content/blog` folder: the facts ride
 * along in the first commit, so the « Coordonnées » card has some.
 */
export function seedFactsAndEmptyBlog(repo: TestRepository): void {
  mkdirSync(path.join(repo.root, 'content'), { recursive: true })
  cpSync('content/site.json', path.join(repo.root, 'content/site.json'))
  repo.git('add', 'content/site.json')
  commitFile(repo, 'content/blog/.gitkeep', '', 'Dossier des articles')
}

/**
 * The fixtures of the admin suites: each test gets its own site server, started in the test
 * process on a free port, over a fresh temporary git repository that `seed` fills, so what a test
 * commits is exactly what it can count. The pages come from a private copy of the build; only the
 * API and its store are the test's own. The page's clock is fixed at {@link TEST_NOW}.
 */
export function adminSiteTest(options: {
  passphrase: string
  seed: (repo: TestRepository) => void
  /** More of the blog API's options, for a suite that follows the site's rebuilds. */
  blog?: (site: {
    repo: TestRepository
    store: LocalGitStore
    distDir: string
  }) => Partial<BlogApiOptions>
}) {
  return base.extend<{ site: AdminSite }, { distCopy: string }>({
    // A copy per worker: other suites rebuilding the shared `dist/` mid-run must not pull pages
    // from under these tests.
    distCopy: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; this one needs none
      async ({}, provide) => withBuiltSiteCopy(provide),
      { scope: 'worker' },
    ],
    site: async ({ distCopy }, provide) => {
      const repo = createTestRepository()
      options.seed(repo)
      const store = new LocalGitStore(repo.root)
      // One failure count and one set of sessions for every admin route, as the server has.
      const auth = {
        store,
        adminToken: options.passphrase,
        sessions: adminSessions({
          adminToken: options.passphrase,
          sessionSecret: randomBytes(32).toString('base64url'),
          revocations: new RevocationList(),
        }),
        limiter: new FailedAuthLimiter(),
        // The local server's, as `npm start` gives it with a passphrase it generated.
        passphraseHint: localPassphraseHint(true),
      }
      const blogOptions = options.blog?.({ repo, store, distDir: distCopy })
      const blog = createBlogApi({ ...auth, now: () => TEST_NOW, ...blogOptions })
      // A save of the facts rebuilds the site as a post's write does.
      const siteFacts = createSiteFactsApi({ ...auth, onWrite: blogOptions?.onWrite })
      const session = createSessionApi(auth)
      const app = createSiteServer({
        distDir: distCopy,
        api: createApiApp({ blog, siteFacts, session }),
      })
      const server: ServerType = await new Promise((done) => {
        const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
          done(started)
        })
      })
      const { port } = server.address() as AddressInfo
      await provide({ url: `http://127.0.0.1:${port}`, repo, commits: () => repo.log() })
      await new Promise<void>((done) => {
        server.close(() => {
          done()
        })
      })
      repo.remove()
    },
    baseURL: async ({ site }, provide) => {
      await provide(site.url)
    },
    page: async ({ page }, provide) => {
      // Only the date moves; timers (notifications, progress) keep running.
      await page.clock.setFixedTime(TEST_NOW)
      await provide(page)
    },
  })
}
