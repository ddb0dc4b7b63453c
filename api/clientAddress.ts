import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { Address4, Address6 } from 'ip-address'

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

/** The keys a client is counted under by the failed-passphrase limiter. */
export interface LimiterKeys {
  /** One IPv4 address, or one IPv6 /64 (what one subscriber usually holds). */
  address: string
  /** Its wider network (IPv4 /16, IPv6 /32), counted only when the address table is full. */
  network: string
}

/** IPv4 addresses mapped into IPv6 (`::ffff:a.b.c.d`, RFC 4291 §2.5.5.2). */
const IPV4_MAPPED = new Address6('::ffff:0:0/96')

/**
 * The limiter's keys of an address as a host reports it, in one canonical spelling: an IPv4
 * address alone, IPv4-mapped IPv6 as the IPv4 address it is, native IPv6 by its /64 (a host
 * hands each subscriber a /64, so counting per /128 would grant billions of fresh addresses),
 * whatever its compression, case or zone id. ip-address parses both families; anything else
 * (`unknown`, a malformed header) shares one key, so it cannot escape the count.
 */
export function limiterKeys(reported: string): LimiterKeys {
  const text = reported.trim()
  if (Address4.isValid(text)) return ipv4Keys(new Address4(text))
  let v6: Address6
  try {
    // The zone (`%eth0`) names a local interface, not another host.
    const zone = text.indexOf('%')
    v6 = new Address6(zone === -1 ? text : text.slice(0, zone))
  } catch {
    const key = text === 'unknown' ? 'unknown' : 'invalid'
    return { address: key, network: key }
  }
  if (v6.isInSubnet(IPV4_MAPPED)) return ipv4Keys(v6.to4())
  const groups = v6.canonicalForm().split(':')
  return {
    address: `${groups.slice(0, 4).join(':')}::/64`,
    network: `${groups.slice(0, 2).join(':')}::/32`,
  }
}

function ipv4Keys(v4: Address4): LimiterKeys {
  const [a, b] = v4.toArray()
  return { address: v4.correctForm(), network: `${String(a)}.${String(b)}.0.0/16` }
}
