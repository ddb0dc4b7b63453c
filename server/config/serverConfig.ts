import { networkInterfaces } from 'node:os'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import type { ContentStore } from '../../engine/index.ts'
import {
  behindProxy,
  network,
  PROXY_HEADERS,
  socketAddress,
  type ClientAddress,
} from '../clientAddress'
import { fileRevocations } from '../fileRevocations'
import { hostName } from '../hostCheck'
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

/** A comma-separated list, each entry read by `read`; the first it refuses is named, with `problem`. */
function listOf<T>(variable: string, read: (entry: string) => T | undefined, problem: string) {
  return z
    .string()
    .optional()
    .transform((text, context) => {
      const entries = (text ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
      const values: T[] = []
      for (const entry of entries) {
        const value = read(entry)
        if (value === undefined) {
          context.addIssue({
            code: 'custom',
            message: `${variable}\u00a0: «\u202f${entry}\u202f» ${problem}.`,
          })
          return z.NEVER
        }
        values.push(value)
      }
      return values
    })
}

/** `HOST` values that bind every interface of the machine. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]'])

/** The machine's own addresses, as a browser on the network would type them. */
function machineAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((addresses) =>
    (addresses ?? []).map(({ address, family }) => (family === 'IPv6' ? `[${address}]` : address)),
  )
}

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
  /** Other names the server is reached by (`mon-portable.local`), as a browser would send them. */
  ALLOWED_HOSTS: listOf('ALLOWED_HOSTS', hostName, 'n’est pas un nom d’hôte (mon-portable.local)'),
  /** The addresses of a proxy in front of the server, whose header names the client. */
  TRUSTED_PROXIES: listOf(
    'TRUSTED_PROXIES',
    network,
    'n’est ni une adresse IP ni un réseau (192.0.2.7, 10.0.0.0/8, 2400:cb00::/32)',
  ),
  /** The header the proxy names the client in. */
  TRUSTED_PROXY_HEADER: z
    .string()
    .transform((text, context) => {
      const header = PROXY_HEADERS.find((name) => name.toLowerCase() === text.trim().toLowerCase())
      if (header) return header
      context.addIssue({
        code: 'custom',
        message: `TRUSTED_PROXY_HEADER doit être ${PROXY_HEADERS.join(' ou ')}.`,
      })
      return z.NEVER
    })
    .optional(),
  /** The site's public address when the build is given one (previews, tests). */
  VITE_SITE_URL: z.string().min(1).optional(),
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
  /** Who is calling, the key of the failed-passphrase count: the socket, or the proxy's header. */
  clientAddress: ClientAddress
  /**
   * The names the server answers to besides the loopback ones (`ALLOWED_HOSTS`, the address it
   * is bound to, every address of the machine when bound to all of them); the site's own address
   * is added by the server, from the facts.
   */
  allowedHosts: string[]
  /** `VITE_SITE_URL`: the site's public address, when it overrides the facts' (as in the build). */
  siteUrlOverride: string | undefined
}

/**
 * The Node server's configuration: the one place `npm start` reads its environment.
 *
 * @param repositoryRoot the site's repository: the default store, and where the passphrase, the
 *   session secret and the closed sessions are kept
 * @throws {Error} naming the variable that is malformed, or saying why ADMIN_TOKEN or
 *   SESSION_SECRET cannot guard the admin
 */
export function serverConfig(
  env: NodeJS.ProcessEnv,
  repositoryRoot: string,
  interfaceAddresses: () => string[] = machineAddresses,
): ServerConfig {
  const parsed = serverEnvSchema.safeParse(env)
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid environment.')
  const vars = parsed.data
  if (vars.TRUSTED_PROXY_HEADER && vars.TRUSTED_PROXIES.length === 0) {
    throw new Error(
      'TRUSTED_PROXY_HEADER n’a d’effet qu’avec TRUSTED_PROXIES, les adresses du mandataire dont l’en-tête est cru.',
    )
  }
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
    clientAddress:
      vars.TRUSTED_PROXIES.length === 0
        ? socketAddress
        : behindProxy({
            networks: vars.TRUSTED_PROXIES,
            header: vars.TRUSTED_PROXY_HEADER ?? 'X-Forwarded-For',
          }),
    allowedHosts: [
      ...vars.ALLOWED_HOSTS,
      ...(WILDCARD_HOSTS.has(vars.HOST)
        ? interfaceAddresses()
        : [vars.HOST.includes(':') && !vars.HOST.startsWith('[') ? `[${vars.HOST}]` : vars.HOST]),
    ],
    siteUrlOverride: vars.VITE_SITE_URL,
  }
}
