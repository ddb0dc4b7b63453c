import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bindNumbers, numberSpacingProblems } from './numberSpacing.ts'

const s = '\u00a0'

describe('bindNumbers', () => {
  it('binds a number to the word it counts, in French and in English', () => {
    expect(bindNumbers('Un document de 4 pages, en 5 à 10 jours ouvrables.')).toBe(
      `Un document de 4${s}pages, en 5${s}à 10${s}jours ouvrables.`,
    )
    expect(bindNumbers('With 3 recommendations (20 statements) over 45–60 min.')).toBe(
      `With 3${s}recommendations (20${s}statements) over 45–60${s}min.`,
    )
    expect(bindNumbers(`Environ 1,5 heure pour 1${s}000 personnes et 2.5 days`)).toBe(
      `Environ 1,5${s}heure pour 1${s}000${s}personnes et 2.5${s}days`,
    )
    expect(bindNumbers('le 23 novembre 2026 à Joliette')).toBe(
      `le 23${s}novembre 2026${s}à Joliette`,
    )
    expect(bindNumbers('{socialNetworks|3 réseaux}')).toBe(`{socialNetworks|3${s}réseaux}`)
  })

  it('leaves what is not a number and its word as typed', () => {
    for (const text of [
      'en 2026. Nous publions',
      '1. Le constat',
      'de 2024–2026, puis',
      'au 450 555-0123 poste 2',
      'code postal J0K 1A0',
      'voir https://santra.ca/page2 puis https://a.ca/?p=2 et a.ca/2 ou le 8:30 du matin',
      'ouvert 24/7 tous les jours',
      'la vitamine B12 suffit',
      'à {serviceArea} et {phone}',
      'déjà 3 {serviceArea}',
      'un score de 50 % et 3 «\u202fsignaux\u202f»',
    ]) {
      expect(bindNumbers(text)).toBe(text)
    }
  })

  // A number's group spaces and a run of spaces are read once from the number's first digit.
  it.each([
    ['a long grouped number without its word', `${`1${s}000`.repeat(16_000)} !`],
    ['a long number before a run of spaces', `${'8'.repeat(64_000)}${' '.repeat(64_000)}x`],
    ['numbers separated by single spaces', '8 '.repeat(64_000)],
  ])('binds %s in linear time', (_name, text) => {
    const started = performance.now()
    bindNumbers(text)
    numberSpacingProblems(text)
    expect(performance.now() - started).toBeLessThan(500)
  })
})

/** Page copy as typed: words, numbers of every shape, spaces, marks and technical tokens. */
const copyText = fc
  .array(
    fc.oneof(
      fc.constantFrom('mot', 'Été', 'pages', 'à', 'l’équipe', 'x', 'B', 'min', 'h'),
      fc.constantFrom('3', '20', '2026', '1,5', '2.5', `1${s}000`, '1\u202f000', '0'),
      fc.constantFrom(' ', ' ', ' ', s, '\u202f', '\t', '\n'),
      fc.constantFrom('.', ',', ':', ';', '!', '?', '(', ')', '«', '»', '–', '-', '/', '%', '’'),
      fc.constantFrom(
        '{serviceArea}',
        '{socialNetworks|3 réseaux}',
        'https://santra.ca/page2',
        'https://a.ca/?p=2',
        'equipe2@santra.ca',
        '450 555-0123',
        'J0K 1A0',
        '8:30',
        '24/7',
        '2024–2026',
        '1. Le',
      ),
    ),
    { maxLength: 30 },
  )
  .map((pieces) => pieces.join(''))

/** The tokens above that hold an ordinary space of their own, which must survive as typed. */
const spacedTokens = ['450 555-0123', 'J0K 1A0', '1. Le']

describe('bindNumbers over generated copy', () => {
  it('only ever makes an ordinary space between a number and a letter a no-break space', () => {
    fc.assert(
      fc.property(copyText, (text) => {
        const bound = bindNumbers(text)
        expect(bound).toHaveLength(text.length)
        let changed = 0
        for (let index = 0; index < text.length; index += 1) {
          if (bound[index] === text[index]) continue
          changed += 1
          expect([text[index], bound[index]]).toEqual([' ', s])
          expect(text[index - 1]).toMatch(/\d/)
          expect(text[index + 1]).toMatch(/\p{L}/u)
        }
        for (const token of spacedTokens) {
          if (text.includes(token)) expect(bound).toContain(token)
        }
        // The check reports exactly the spaces the rule changes, and none once they are bound.
        expect(numberSpacingProblems(text)).toHaveLength(changed)
        expect(numberSpacingProblems(bound)).toEqual([])
        expect(bindNumbers(bound)).toBe(bound)
      }),
      { numRuns: 1000 },
    )
  })
})
