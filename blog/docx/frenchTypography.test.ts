import { describe, expect, it } from 'vitest'
import { frenchTypography } from './frenchTypography.ts'

const n = '\u202f'

describe('frenchTypography', () => {
  it('puts a narrow no-break space before ; : ! ? whatever the author typed', () => {
    expect(frenchTypography('Pourquoi ? Parce que ! Voici : la liste ; fin')).toBe(
      `Pourquoi${n}? Parce que${n}! Voici${n}: la liste${n}; fin`,
    )
    expect(frenchTypography('Vraiment?! Oui\u00a0: bien!')).toBe(
      `Vraiment${n}?! Oui${n}: bien${n}!`,
    )
  })

  it('puts narrow no-break spaces inside guillemets', () => {
    expect(frenchTypography('Elle a dit «bonjour» puis « au revoir »')).toBe(
      `Elle a dit «${n}bonjour${n}» puis «${n}au revoir${n}»`,
    )
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
    const text = `L’équipe s’adapte${n}: c’est «${n}déjà${n}» là${n}!`
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
      `Adresse${n}: host:8080${n}; port${n}: 443${n}!`,
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
  ])('spaces %s in linear time', (_name, text) => {
    const started = performance.now()
    frenchTypography(text)
    expect(performance.now() - started).toBeLessThan(500)
  })
})
