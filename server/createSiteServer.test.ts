import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import fc from 'fast-check'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passphraseAuth } from './adminAuth'
import { limiterKeys, socketAddress } from './clientAddress'
import { candidateFiles, createSiteServer } from './createSiteServer'
import { FailedAuthLimiter } from './FailedAuthLimiter'
import { hostName } from './hostCheck'

describe('the files a request path may answer', () => {
  it('match pages whatever their case and trailing slash', () => {
    expect(candidateFiles('/')).toEqual(['/index.html'])
    expect(candidateFiles('/Services/')).toEqual([
      '/Services.html',
      '/Services/index.html',
      '/services.html',
      '/services/index.html',
    ])
  })

  it('try a file by its exact name first', () => {
    expect(candidateFiles('/assets/app-AbC.js')[0]).toBe('/assets/app-AbC.js')
  })

  it('never reach a hidden file or folder, such as the build records', () => {
    expect(candidateFiles('/.vite/manifest.json')).toEqual([])
    expect(candidateFiles('/.assetsignore')).toEqual([])
    expect(candidateFiles('/assets/%2e%2e/.vite/page-scripts.json')).toEqual([])
  })

  it('give nothing for a path that is not valid percent-encoding', () => {
    expect(candidateFiles('/%E0%A4%A')).toEqual([])
  })
})

describe('the local site server', () => {
  it('serves post images with their real type and nosniff', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'santra-dist-'))
    try {
      await mkdir(path.join(dist, 'blog/2026-01-05-x'), { recursive: true })
      await writeFile(path.join(dist, '404.html'), '<!DOCTYPE html><title>404</title>')
      await writeFile(path.join(dist, 'blog/2026-01-05-x/img-0123456789abcdef.avif'), 'avif')
      await writeFile(path.join(dist, 'blog/2026-01-05-x/photo.JPG'), 'jpeg')
      const app = createSiteServer({ distDir: dist, api: new Hono() })
      for (const [file, type] of [
        ['img-0123456789abcdef.avif', 'image/avif'],
        ['photo.JPG', 'image/jpeg'],
      ]) {
        const response = await app.request(`/blog/2026-01-05-x/${file}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('Content-Type')).toBe(type)
        expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      }
    } finally {
      await rm(dist, { recursive: true, force: true })
    }
  })

  it('serves the version file uncached, so the admin sees a rebuild at once', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'santra-dist-'))
    try {
      await writeFile(path.join(dist, '404.html'), '<!DOCTYPE html><title>404</title>')
      await writeFile(path.join(dist, 'version.json'), '{"commit":null,"builtAt":"2026-11-27"}')
      const app = createSiteServer({ distDir: dist, api: new Hono() })
      const response = await app.request('/version.json')
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
    } finally {
      await rm(dist, { recursive: true, force: true })
    }
  })
})

describe('unknown paths', () => {
  it('answer 404 with the page of their language', async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'santra-404-'))
    try {
      await writeFile(path.join(distDir, '404.html'), '<html lang="fr">introuvable</html>')
      await writeFile(path.join(distDir, '404-en.html'), '<html lang="en">not found</html>')
      const app = createSiteServer({ distDir, api: new Hono() })
      for (const [requested, text] of [
        ['/cette-page-nexiste-pas', 'introuvable'],
        ['/blog/mieux-etre-en-equipe', 'introuvable'],
        ['/this-page-is-gone-en', 'not found'],
        ['/blog-en/missing-post', 'not found'],
        ['/en/anything', 'not found'],
      ] as const) {
        const response = await app.request(requested)
        expect(response.status, requested).toBe(404)
        expect(await response.text(), requested).toContain(text)
      }
    } finally {
      await rm(distDir, { recursive: true, force: true })
    }
  })
})

describe('the files a request path may answer, generated', () => {
  it('never name a private file, a parent folder or a path without its leading slash', () => {
    const part = fc.oneof(
      fc.constantFrom(
        '/',
        '//',
        '.',
        '..',
        '%2e',
        '%2E%2e',
        '%2f',
        '%',
        '.vite',
        'manifest.json',
        'Services',
        'é',
        '%C3%A9',
      ),
      fc.string({ maxLength: 8 }),
    )
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        for (const candidate of candidateFiles(`/${parts.join('')}`)) {
          expect(candidate.startsWith('/')).toBe(true)
          expect(candidate.split('/').some((segment) => segment.startsWith('.'))).toBe(false)
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('the names the server answers to', () => {
  const PASSPHRASE = 'la phrase de passe du serveur local'
  let distDir: string
  let limiter: FailedAuthLimiter
  let app: Hono

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'santra-hosts-'))
    await writeFile(path.join(distDir, 'index.html'), '<!DOCTYPE html><title>Accueil</title>')
    await writeFile(path.join(distDir, '404.html'), '<!DOCTYPE html><title>404</title>')
  })
  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true })
  })

  /** The local server with the passphrase exchange the admin page signs in with. */
  function site(allowedHosts?: string[]): Hono {
    limiter = new FailedAuthLimiter()
    const api = new Hono()
    api.post(
      '/session',
      passphraseAuth({ token: PASSPHRASE, limiter, clientAddress: socketAddress }),
      (c) => c.json({ signedIn: true }),
    )
    app = createSiteServer({ distDir, api, allowedHosts })
    return app
  }

  /** One request over a real socket, with the `Host` a browser would send. */
  async function overSocket(
    host: string,
    requestPath: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ): Promise<{ status: number; body: string }> {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      return await new Promise((resolve, reject) => {
        const outgoing = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: requestPath,
            method,
            headers: { ...headers, Host: host },
          },
          (incoming) => {
            let body = ''
            incoming.setEncoding('utf8')
            incoming.on('data', (chunk: string) => {
              body += chunk
            })
            incoming.on('end', () => {
              resolve({ status: incoming.statusCode ?? 0, body })
            })
          },
        )
        outgoing.on('error', reject)
        outgoing.end()
      })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }

  it('refuses a rebound name with 421 before the passphrase is counted', async () => {
    site()
    const signIn = (host: string, passphrase: string) =>
      overSocket(host, '/api/session', { Authorization: `Bearer ${passphrase}` }, 'POST')
    for (let n = 0; n < 10; n++) {
      const answer = await signIn('rebind.attaquant.example:3000', `essai ${String(n)}`)
      expect(answer.status).toBe(421)
      expect((JSON.parse(answer.body) as { error: string }).error).toContain('ALLOWED_HOSTS')
    }
    expect(limiter.waitFor(limiterKeys('127.0.0.1'))).toBe(0)
    // Her own five tries are all still hers.
    for (let n = 0; n < 5; n++) expect((await signIn('localhost:3000', 'faux')).status).toBe(401)
    expect((await signIn('localhost:3000', PASSPHRASE)).status).toBe(429)
  })

  it('answers its loopback names, the allowed ones and the site’s, on any port', async () => {
    site(['mon-portable.local', '192.168.1.20', '[fe80::1]', 'www.santra.ca'])
    for (const host of [
      'localhost:3000',
      'LOCALHOST',
      'localhost.:8080',
      '127.0.0.1:3000',
      '[::1]:3000',
      'mon-portable.local:3000',
      '192.168.1.20:3000',
      '[fe80::1]:3000',
      'www.santra.ca',
    ]) {
      expect((await overSocket(host, '/')).status, host).toBe(200)
    }
    for (const host of ['santra.ca', 'www.santra.ca.attaquant.example', '192.168.1.21:3000']) {
      expect((await overSocket(host, '/')).status, host).toBe(421)
    }
  })

  it('answers 421 in the caller’s language, with the security headers', async () => {
    site()
    const english = await app.request('http://rebind.example/', {
      headers: { 'Accept-Language': 'en' },
    })
    expect(english.status).toBe(421)
    expect(((await english.json()) as { error: string }).error).toMatch(/^This server only/)
    expect(english.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
    const french = await app.request('http://rebind.example/')
    expect(((await french.json()) as { error: string }).error).toMatch(/^Ce serveur ne répond/)
  })

  it('refuses every other name and any Host that hides one', async () => {
    site(['mon-portable.local'])
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)
    const name = fc
      .array(label, { minLength: 1, maxLength: 4 })
      .map((labels) => labels.join('.'))
      // A number alone is an IPv4 address (`2130706433` is 127.0.0.1).
      .filter(
        (text) => !['localhost', 'mon-portable.local', '127.0.0.1'].includes(hostName(text) ?? ''),
      )
    const disguise = fc.constantFrom(
      (host: string) => host,
      (host: string) => `${host}:3000`,
      (host: string) => `localhost@${host}`,
      (host: string) => `${host}/localhost`,
      (host: string) => `${host}.localhost.example`,
      (host: string) => `${host} localhost`,
    )
    await fc.assert(
      fc.asyncProperty(name, disguise, async (host, disguised) => {
        const response = await app.request('/', { headers: { Host: disguised(host) } })
        expect(response.status).toBe(421)
      }),
      { numRuns: 200 },
    )
  })
})
