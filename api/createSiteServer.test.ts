import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { candidateFiles, createSiteServer } from './createSiteServer'

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
