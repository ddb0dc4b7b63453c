import type { GitHubStore } from '../../engine/node.ts'
import { passphraseProblem } from '../passphrasePolicy'
import type { RevocationsNamespace } from '../SessionRevocationsObject'
import { MISSING_SESSION_SECRET, sessionSecretProblem } from '../sessionSecretPolicy'
import { githubStoreFromEnv } from './githubStoreFromEnv'

/** What Cloudflare gives the worker: the built site as assets, and the secrets. */
export interface WorkerEnv {
  ASSETS: { fetch: (request: Request) => Promise<Response> }
  ADMIN_TOKEN?: string
  /** The key of the admin's session tokens, 256 random bits, never the passphrase. */
  SESSION_SECRET?: string
  /** The Durable Object that records closed sessions (wrangler.jsonc declares it). */
  SESSION_REVOCATIONS?: RevocationsNamespace
  GITHUB_TOKEN?: string
  /** `owner/name` of the repository holding `content/blog`. */
  GITHUB_REPOSITORY?: string
  GITHUB_BRANCH?: string
  /** Another GitHub API address (GitHub Enterprise, or the tests' stand-in). */
  GITHUB_API_URL?: string
}

/** The admin API's configuration in the worker, read from its bindings. */
export interface WorkerApiConfig {
  adminToken: string
  sessionSecret: string
  revocations: RevocationsNamespace
  store: GitHubStore
}

/** Why the worker cannot run its admin API, in both languages. */
export interface WorkerConfigProblem {
  problem: { fr: string; en: string }
}

/**
 * The worker's configuration: the one place the worker reads its bindings. A problem when a
 * secret, the repository or the record of closed sessions is missing (named in the worker's log
 * only), or when the passphrase is too short or the session secret missing or too short (said to
 * the caller: the person who set it is the one who reads the answer).
 */
export function workerApiConfig(env: WorkerEnv): WorkerApiConfig | WorkerConfigProblem {
  const github = githubStoreFromEnv({
    GITHUB_REPOSITORY: env.GITHUB_REPOSITORY,
    GITHUB_TOKEN: env.GITHUB_TOKEN,
    GITHUB_BRANCH: env.GITHUB_BRANCH,
    GITHUB_API_URL: env.GITHUB_API_URL,
  })
  if (!env.ADMIN_TOKEN || 'problem' in github || !env.SESSION_REVOCATIONS) {
    console.error(
      'The worker needs ADMIN_TOKEN, GITHUB_TOKEN, GITHUB_REPOSITORY (owner/name) and the SESSION_REVOCATIONS Durable Object of wrangler.jsonc.',
    )
    return {
      problem: {
        fr: 'Le blogue n’est pas encore configuré sur ce serveur ; réessayez plus tard.',
        en: 'The blog is not configured on this server yet; try again later.',
      },
    }
  }
  const weak = passphraseProblem(env.ADMIN_TOKEN)
  if (weak) return { problem: weak }
  if (env.SESSION_SECRET === undefined) return { problem: MISSING_SESSION_SECRET }
  const weakSecret = sessionSecretProblem(env.SESSION_SECRET, env.ADMIN_TOKEN)
  if (weakSecret) return { problem: weakSecret }
  return {
    adminToken: env.ADMIN_TOKEN,
    sessionSecret: env.SESSION_SECRET,
    revocations: env.SESSION_REVOCATIONS,
    store: github.store,
  }
}
