import fc from 'fast-check'
import { Hono } from 'hono'
import { Address4, Address6 } from 'ip-address'
import { describe, expect, it } from 'vitest'
import {
  behindProxy,
  cloudflareAddress,
  network,
  socketAddress,
  type ClientAddress,
  type TrustedProxies,
} from './clientAddress'

async function addressSeenBy(
  read: ClientAddress,
  env: unknown,
  headers: Record<string, string>,
): Promise<string> {
  const app = new Hono()
  app.get('/', (c) => c.text(read(c)))
  const response = await app.request('/', { headers }, env)
  return response.text()
}

const forged = { 'CF-Connecting-IP': '203.0.113.66', 'X-Forwarded-For': '203.0.113.77' }

describe('client address', () => {
  it('on Node is the socket’s, whatever headers the client forges', async () => {
    const env = { incoming: { socket: { remoteAddress: '192.0.2.5' } } }
    expect(await addressSeenBy(socketAddress, env, forged)).toBe('192.0.2.5')
    expect(await addressSeenBy(socketAddress, {}, forged)).toBe('unknown')
  })

  it('on Cloudflare is the one Cloudflare sets', async () => {
    expect(await addressSeenBy(cloudflareAddress, {}, forged)).toBe('203.0.113.66')
  })
})

/** A request from `socket`, through the address reader of a Node server. */
function fromSocket(read: ClientAddress, socket: string, headers: Record<string, string>) {
  return addressSeenBy(read, { incoming: { socket: { remoteAddress: socket } } }, headers)
}

function trusting(entries: string[], header: TrustedProxies['header'] = 'X-Forwarded-For') {
  return behindProxy({
    networks: entries.map((entry) => network(entry) ?? new Address4('0.0.0.0/32')),
    header,
  })
}

describe('behind a proxy', () => {
  it('reads the header only from the proxy’s addresses, the socket’s otherwise', async () => {
    const read = trusting(['127.0.0.1', '::1'])
    expect(await fromSocket(read, '192.0.2.5', forged)).toBe('192.0.2.5')
    expect(await fromSocket(read, '127.0.0.1', forged)).toBe('203.0.113.77')
    // A dual-stack socket reports IPv4 mapped into IPv6.
    expect(await fromSocket(read, '::ffff:127.0.0.1', forged)).toBe('203.0.113.77')
    expect(await fromSocket(read, '::1', forged)).toBe('203.0.113.77')
    expect(await fromSocket(read, '127.0.0.1', {})).toBe('127.0.0.1')
  })

  it('takes the right-most hop of X-Forwarded-For that no trusted proxy wrote', async () => {
    const read = trusting(['10.0.0.0/8', '2001:db8:ffff::/48'])
    const header = (value: string) => ({ 'X-Forwarded-For': value })
    expect(await fromSocket(read, '10.0.0.2', header('1.1.1.1, 198.51.100.4, 10.0.0.5'))).toBe(
      '198.51.100.4',
    )
    expect(await fromSocket(read, '10.0.0.2', header('198.51.100.4:5123'))).toBe('198.51.100.4')
    expect(await fromSocket(read, '10.0.0.2', header('[2001:db8:1::7]:443'))).toBe('2001:db8:1::7')
    expect(await fromSocket(read, '2001:db8:ffff::9', header('2001:db8:1::7'))).toBe(
      '2001:db8:1::7',
    )
    // Only proxies all the way: the first of them is as far as anyone can tell.
    expect(await fromSocket(read, '10.0.0.2', header('10.0.0.3, 10.0.0.4'))).toBe('10.0.0.3')
    expect(await fromSocket(read, '10.0.0.2', header(' , '))).toBe('10.0.0.2')
  })

  it('reads CF-Connecting-IP from Cloudflare’s addresses alone', async () => {
    const read = trusting(['173.245.48.0/20', '2400:cb00::/32'], 'CF-Connecting-IP')
    expect(await fromSocket(read, '173.245.48.9', forged)).toBe('203.0.113.66')
    expect(await fromSocket(read, '2400:cb00:2049::1', forged)).toBe('203.0.113.66')
    expect(await fromSocket(read, '173.245.64.1', forged)).toBe('173.245.64.1')
  })

  it('gives the client’s address whatever the client wrote before it, through any chain of proxies', async () => {
    const proxies = ['10.0.0.0/8', '2001:db8:ffff::/48']
    const read = trusting(proxies)
    const client = fc
      .tuple(fc.integer({ min: 11, max: 223 }), fc.nat(255), fc.nat(255), fc.nat(255))
      .map((parts) => parts.join('.'))
    const proxy = fc.oneof(
      fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => `10.${parts.join('.')}`),
      fc.nat(0xffff).map((last) => `2001:db8:ffff::${last.toString(16)}`),
    )
    const forgedHop = fc.oneof(client, proxy, fc.string({ maxLength: 20 }))
    await fc.assert(
      fc.asyncProperty(
        client,
        fc.array(forgedHop, { maxLength: 5 }),
        fc.array(proxy, { minLength: 1, maxLength: 4 }),
        async (real, written, chain) => {
          // The client writes anything; each proxy appends the address it received from.
          const [socket = '10.0.0.1', ...inner] = [...chain].reverse()
          const hops = [...written, real, ...inner.reverse()]
          const seen = await fromSocket(read, socket, { 'X-Forwarded-For': hops.join(', ') })
          expect(seen).toBe(real)
          expect(await fromSocket(read, real, { 'X-Forwarded-For': hops.join(', ') })).toBe(real)
        },
      ),
    )
  })

  it('reads the addresses and networks TRUSTED_PROXIES lists, and nothing else', () => {
    expect(network('10.0.0.0/8')).toBeInstanceOf(Address4)
    expect(network(' 2400:cb00::/32 ')).toBeInstanceOf(Address6)
    expect(network('::ffff:10.0.0.0/104')?.address).toBe('10.0.0.0/8')
    for (const wrong of ['10.0.0.0/33', 'proxy.example', '', '1.2.3', '::1/129']) {
      expect(network(wrong), wrong).toBeUndefined()
    }
  })
})
