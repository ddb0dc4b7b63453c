import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { API_WORDS, MAX_SLUG_LENGTH, slugify, uniqueSlug } from './slugify.ts'

/** What a slug looks like, as the post schema checks it. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

describe('slugify', () => {
  it('folds accents, ligatures and punctuation into lowercase words joined by hyphens', () => {
    expect(slugify('L’été, ça s’organise\u202f!')).toBe('l-ete-ca-s-organise')
    expect(slugify('Cœur & Âme : «\u202fSANTRA\u202f» 2026')).toBe('coeur-et-ame-santra-2026')
  })

  it('never returns an empty slug and cuts a long title after its last whole word', () => {
    expect(slugify('«\u202f!\u202f»')).toBe('article')
    expect(
      slugify(
        'La fatigue organisationnelle : reconnaître les signaux précoces avant l’épuisement des équipes',
      ),
    ).toBe('la-fatigue-organisationnelle-reconnaitre-les-signaux')
    // A word that cannot be cut at a hyphen is cut inside, not reduced to the word before it.
    expect(slugify(`a ${'b'.repeat(80)}`)).toBe(`a-${'b'.repeat(58)}`)
  })

  it('caps any title at 60 characters, at a word when one ends past the 20th', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,25}$/)
    const separator = fc.constantFrom(' ', ', ', ' : ', '’', ' – ', '\u202f!\u202f')
    fc.assert(
      fc.property(fc.array(fc.tuple(word, separator), { minLength: 1, maxLength: 20 }), (parts) => {
        const title = parts.map(([text, after]) => text + after).join('')
        const uncapped = parts.map(([text]) => text).join('-')
        const slug = slugify(title)
        expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
        expect(slug).toMatch(SLUG)
        expect(uncapped.startsWith(slug)).toBe(true)
        const atWord = slug === uncapped || uncapped[slug.length] === '-'
        const hyphenPast20 = uncapped.lastIndexOf('-', MAX_SLUG_LENGTH) >= 20
        // Cut inside a word only when no word ends between the 20th and the 60th character.
        expect(atWord || (!hyphenPast20 && slug.length === MAX_SLUG_LENGTH)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('gives a valid slug for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (title) => {
        const slug = slugify(title)
        expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
        expect(slug).toMatch(SLUG)
      }),
      { numRuns: 300 },
    )
  })
})

describe('uniqueSlug', () => {
  it('adds -2, -3 until the slug is free', () => {
    const taken = new Set(['sante', 'sante-2'])
    expect(uniqueSlug('sante', (slug) => taken.has(slug))).toBe('sante-3')
    expect(uniqueSlug('travail', (slug) => taken.has(slug))).toBe('travail')
  })

  it('never gives a slug that is taken or one of the API’s own words', () => {
    const word = fc.oneof(fc.constantFrom(...API_WORDS), fc.stringMatching(/^[a-z]{1,6}$/))
    fc.assert(
      fc.property(word, fc.uniqueArray(fc.oneof(word, fc.nat(4).map(String))), (slug, taken) => {
        const isTaken = (candidate: string) =>
          taken.some((name) => candidate === name || candidate === `${slug}-${name}`)
        const unique = uniqueSlug(slug, isTaken)
        expect(isTaken(unique) || API_WORDS.has(unique)).toBe(false)
        expect(unique === slug || unique.startsWith(`${slug}-`)).toBe(true)
      }),
    )
    expect(uniqueSlug('trash', () => false)).toBe('trash-2')
  })
})
