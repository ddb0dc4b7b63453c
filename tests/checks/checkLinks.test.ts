import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkLinks } from './checkLinks'

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'links-'))
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true })
    await writeFile(join(dir, path), content)
  }
  return dir
}

describe('checkLinks', () => {
  it('accepts pages, aliases by case, assets and existing anchors', async () => {
    const dir = await site({
      'index.html':
        '<a href="/vision#pillars">v</a><a href="/VISION/">v</a><img src="/assets/a.svg"><a href="https://example.com/x">x</a><a href="#top">t</a><div id="top"></div>',
      'vision.html': '<h2 id="pillars">P</h2>',
      'assets/a.svg': '<svg/>',
    })
    const result = await checkLinks(dir)
    expect(result.broken).toEqual([])
    expect(result.links).toBe(4)
  })

  it('reports a missing page, a missing asset and a missing anchor', async () => {
    const dir = await site({
      'index.html':
        '<a href="/nowhere">n</a><script src="/assets/gone.js"></script><a href="/vision#nope">v</a>',
      'vision.html': '<h2 id="pillars">P</h2>',
    })
    const { broken } = await checkLinks(dir)
    expect(broken.map((link) => [link.reference, link.reason])).toEqual([
      ['/nowhere', 'no such file'],
      ['/assets/gone.js', 'no such file'],
      ['/vision#nope', 'no element #nope'],
    ])
  })
})
