import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { serverConfig } from './serverConfig'

const root = mkdtempSync(path.join(tmpdir(), 'santra-config-'))
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

const ADMIN_TOKEN = 'une phrase de passe de configuration'
const machine = () => ['192.168.1.20', '[fe80::1]']
const config = (env: Record<string, string>) => serverConfig({ ADMIN_TOKEN, ...env }, root, machine)

/** The address the configured server counts a request from `socket` under. */
async function countedAs(
  env: Record<string, string>,
  socket: string,
  headers: Record<string, string>,
): Promise<string> {
  const { clientAddress } = config(env)
  const app = new Hono()
  app.get('/', (c) => c.text(clientAddress(c)))
  const response = await app.request(
    '/',
    { headers },
    { incoming: { socket: { remoteAddress: socket } } },
  )
  return response.text()
}

const headers = {
  'X-Forwarded-For': '203.0.113.77, 198.51.100.4',
  'CF-Connecting-IP': '203.0.113.66',
}

describe('the server’s configuration', () => {
  it('counts the socket’s address, whatever the headers, when no proxy is trusted', async () => {
    expect(await countedAs({}, '127.0.0.1', headers)).toBe('127.0.0.1')
  })

  it('trusts the header of TRUSTED_PROXIES alone, X-Forwarded-For unless told otherwise', async () => {
    const proxies = { TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8,,2400:cb00::/32 ' }
    expect(await countedAs(proxies, '10.1.2.3', headers)).toBe('198.51.100.4')
    expect(await countedAs(proxies, '192.0.2.8', headers)).toBe('192.0.2.8')
    const cloudflare = { ...proxies, TRUSTED_PROXY_HEADER: 'cf-connecting-ip' }
    expect(await countedAs(cloudflare, '2400:cb00::1', headers)).toBe('203.0.113.66')
  })

  it('refuses a proxy list or header it cannot read, naming the culprit', () => {
    expect(() => config({ TRUSTED_PROXIES: '127.0.0.1, mandataire.local' })).toThrow(
      'TRUSTED_PROXIES\u00a0: «\u202fmandataire.local\u202f» n’est ni une adresse IP ni un réseau',
    )
    expect(() => config({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow('10.0.0.0/33')
    expect(() =>
      config({ TRUSTED_PROXIES: '10.0.0.1', TRUSTED_PROXY_HEADER: 'X-Real-IP' }),
    ).toThrow('TRUSTED_PROXY_HEADER doit être X-Forwarded-For ou CF-Connecting-IP.')
    expect(() => config({ TRUSTED_PROXY_HEADER: 'X-Forwarded-For' })).toThrow(
      /n’a d’effet qu’avec TRUSTED_PROXIES/,
    )
  })

  it('answers the address it is bound to, every address of the machine on 0.0.0.0, and ALLOWED_HOSTS', () => {
    expect(config({}).allowedHosts).toEqual(['127.0.0.1'])
    expect(config({ HOST: '::1' }).allowedHosts).toEqual(['[::1]'])
    expect(config({ HOST: '0.0.0.0' }).allowedHosts).toEqual(machine())
    expect(
      config({ HOST: '192.168.1.20', ALLOWED_HOSTS: 'mon-portable.local, santra.test:8443' })
        .allowedHosts,
    ).toEqual(['mon-portable.local', 'santra.test', '192.168.1.20'])
    expect(() => config({ ALLOWED_HOSTS: 'http://mon-portable.local/' })).toThrow(
      'ALLOWED_HOSTS\u00a0: «\u202fhttp://mon-portable.local/\u202f» n’est pas un nom d’hôte',
    )
  })

  it('reads the site’s public address when the build is given one', () => {
    expect(config({ VITE_SITE_URL: 'https://apercu.example.ca' }).siteUrlOverride).toBe(
      'https://apercu.example.ca',
    )
    expect(config({}).siteUrlOverride).toBeUndefined()
  })
})
