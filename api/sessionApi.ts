import { Hono } from 'hono'
import { passphraseAuth } from './adminAuth'
import { sessionTokens } from './adminSession'
import { apiErrorHandler } from './apiErrorHandler'
import { socketAddress, type ClientAddress } from './clientAddress'
import { FailedAuthLimiter } from './FailedAuthLimiter'

/** What the session API needs from its host: the passphrase and the blog's failure count. */
export interface SessionApiOptions {
  adminToken: string
  /** Counts failed passphrases per address: the host shares one with the other admin routes. */
  limiter?: FailedAuthLimiter
  clientAddress?: ClientAddress
}

/**
 * `POST /api/session`: the admin page gives the passphrase once, through the failure count, and
 * gets `{ token, expiresAt }`, a session token it sends instead from then on. The token lasts an
 * hour without activity; each request it authorizes answers a renewed one.
 */
export function createSessionApi(options: SessionApiOptions): Hono {
  const sessions = sessionTokens(options.adminToken)
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
    }),
    async (c) => c.json(await sessions.issue(Date.now())),
  )
  return app
}
