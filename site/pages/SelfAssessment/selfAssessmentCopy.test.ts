import { describe, expect, it } from 'vitest'
import { readPageCopy } from '../../../generator/readPageCopy'
import { i18nFor } from '../../i18n/i18nFor'
import { selfAssessmentI18n } from './selfAssessmentI18n'
import { selfAssessmentMessages } from './selfAssessmentMessages'

const fr = readPageCopy('self-assessment', 'fr')
const en = readPageCopy('self-assessment', 'en')
const i18n = {
  fr: await selfAssessmentI18n(i18nFor('fr')),
  en: await selfAssessmentI18n(i18nFor('en')),
}

describe('the self-assessment copy', () => {
  it('has ten distinct statements per section in each language', () => {
    for (const content of [fr, en]) {
      for (const measure of [content.measures.culture, content.measures.risk]) {
        expect(measure.statements).toHaveLength(10)
        expect(new Set(measure.statements).size).toBe(10)
      }
    }
  })

  it('names the levels as the spec does', () => {
    expect(Object.values(fr.levels.culture).map((level) => level.label)).toEqual([
      'Excellente base',
      'Bon potentiel',
      'Réalignement nécessaire',
    ])
    expect(Object.values(fr.levels.risk).map((level) => level.label)).toEqual([
      'Risques importants',
      'Signaux d’alerte',
      'Situation saine',
    ])
    expect(Object.values(en.levels.risk).map((level) => level.label)).toEqual([
      'High risk',
      'Moderate risk',
      'Low risk',
    ])
  })

  it('gives each level two or three sentences of guidance', () => {
    for (const content of [fr, en]) {
      for (const level of [
        ...Object.values(content.levels.culture),
        ...Object.values(content.levels.risk),
      ]) {
        const sentences = level.description.split(/(?<=[.!?])\s+/)
        expect(sentences.length, level.label).toBeGreaterThanOrEqual(2)
        expect(sentences.length, level.label).toBeLessThanOrEqual(3)
      }
    }
  })

  it('writes the progress and the buttons as the spec does', () => {
    const french = selfAssessmentMessages(i18n.fr)
    const english = selfAssessmentMessages(i18n.en)
    expect(french.progress.count(12, 20)).toBe('Questions (12/20)')
    expect(english.progress.count(12, 20)).toBe('Questions (12/20)')
    expect(english.progress.incomplete).toBe('Please answer all questions to get your assessment')
    expect([french.progress.submit, english.progress.submit]).toEqual([
      'Voir mes résultats',
      'Get my assessment',
    ])
    expect([french.results.discuss, french.results.redo, english.results.redo]).toEqual([
      'Discuter de mes résultats',
      'Refaire le diagnostic',
      'Redo the diagnostic',
    ])
  })
})
