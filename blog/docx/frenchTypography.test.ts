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
