import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * Who is calling, as the key of the failed-passphrase count. Each host says it in the one way it
 * can be trusted, and nothing else is read: a header such as `X-Forwarded-For` or
 * `CF-Connecting-IP` sent straight to the Node server is written by the client itself, and would
 * let a guesser escape the count by changing it on every try.
 */
export type ClientAddress = (c: Context) => string

/** On the Node server (local, or any host without Cloudflare in front): the socket's address. */
export const socketAddress: ClientAddress = (c) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // No socket at all (a request made in-process, without a server): one shared key.
    return 'unknown'
  }
}

/**
 * On the Cloudflare worker: `CF-Connecting-IP`, which Cloudflare sets at its edge and overwrites
 * when a client sends its own. There is no socket to read there.
 */
export const cloudflareAddress: ClientAddress = (c) => c.req.header('CF-Connecting-IP') ?? 'unknown'
