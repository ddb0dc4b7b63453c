import { z } from 'zod'
import type { GitHubStore } from '../../blog/store/GitHubStore'
import { githubStoreFromEnv } from './githubStoreFromEnv'

/** What Cloudflare gives the worker: the built site as assets, and the secrets. */
export interface WorkerEnv {
  ASSETS: { fetch: (request: Request) => Promise<Response> }
  ADMIN_TOKEN?: string
  GITHUB_TOKEN?: string
  /** `owner/name` of the repository holding `content/blog`. */
  GITHUB_REPOSITORY?: string
  GITHUB_BRANCH?: string
  /** Another GitHub API address (GitHub Enterprise, or the tests' stand-in). */
  GITHUB_API_URL?: string
}

const workerSecretsSchema = z.object({ ADMIN_TOKEN: z.string().min(1) })

/** The admin API's configuration in the worker, read from its bindings. */
export interface WorkerApiConfig {
  adminToken: string
  store: GitHubStore
}

/**
 * The worker's configuration: the one place the worker reads its bindings. `undefined` when a
 * secret or the repository is missing, after saying which in the worker's log.
 */
export function workerApiConfig(env: WorkerEnv): WorkerApiConfig | undefined {
  const secrets = workerSecretsSchema.safeParse(env)
  const github = githubStoreFromEnv({
    GITHUB_REPOSITORY: env.GITHUB_REPOSITORY,
    GITHUB_TOKEN: env.GITHUB_TOKEN,
    GITHUB_BRANCH: env.GITHUB_BRANCH,
    GITHUB_API_URL: env.GITHUB_API_URL,
  })
  if (!secrets.success || 'problem' in github) {
    console.error('The worker needs ADMIN_TOKEN, GITHUB_TOKEN and GITHUB_REPOSITORY (owner/name).')
    return undefined
  }
  return { adminToken: secrets.data.ADMIN_TOKEN, store: github.store }
}
