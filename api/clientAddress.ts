import type { Context } from 'hono'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/**
 * The caller's address: the socket's on the local Node server, else the one Cloudflare sets at
 * the edge (where there is no socket and Cloudflare overwrites any value a client sends).
 * `X-Forwarded-For` is ignored on purpose: any client can write it, and it would let a guesser
 * escape the failure count by changing it on every try.
 */
export function clientAddress(c: Context): string {
  const bindings = c.env as NodeBindings | undefined
  return bindings?.incoming?.socket?.remoteAddress ?? c.req.header('CF-Connecting-IP') ?? 'unknown'
}
