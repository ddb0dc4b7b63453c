import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DETECTION_MIN_LETTERS, detectLanguage } from './detectLanguage.ts'

/** The sentences of the site's own posts, in each language (front matter and markup left out). */
const blog = path.resolve(import.meta.dirname, '../../content/blog')
const sentencesOf = (language: 'fr' | 'en') =>
  readdirSync(blog).flatMap((folder) =>
    readFileSync(path.join(blog, folder, `${language}.md`), 'utf8')
      .replace(/^---[\s\S]*?---/, '')
      .replace(/[#*_>|[\]()]/g, ' ')
      .split(/(?<=[.!?])\s+|\n+/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length > 0),
  )
const sentences = { fr: sentencesOf('fr'), en: sentencesOf('en') }
const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0

describe('detectLanguage', () => {
  it('tells French from English in paragraphs long enough to tell', () => {
    expect(sentences.fr.length).toBeGreaterThan(50)
    expect(sentences.en.length).toBeGreaterThan(50)
    const paragraph = fc
      .constantFrom('fr' as const, 'en' as const)
      .chain((language) =>
        fc.tuple(
          fc.constant(language),
          fc.array(fc.constantFrom(...sentences[language]), { minLength: 1, maxLength: 6 }),
        ),
      )
    fc.assert(
      fc.property(paragraph, ([language, chosen]) => {
        const text = chosen.join(' ')
        fc.pre(letters(text) >= DETECTION_MIN_LETTERS + 20)
        expect(detectLanguage(text)).toBe(language)
      }),
      { numRuns: 300 },
    )
  })

  it('keeps a short text, or one as much English as French, in French', () => {
    const short = fc
      .constantFrom(...sentences.en, ...sentences.fr)
      .filter((sentence) => letters(sentence) < DETECTION_MIN_LETTERS)
    fc.assert(
      fc.property(short, (text) => {
        expect(detectLanguage(text)).toBe('fr')
      }),
    )
    // Names, numbers and addresses are no language.
    expect(
      detectLanguage('SANTRA — 2026 — 450 555-0199 — info@santra.ca — Repentigny, QC '.repeat(5)),
    ).toBe('fr')
  })
})
