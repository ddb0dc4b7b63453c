import type { Context, MiddlewareHandler } from 'hono'
import { ApiError } from './ApiError'
import type { FailedAuthLimiter } from './FailedAuthLimiter'

/** Options of {@link adminAuth}. */
export interface AdminAuthOptions {
  /** The admin passphrase (`ADMIN_TOKEN`). */
  token: string
  limiter: FailedAuthLimiter
  /** The caller's network address, the key of the failure count. */
  clientAddress: (c: Context) => string
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

/**
 * Lets a request through only with `Authorization: Bearer <token>`. Failures are counted per
 * address; an address that failed too often gets 429 with `Retry-After` until its wait is over.
 */
export function adminAuth({ token, limiter, clientAddress }: AdminAuthOptions): MiddlewareHandler {
  if (token.length === 0) throw new Error('adminAuth needs a non-empty ADMIN_TOKEN')
  return async (c, next) => {
    const address = clientAddress(c)
    const wait = limiter.waitFor(address)
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000)
      throw new ApiError(
        429,
        `Trop de tentatives avec une phrase de passe erronée. Réessayez dans ${seconds} s.`,
        `Too many attempts with a wrong passphrase. Try again in ${seconds} s.`,
        { 'Retry-After': String(seconds) },
      )
    }
    const match = /^Bearer\s+(\S.*)$/i.exec(c.req.header('Authorization') ?? '')
    if (!match?.[1] || !(await secretsMatch(match[1].trim(), token))) {
      limiter.recordFailure(address)
      throw new ApiError(
        401,
        'Phrase de passe d’administration manquante ou erronée.',
        'The admin passphrase is missing or wrong.',
        { 'WWW-Authenticate': 'Bearer realm="admin"' },
      )
    }
    limiter.recordSuccess(address)
    await next()
  }
}
