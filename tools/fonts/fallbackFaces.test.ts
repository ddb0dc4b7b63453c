import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fallbackFaces, fallbacks } from './fallbackFaces'

const fontDir = 'site/styles/fonts'

/** The font weights the site's styles ask for. */
async function styledWeights(): Promise<number[]> {
  const weights = new Set<number>()
  const entries = await readdir('site', { recursive: true, withFileTypes: true })
  for (const entry of entries.filter((file) => file.name.endsWith('.css.ts'))) {
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8')
    for (const [, weight] of text.matchAll(/fontWeight:\s*(\d+)/g)) weights.add(Number(weight))
  }
  return [...weights].sort((a, b) => a - b)
}

describe('fallback faces', () => {
  it('are in fonts.css as fontaine computes them from the font files', async () => {
    const stylesheet = await readFile(join(fontDir, 'fonts.css'), 'utf8')
    expect(stylesheet, 'run npm run fonts').toContain(await fallbackFaces(fontDir))
  }, 20_000)

  it('size Inter at every weight the styles ask for', async () => {
    const inter = fallbacks.find((fallback) => fallback.family === 'Inter Variable')
    const weights = await styledWeights()
    expect(weights.length).toBeGreaterThan(3)
    expect(inter?.weights).toEqual(expect.arrayContaining(weights))
  })
})
