import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { Address4, Address6 } from 'ip-address'

/**
 * Who is calling, as the key of the failed-passphrase count. Each host says it in the one way it
 * can be trusted, and nothing else is read: a header such as `X-Forwarded-For` or
 * `CF-Connecting-IP` sent straight to the Node server is written by the client itself, and would
 * let a guesser escape the count by changing it on every try. Behind a proxy, the Node server
 * reads the proxy's header only from the proxy's own addresses ({@link behindProxy}).
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

/** IPv4 addresses mapped into IPv6 (`::ffff:a.b.c.d`, RFC 4291 §2.5.5.2). */
const IPV4_MAPPED = new Address6('::ffff:0:0/96')

/** The headers a proxy in front of the Node server may name the client in. */
export const PROXY_HEADERS = ['X-Forwarded-For', 'CF-Connecting-IP'] as const

/** The proxy in front of the Node server: its addresses, and the header it names the client in. */
export interface TrustedProxies {
  /** Addresses and networks (`192.0.2.7`, `10.0.0.0/8`, `2400:cb00::/32`), as {@link network} reads them. */
  networks: readonly (Address4 | Address6)[]
  header: (typeof PROXY_HEADERS)[number]
}

/**
 * An address or a network (CIDR) as written in `TRUSTED_PROXIES`, or `undefined` when it is
 * neither. An IPv4-mapped IPv6 network is read as the IPv4 one it is.
 */
export function network(text: string): Address4 | Address6 | undefined {
  const trimmed = text.trim()
  if (Address4.isValid(trimmed)) return new Address4(trimmed)
  if (!Address6.isValid(trimmed)) return undefined
  const v6 = new Address6(trimmed)
  if (v6.subnetMask < 96 || !v6.isInSubnet(IPV4_MAPPED)) return v6
  return new Address4(`${v6.to4().correctForm()}/${String(v6.subnetMask - 96)}`)
}

/**
 * One address as a socket or a proxy reports it, IPv4-mapped IPv6 read as IPv4 (by
 * {@link network}); a port
 * (`192.0.2.7:443`, `[2001:db8::1]:443`, as some proxies write) and a zone are dropped.
 */
function hostAddress(reported: string): Address4 | Address6 | undefined {
  const text = reported.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)?.[1]
  const withoutPort = bracketed ?? /^(\d+\.\d+\.\d+\.\d+)(?::\d+)?$/.exec(text)?.[1] ?? text
  const zone = withoutPort.indexOf('%')
  const bare = zone === -1 ? withoutPort : withoutPort.slice(0, zone)
  // A network is not one host's address.
  return bare.includes('/') ? undefined : network(bare)
}

function isTrusted(reported: string, trusted: TrustedProxies): boolean {
  const address = hostAddress(reported)
  return trusted.networks.some((range) =>
    range instanceof Address4
      ? address instanceof Address4 && address.isHostInSubnet(range)
      : address instanceof Address6 && address.isHostInSubnet(range),
  )
}

/**
 * On the Node server behind a proxy: the socket's address, unless the socket is one of the
 * proxy's addresses; then the client the proxy names. `CF-Connecting-IP` holds that one address.
 * `X-Forwarded-For` lists every hop, each appended by the one that received it, so only its end
 * is the proxies' own writing: the hops are read from the right, past every trusted proxy, and the
 * first untrusted one is the client (what the client wrote itself sits further left, unread).
 */
export function behindProxy(trusted: TrustedProxies): ClientAddress {
  return (c) => {
    const socket = socketAddress(c)
    if (!isTrusted(socket, trusted)) return socket
    const value = c.req.header(trusted.header)
    if (trusted.header === 'CF-Connecting-IP') return value?.trim() || socket
    const hops = (value ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '')
    let client = socket
    while (isTrusted(client, trusted) && hops.length > 0) client = hops.pop() ?? client
    return hostAddress(client)?.correctForm() ?? client
  }
}

/** The keys a client is counted under by the failed-passphrase limiter. */
export interface LimiterKeys {
  /** One IPv4 address, or one IPv6 /64 (what one subscriber usually holds). */
  address: string
  /**
   * Its network (IPv4 /24, IPv6 /48: what one site is usually given), counted too, under a wider
   * budget, so that many addresses of one network cannot multiply their tries.
   */
  network: string
}

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
    network: `${groups.slice(0, 3).join(':')}::/48`,
  }
}

function ipv4Keys(v4: Address4): LimiterKeys {
  const [a, b, c] = v4.toArray()
  return { address: v4.correctForm(), network: `${String(a)}.${String(b)}.${String(c)}.0/24` }
}
