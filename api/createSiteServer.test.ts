import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

describe('unknown paths', () => {
  it('answer 404 with the page of their language', async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'santra-404-'))
    await writeFile(join(distDir, '404.html'), '<html lang="fr">introuvable</html>')
    await writeFile(join(distDir, '404-en.html'), '<html lang="en">not found</html>')
    const app = createSiteServer({ distDir, api: new Hono() })
    for (const [path, text] of [
      ['/cette-page-nexiste-pas', 'introuvable'],
      ['/blog/mieux-etre-en-equipe', 'introuvable'],
      ['/this-page-is-gone-en', 'not found'],
      ['/blog-en/missing-post', 'not found'],
      ['/en/anything', 'not found'],
    ] as const) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain(text)
    }
  })
})
