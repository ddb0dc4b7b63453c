import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inFontRanges, subsetText, unicodeRange } from './fontSubset'

/** The files that hold the site's copy: page data, translations, component and post copy. */
async function copyFiles(): Promise<string[]> {
  const found: string[] = []
  for (const root of ['site', 'content/blog']) {
    const entries = await readdir(root, { recursive: true, withFileTypes: true })
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.includes('.test.')) continue
      if (/\.(ts|tsx|po|md)$/.test(entry.name)) found.push(join(entry.parentPath, entry.name))
    }
  }
  return found
}

describe('font subset', () => {
  it('writes its ranges the way CSS reads them', () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0x202f, 0x202f],
      ]),
    ).toBe('U+0020-007E,U+202F')
  })

  it('keeps French letters and typography', () => {
    for (const character of 'àâçéèêëîïôùûüÿœæÀÂÇÉÈÊËÎÏÔÙÛÜŸŒÆ«»’“”–—…\u00a0\u202f€')
      expect(inFontRanges(character), character).toBe(true)
    expect(subsetText()).toContain('é')
  })

  it('covers every letter, punctuation mark and space of the copy and the starter posts', async () => {
    const missing = new Map<string, string>()
    for (const file of await copyFiles()) {
      const text = await readFile(file, 'utf8')
      for (const character of text.matchAll(/[\p{L}\p{P}\p{Zs}]/gu))
        if (!inFontRanges(character[0]) && !missing.has(character[0]))
          missing.set(character[0], file)
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })
})
