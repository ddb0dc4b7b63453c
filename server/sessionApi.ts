import { Hono } from 'hono'
import {
  bearer,
  type PassphraseHint,
  passphraseAuth,
  sessionAudience,
  sessionEnded,
} from './adminAuth'
import { type AdminSessions, SESSION_TOKEN_PREFIX } from './adminSession'
import { apiErrorHandler } from './apiErrorHandler'
import { socketAddress, type ClientAddress } from './clientAddress'
import { FailedAuthLimiter } from './FailedAuthLimiter'

/** What the session API needs from its host: the passphrase, its sessions and its failure count. */
export interface SessionApiOptions {
  adminToken: string
  /** The host's sessions, the ones its other admin routes accept. */
  sessions: AdminSessions
  /** Counts failed passphrases per address: the host shares one with the other admin routes. */
  limiter?: FailedAuthLimiter
  clientAddress?: ClientAddress
  /**
   * Where the passphrase is found, added to the refusal of a wrong one: the local server's
   * sentence; the worker gives none.
   */
  passphraseHint?: PassphraseHint
}

/**
 * `POST /api/session`: the admin page gives the passphrase once, through the failure count, and
 * gets `{ token, expiresAt }`, a session token for this site's origin that it sends instead from
 * then on. The token lasts an hour without activity; each request it authorizes answers a renewed
 * one.
 *
 * `DELETE /api/session` with that token (« Fermer la session »): the server records the session
 * as closed, and refuses its tokens from then on, wherever they were copied. It answers 204
 * whatever the token's state (a token already expired, closed or never genuine has nothing left
 * to close), and records nothing for a token it did not sign.
 */
export function createSessionApi(options: SessionApiOptions): Hono {
  const { sessions } = options
  const app = new Hono()
  app.onError(apiErrorHandler)
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.post(
    '/',
    passphraseAuth({
      token: options.adminToken,
      limiter: options.limiter ?? new FailedAuthLimiter(),
      clientAddress: options.clientAddress ?? socketAddress,
      passphraseHint: options.passphraseHint,
    }),
    async (c) => c.json(await sessions.issue(sessionAudience(c), Date.now())),
  )
  app.delete('/', async (c) => {
    const given = bearer(c)
    // Only a session token names a session; nothing is compared, so nothing is counted.
    if (!given?.startsWith(SESSION_TOKEN_PREFIX)) throw sessionEnded()
    const claims = await sessions.check(given, sessionAudience(c), Date.now())
    if (claims) await sessions.end(claims)
    return c.body(null, 204)
  })
  return app
}
