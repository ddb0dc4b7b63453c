import type { MiddlewareHandler } from 'hono'
import { ApiError } from './ApiError'

/** The names of the machine itself, which every local server answers to. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/**
 * The host name in a `Host` header or an `ALLOWED_HOSTS` entry (`name`, `name:port`,
 * `[v6]:port`), spelled as a URL spells it (lower case, punycode, IPv4 and IPv6 in their usual
 * form, no final dot); `undefined` when it is not one.
 */
export function hostName(authority: string): string | undefined {
  // A user part (`evil@localhost`), a path or a space would make the URL read another host.
  if (!/^[^\s/?#@\\]+$/u.test(authority)) return undefined
  try {
    return new URL(`http://${authority}`).hostname.replace(/\.$/, '') || undefined
  } catch {
    return undefined
  }
}

/**
 * Lets a request through only when it names the server by one of the names it is reached by:
 * `localhost`, `127.0.0.1`, `[::1]` and `allowed`, whatever the port (a tunnel or a forwarded
 * port reaches it under another one). Any other name answers 421 before anything else runs, the
 * passphrase count included: a web page the consultant visits could otherwise point its own name
 * at 127.0.0.1 (DNS rebinding) and send her server requests it would take as hers, spending her
 * address's tries. An address typed in the browser (`http://192.168.1.20:3000/`) cannot be
 * rebound; a name can. Both the `Host` header and the request's address are checked.
 */
export function hostCheck(allowed: Iterable<string> = []): MiddlewareHandler {
  const names = new Set<string>()
  for (const entry of [...LOOPBACK_NAMES, ...allowed]) {
    const name = hostName(entry)
    if (name) names.add(name)
  }
  return async (c, next) => {
    for (const authority of [c.req.header('Host'), new URL(c.req.url).host]) {
      if (authority === undefined) continue
      const name = hostName(authority)
      if (name === undefined || !names.has(name)) {
        throw new ApiError(
          421,
          'Ce serveur ne répond qu’aux noms par lesquels on le joint\u00a0: localhost, 127.0.0.1, [::1], l’adresse du site et ceux de la variable ALLOWED_HOSTS.',
          'This server only answers the names it is reached by: localhost, 127.0.0.1, [::1], the site’s address and those of the ALLOWED_HOSTS variable.',
        )
      }
    }
    await next()
  }
}
