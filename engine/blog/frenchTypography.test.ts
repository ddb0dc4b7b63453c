import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FRENCH_SPACING_RULES,
  frenchSpacingProblems,
  frenchTypography,
} from './frenchTypography.ts'

const n = '\u202f'
const s = '\u00a0'

describe('frenchTypography', () => {
  it('puts a narrow no-break space before ; ! ? and a no-break space before :, whatever the author typed', () => {
    expect(frenchTypography('Pourquoi ? Parce que ! Voici : la liste ; fin')).toBe(
      `Pourquoi${n}? Parce que${n}! Voici${s}: la liste${n}; fin`,
    )
    expect(frenchTypography(`Vraiment?! Oui${n}: bien!`)).toBe(`Vraiment${n}?! Oui${s}: bien${n}!`)
  })

  it('puts narrow no-break spaces inside guillemets', () => {
    expect(frenchTypography('Elle a dit «bonjour» puis « au revoir »')).toBe(
      `Elle a dit «${n}bonjour${n}» puis «${n}au revoir${n}»`,
    )
  })

  it('puts no-break spaces around the « h » of a time or a duration, where the author typed a space', () => {
    expect(
      frenchTypography('De 8 h à 14 h 30, soit 6,5 h ; le 8h30 et les 8 heures restent.'),
    ).toBe(`De 8${s}h à 14${s}h${s}30, soit 6,5${s}h${n}; le 8h30 et les 8 heures restent.`)
    expect(frenchTypography(`à 8${n}h\t05`)).toBe(`à 8${s}h${s}05`)
  })

  it('leaves times, ratios and web addresses alone', () => {
    expect(frenchTypography('Rendez-vous à 8:30, ratio 1:2, voir https://example.com/a?b=1')).toBe(
      'Rendez-vous à 8:30, ratio 1:2, voir https://example.com/a?b=1',
    )
  })

  it('uses the preceding run to space a run that starts with a mark', () => {
    expect(frenchTypography('! Et puis', 'é')).toBe(`${n}! Et puis`)
    expect(frenchTypography('» suite', 'x')).toBe(`${n}» suite`)
    expect(frenchTypography('?', '')).toBe('?')
  })

  it('keeps apostrophes, accents and existing spacing unchanged', () => {
    const text = `L’équipe s’adapte${s}: c’est «${n}déjà${n}» là${n}!`
    expect(frenchTypography(text)).toBe(text)
  })
})

describe('frenchTypography leaves technical text alone', () => {
  it.each([
    'le serveur host:8080 répond',
    'voir https://example.com/a?b=1&c=2!',
    'écrire à mailto:equipe@santra.ca',
    'courriel : equipe@santra.ca',
    'à 8:30 et à 17:45',
    'le fichier C:\\Users\\rapport.docx',
    'la classe std::vector et Foo::bar',
    'l’adresse fe80::1 ou 2001:db8:0:0:0:0:2:1',
    'le dossier ftp://serveur/a;b',
    'si a!=b alors',
  ])('%s', (text) => {
    const typeset = frenchTypography(text)
    const technical = text.split(' ').filter((word) => /[:;!?]./.test(word))
    for (const word of technical) expect(typeset).toContain(word)
  })

  it('still spaces the prose around them', () => {
    expect(frenchTypography('Adresse: host:8080; port: 443!')).toBe(
      `Adresse${s}: host:8080${n}; port${s}: 443${n}!`,
    )
    expect(frenchTypography('Voir www.santra.ca. Et alors?')).toBe(
      `Voir www.santra.ca. Et alors${n}?`,
    )
    expect(frenchTypography('(vraiment!) «oui»')).toBe(`(vraiment${n}!) «${n}oui${n}»`)
  })

  // The address and space patterns were quadratic: 32,000 characters took 3.6 s
  // (npm run bench:regex); linear, 64,000 take about a millisecond.
  it.each([
    ['a long word before a mark and an address sign', `${'a'.repeat(64_000)} ! &`],
    ['a run of spaces not before a mark', `! ${' '.repeat(64_000)}x`],
    [
      'a long number before a run of spaces and no « h »',
      `${'8'.repeat(64_000)}${' '.repeat(64_000)}x`,
    ],
  ])('spaces %s in linear time', (_name, text) => {
    const started = performance.now()
    frenchTypography(text)
    expect(performance.now() - started).toBeLessThan(500)
  })
})

/** French as typed: words, numbers, every kind of space, the marks, and technical tokens. */
const frenchText = fc
  .array(
    fc.oneof(
      fc.constantFrom('mot', 'Été', 'l’équipe', 'Quoi', '8', '2026', 'x', 'À', 'h', '00', '8 h'),
      fc.constantFrom(' ', ' ', '  ', '\u00a0', '\u202f', '\t'),
      fc.constantFrom(':', ';', '!', '?', '?!', '«', '»', '::'),
      fc.constantFrom('(', ')', '[', ']', '’', '"', '”', '…', '%', '.', ',', '/', '-', '='),
      fc.constantFrom(
        'https://a.ca/b?c=1;d',
        'www.santra.ca',
        'equipe@santra.ca',
        'mailto:x@y.ca',
        'tel:+15145550000',
        'data:image/png;base64,AA',
        '8:30',
        'host:8080',
        'C:\\dossier',
        'fe80::1',
        '&amp;',
      ),
    ),
    { maxLength: 24 },
  )
  .map((pieces) => pieces.join(''))

/** The text with both no-break spaces made one: the checks accept either where a rule wants one. */
const oneNoBreakSpace = (text: string) => text.replace(/\u202f/g, '\u00a0')

describe('one rule set for the importer and the checks', () => {
  it('gives the importer the space each rule names', () => {
    expect(frenchTypography('Note : « oui » ; non !')).toBe(
      [
        `Note${FRENCH_SPACING_RULES.colon.space}:`,
        `«${FRENCH_SPACING_RULES.opening.space}oui${FRENCH_SPACING_RULES.closing.space}»${FRENCH_SPACING_RULES.highMarks.space};`,
        `non${FRENCH_SPACING_RULES.highMarks.space}!`,
      ].join(' '),
    )
  })

  it('names each mark typed without its space, or with an ordinary one', () => {
    expect(
      frenchSpacingProblems('Note : «oui » ; non! et 8:30, www.a.ca?x, à 8 h 00').map(
        (p) => p.problem,
      ),
    ).toEqual([
      FRENCH_SPACING_RULES.highMarks.problem,
      FRENCH_SPACING_RULES.highMarks.problem,
      FRENCH_SPACING_RULES.colon.problem,
      FRENCH_SPACING_RULES.opening.problem,
      FRENCH_SPACING_RULES.closing.problem,
      FRENCH_SPACING_RULES.hour.problem,
      FRENCH_SPACING_RULES.hour.problem,
    ])
    expect(frenchSpacingProblems(`à 8${s}h 00, à 9 h${s}00`)).toHaveLength(2)
    expect(frenchSpacingProblems(`Note${s}: «${n}oui${n}»${n}; non${s}! à 8${s}h${s}00`)).toEqual(
      [],
    )
  })

  it('finds no problem in what the importer wrote', () => {
    fc.assert(
      fc.property(frenchText, (text) => {
        expect(frenchSpacingProblems(frenchTypography(text))).toEqual([])
      }),
      { numRuns: 2000 },
    )
  })

  it('finds a problem wherever the importer would change more than a no-break space’s width', () => {
    fc.assert(
      fc.property(frenchText, (text) => {
        if (frenchSpacingProblems(text).length > 0) return
        expect(oneNoBreakSpace(frenchTypography(text))).toBe(oneNoBreakSpace(text))
      }),
      { numRuns: 2000 },
    )
  })
})
