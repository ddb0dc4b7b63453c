import { join, resolve } from 'node:path'
import { z } from 'zod'
import type { ContentStore } from '../../blog/store/ContentStore'
import { fileRevocations } from '../fileRevocations'
import {
  localPassphrase,
  localSessionSecret,
  PASSPHRASE_FILE,
  REVOKED_SESSIONS_FILE,
  SESSION_SECRET_FILE,
} from '../localSite'
import { passphraseProblem } from '../passphrasePolicy'
import type { SessionRevocations } from '../sessionRevocations'
import { sessionSecretProblem } from '../sessionSecretPolicy'
import { contentStoreFromEnv } from './contentStoreFromEnv'

const serverEnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a port number.' })
    .int('PORT must be a port number.')
    .min(0, 'PORT must be a port number.')
    .max(65_535, 'PORT must be a port number.')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The built site the server sends. */
  DIST_DIR: z.string().min(1).default('dist'),
  /** Another git repository to write posts and facts to (its `content/` folder). */
  CONTENT_ROOT: z.string().min(1).optional(),
  ADMIN_TOKEN: z.string().optional(),
  /** The key of the admin's session tokens; by default generated and kept in `.santra/`. */
  SESSION_SECRET: z.string().optional(),
})

/** What the local Node server takes from its environment, checked. */
export interface ServerConfig {
  port: number
  hostname: string
  distDir: string
  /** The admin passphrase, and whether it was generated (kept in {@link PASSPHRASE_FILE}). */
  adminToken: string
  generatedToken: boolean
  /** The key that signs the session tokens (kept in {@link SESSION_SECRET_FILE} when generated). */
  sessionSecret: string
  /** The sessions closed, kept in {@link REVOKED_SESSIONS_FILE}. */
  revocations: SessionRevocations
  store: ContentStore
  storeDescription: string
  /** The `content/` folder the site's rebuild reads (posts and facts), when not the repository's own. */
  contentDir: string | undefined
  /** The environment the rebuild runs in (the server's own). */
  environment: NodeJS.ProcessEnv
}

/**
 * The Node server's configuration: the one place `npm start` reads its environment.
 *
 * @param repositoryRoot the site's repository: the default store, and where the passphrase, the
 *   session secret and the closed sessions are kept
 * @throws {Error} naming the variable that is malformed, or saying why ADMIN_TOKEN or
 *   SESSION_SECRET cannot guard the admin
 */
export function serverConfig(env: NodeJS.ProcessEnv, repositoryRoot: string): ServerConfig {
  const parsed = serverEnvSchema.safeParse(env)
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid environment.')
  const vars = parsed.data
  // Checked before anything else starts: a short passphrase would guard the admin in name only.
  const weak = vars.ADMIN_TOKEN === undefined ? undefined : passphraseProblem(vars.ADMIN_TOKEN)
  if (weak) throw new Error(weak.fr)
  const adminToken = localPassphrase(
    { ADMIN_TOKEN: vars.ADMIN_TOKEN },
    join(repositoryRoot, PASSPHRASE_FILE),
  )
  const sessionSecret = localSessionSecret(
    { SESSION_SECRET: vars.SESSION_SECRET },
    join(repositoryRoot, SESSION_SECRET_FILE),
    adminToken,
  )
  const weakSecret = sessionSecretProblem(sessionSecret, adminToken)
  if (weakSecret) throw new Error(weakSecret.fr)
  const { store, description } = contentStoreFromEnv(env, repositoryRoot)
  return {
    port: vars.PORT,
    hostname: vars.HOST,
    distDir: resolve(vars.DIST_DIR),
    adminToken,
    generatedToken: !vars.ADMIN_TOKEN,
    sessionSecret,
    revocations: fileRevocations(join(repositoryRoot, REVOKED_SESSIONS_FILE)),
    store,
    storeDescription: description,
    contentDir: vars.CONTENT_ROOT ? resolve(vars.CONTENT_ROOT, 'content') : undefined,
    environment: env,
  }
}
