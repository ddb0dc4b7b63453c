import type { Context, MiddlewareHandler } from 'hono'
import { ApiError } from './ApiError'
import { ADMIN_SESSION_HEADER } from '../engine/index.ts'
import { type AdminSessions, SESSION_TOKEN_PREFIX } from './adminSession'
import { limiterKeys, type ClientAddress } from './clientAddress'
import type { FailedAuthLimiter } from './FailedAuthLimiter'
import { passphraseProblem } from './passphrasePolicy'

/** Options of {@link adminAuth} and {@link passphraseAuth}. */
export interface AdminAuthOptions {
  /** The admin passphrase (`ADMIN_TOKEN`). */
  token: string
  limiter: FailedAuthLimiter
  /** The caller's network address, the key of the failure count. */
  clientAddress: ClientAddress
  /**
   * The host's sessions, shared by all its admin routes; without them, only the passphrase
   * itself is accepted (the command-line scripts' way).
   */
  sessions?: AdminSessions | undefined
  /**
   * Where the passphrase is found, said after « Phrase de passe incorrecte. »: the local server
   * gives it; online, where the passphrase is a secret of the site's owner, the refusal stands
   * alone.
   */
  passphraseHint?: PassphraseHint | undefined
}

const encoder = new TextEncoder()

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

/**
 * Whether two secrets are equal, in a time that depends on neither: both are hashed to the same
 * length first, then every byte is compared.
 */
async function secretsMatch(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)])
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0)
  return difference === 0
}

/** The refusal of a wrong or missing passphrase, online and, followed by a hint, on the local server. */
export const WRONG_PASSPHRASE = {
  fr: 'Phrase de passe incorrecte.',
  en: 'Wrong passphrase.',
}

/** Where the person finds the passphrase: the sentence the local server adds to a refusal. */
export interface PassphraseHint {
  fr: string
  en: string
}

/** The refusal of a wrong passphrase, followed by `hint` when the host gives one. */
export function wrongPassphrase(hint: PassphraseHint | undefined): { fr: string; en: string } {
  return hint
    ? { fr: `${WRONG_PASSPHRASE.fr} ${hint.fr}`, en: `${WRONG_PASSPHRASE.en} ${hint.en}` }
    : WRONG_PASSPHRASE
}

/** The value of `Authorization: Bearer <value>`, if any. */
export function bearer(c: Context): string | undefined {
  const match = /^Bearer +(\S.*)$/i.exec(c.req.header('Authorization') ?? '')
  return match?.[1]?.trim()
}

/**
 * The audience of the sessions a request opens and presents: the origin the request reached, as
 * the server sees it (the address Cloudflare routed to the worker; on Node, the `Host` the server
 * answers). A token issued at http://localhost:3000 is refused at https://the-site, and the other
 * way round.
 */
export function sessionAudience(c: Context): string {
  return new URL(c.req.url).origin
}

/** The refusal of a session token that is not, or no longer, accepted. */
export const sessionEnded = () =>
  new ApiError(
    401,
    'Votre session d’administration a pris fin (fermée, une heure sans activité, ou la phrase de passe a changé)\u00a0: saisissez de nouveau la phrase de passe.',
    'Your admin session has ended (closed, an hour without activity, or the passphrase changed): enter the passphrase again.',
    { 'WWW-Authenticate': 'Bearer realm="admin"' },
  )

/**
 * Checks a passphrase through the failure count: a refused attempt answers 429 with
 * `Retry-After` without comparing anything, a wrong one 401.
 */
async function checkPassphrase(c: Context, given: string | undefined, options: AdminAuthOptions) {
  const keys = limiterKeys(options.clientAddress(c))
  const result = await options.limiter.attempt(keys, () =>
    given === undefined ? Promise.resolve(false) : secretsMatch(given, options.token),
  )
  if (result.outcome === 'refused') {
    const seconds = Math.max(1, Math.ceil(result.waitMs / 1000))
    throw new ApiError(
      429,
      `Trop de tentatives avec une phrase de passe erronée. Réessayez dans ${String(seconds)} s.`,
      `Too many attempts with a wrong passphrase. Try again in ${String(seconds)} s.`,
      { 'Retry-After': String(seconds) },
    )
  }
  if (result.outcome === 'wrong') {
    const refusal = wrongPassphrase(options.passphraseHint)
    throw new ApiError(401, refusal.fr, refusal.en, {
      'WWW-Authenticate': 'Bearer realm="admin"',
    })
  }
}

function assertStrong(token: string): void {
  const problem = passphraseProblem(token)
  if (problem) throw new Error(problem.en)
}

/**
 * Lets a request through only with the passphrase itself (`Authorization: Bearer <passphrase>`):
 * the route that exchanges it for a session token.
 */
export function passphraseAuth(options: AdminAuthOptions): MiddlewareHandler {
  assertStrong(options.token)
  return async (c, next) => {
    await checkPassphrase(c, bearer(c), options)
    await next()
  }
}

/**
 * Lets a request through with a session token, renewed on each request in the
 * `Admin-Session` header, or with the passphrase itself (the command-line scripts). A
 * session token is checked by its signature alone: guessing one is out of reach, so it is not
 * counted, and the admin's own requests never lock her out. A passphrase goes through the failure
 * count.
 */
export function adminAuth(options: AdminAuthOptions): MiddlewareHandler {
  assertStrong(options.token)
  // The wall clock, as the tokens are issued by it (tests set the system time).
  const now = () => Date.now()
  const { sessions } = options
  return async (c, next) => {
    const given = bearer(c)
    if (given?.startsWith(SESSION_TOKEN_PREFIX)) {
      const audience = sessionAudience(c)
      const claims = await sessions?.check(given, audience, now())
      if (!sessions || !claims) throw sessionEnded()
      await next()
      const renewed = await sessions.issue(audience, now(), claims)
      c.header(ADMIN_SESSION_HEADER, renewed.token)
      return
    }
    await checkPassphrase(c, given, options)
    await next()
  }
}
