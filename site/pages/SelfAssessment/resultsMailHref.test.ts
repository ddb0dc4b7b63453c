import { describe, expect, it } from 'vitest'
import { readPageCopy } from '../../../generator/readPageCopy'
import { siteFacts } from '../../siteFacts'
import { i18nFor } from '../../i18n/i18nFor'
import { resultsMailHref } from './resultsMailHref'
import { assess, type Answer } from './scoring'
import { selfAssessmentI18n } from './selfAssessmentI18n'

const fr = readPageCopy('self-assessment', 'fr')
const en = readPageCopy('self-assessment', 'en')
// The self-assessment loads its strings before it shows its results.
const i18n = {
  fr: await selfAssessmentI18n(i18nFor('fr')),
  en: await selfAssessmentI18n(i18nFor('en')),
}

function section(yes: number): Answer[] {
  return Array.from({ length: 10 }, (_, index) => (index < yes ? 'yes' : 'no'))
}

function decode(href: string) {
  const url = new URL(href)
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject') ?? '',
    body: url.searchParams.get('body') ?? '',
  }
}

describe('the results mail', () => {
  it('goes to the consultant with both French scores and levels', () => {
    const mail = decode(
      resultsMailHref(
        fr,
        i18n.fr,
        assess({ culture: section(7), risk: section(4) }, 'fr'),
        'https://www.example.com/auto-diagnostic#r=v800',
      ),
    )
    expect(mail.to).toBe(siteFacts.email)
    for (const part of [mail.subject, mail.body]) {
      expect(part).toContain('7/10')
      expect(part).toContain('Bon potentiel')
      expect(part).toContain('4/10')
      expect(part).toContain('Signaux d’alerte')
    }
    expect(mail.body).toContain(
      'Culture santé : 7/10 (Bon potentiel)\r\nIndicateurs de risque : 4/10',
    )
    expect(mail.body).toContain('Mes réponses : https://www.example.com/auto-diagnostic#r=v800')
  })

  it('uses the English levels on the English page', () => {
    const mail = decode(
      resultsMailHref(
        en,
        i18n.en,
        assess({ culture: section(10), risk: section(4) }, 'en'),
        'https://www.example.com/auto-diagnostic-en#r=vvv0',
      ),
    )
    expect(mail.body).toContain('My answers: https://www.example.com/auto-diagnostic-en#r=vvv0')
    for (const part of [mail.subject, mail.body]) {
      expect(part).toContain('10/10')
      expect(part).toContain('Excellent foundation')
      expect(part).toContain('4/10')
      expect(part).toContain('Moderate risk')
    }
  })
})
