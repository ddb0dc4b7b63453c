import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { cloudflareAddress, socketAddress, type ClientAddress } from './clientAddress'

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
