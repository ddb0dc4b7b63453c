import { describe, expect, it } from 'vitest'
import { readPageCopy } from '../../../generator/readPageCopy'
import {
  type Answer,
  type Answers,
  answeredCount,
  assess,
  bandFor,
  bands,
  emptyAnswers,
  firstUnanswered,
  isComplete,
  parseAnswers,
  progressPercent,
  scoreOf,
  withAnswer,
} from './scoring'

const fr = readPageCopy('self-assessment', 'fr')
const en = readPageCopy('self-assessment', 'en')

/** A section with `yes` yes answers first, then no answers up to ten. */
function section(yes: number): Answer[] {
  return Array.from({ length: 10 }, (_, index) => (index < yes ? 'yes' : 'no'))
}

function answersWith(cultureYes: number, riskYes: number): Answers {
  return { culture: section(cultureYes), risk: section(riskYes) }
}

/** What the visitor reads: the level's name in the page's language, and its colour. */
function levelsRead(cultureYes: number, riskYes: number, locale: 'fr' | 'en') {
  const content = locale === 'fr' ? fr : en
  const result = assess(answersWith(cultureYes, riskYes), locale)
  return {
    culture: `${content.levels.culture[result.culture.level].label} (${result.culture.tone})`,
    risk: `${content.levels.risk[result.risk.level].label} (${result.risk.tone})`,
  }
}

describe('scores', () => {
  it('count the yes answers of each section separately', () => {
    const answers: Answers = {
      culture: ['yes', 'no', 'yes', 'yes', 'no', 'no', 'yes', 'no', 'no', 'yes'],
      risk: ['no', 'no', 'yes', 'no', 'no', 'no', 'no', 'no', 'no', 'yes'],
    }
    const result = assess(answers, 'fr')
    expect(result.culture.score).toBe(5)
    expect(result.risk.score).toBe(2)
  })

  it('run from 0 to 10', () => {
    expect(scoreOf(section(0))).toBe(0)
    expect(scoreOf(section(10))).toBe(10)
    expect(assess(answersWith(10, 0), 'en')).toMatchObject({
      culture: { score: 10 },
      risk: { score: 0 },
    })
  })

  it('ignore unanswered statements', () => {
    expect(scoreOf(['yes', null, 'no', null, 'yes', null, null, null, null, null])).toBe(2)
  })
})

describe('French levels', () => {
  it.each([
    [0, 'Réalignement nécessaire (alert)'],
    [2, 'Réalignement nécessaire (alert)'],
    [3, 'Réalignement nécessaire (alert)'],
    [4, 'Réalignement nécessaire (alert)'],
    [5, 'Bon potentiel (caution)'],
    [6, 'Bon potentiel (caution)'],
    [7, 'Bon potentiel (caution)'],
    [8, 'Excellente base (good)'],
    [10, 'Excellente base (good)'],
  ])('culture %i/10 reads %s', (score, expected) => {
    expect(levelsRead(score, 0, 'fr').culture).toBe(expected)
  })

  it.each([
    [0, 'Situation saine (good)'],
    [2, 'Situation saine (good)'],
    [3, 'Situation saine (good)'],
    [4, 'Signaux d’alerte (caution)'],
    [5, 'Signaux d’alerte (caution)'],
    [6, 'Signaux d’alerte (caution)'],
    [7, 'Risques importants (alert)'],
    [8, 'Risques importants (alert)'],
    [10, 'Risques importants (alert)'],
  ])('risk %i/10 reads %s', (score, expected) => {
    expect(levelsRead(0, score, 'fr').risk).toBe(expected)
  })
})

describe('English levels', () => {
  it.each([
    [0, 'Realignment needed (alert)'],
    [2, 'Realignment needed (alert)'],
    [3, 'Realignment needed (alert)'],
    [4, 'Realignment needed (alert)'],
    [5, 'Good potential (caution)'],
    [6, 'Good potential (caution)'],
    [7, 'Good potential (caution)'],
    [8, 'Excellent foundation (good)'],
    [10, 'Excellent foundation (good)'],
  ])('culture %i/10 reads %s', (score, expected) => {
    expect(levelsRead(score, 0, 'en').culture).toBe(expected)
  })

  it.each([
    [0, 'Low risk (good)'],
    [2, 'Low risk (good)'],
    [3, 'Moderate risk (caution)'],
    [4, 'Moderate risk (caution)'],
    [5, 'Moderate risk (caution)'],
    [6, 'High risk (alert)'],
    [7, 'High risk (alert)'],
    [8, 'High risk (alert)'],
    [10, 'High risk (alert)'],
  ])('risk %i/10 reads %s', (score, expected) => {
    expect(levelsRead(0, score, 'en').risk).toBe(expected)
  })
})

describe('bands', () => {
  it('cover every score from 0 to 10 in both languages, highest first', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const bandList of [bands[locale].culture, bands[locale].risk]) {
        const mins = bandList.map((band) => band.min)
        expect(mins).toEqual([...mins].sort((a, b) => b - a))
        expect(mins.at(-1)).toBe(0)
        for (let score = 0; score <= 10; score++)
          expect(() => bandFor(bandList, score)).not.toThrow()
      }
    }
  })

  it('refuse a score no answers can produce', () => {
    for (const score of [-1, 11, 2.5, Number.NaN]) {
      expect(() => bandFor(bands.fr.culture, score)).toThrow(RangeError)
    }
  })
})

describe('progress', () => {
  it('counts answers over the 20 statements, as a rounded percent', () => {
    let answers = emptyAnswers()
    expect(answeredCount(answers)).toBe(0)
    expect(progressPercent(answers)).toBe(0)
    answers = withAnswer(answers, 'culture', 0, 'yes')
    answers = withAnswer(answers, 'risk', 9, 'no')
    answers = withAnswer(answers, 'risk', 3, 'no')
    expect(answeredCount(answers)).toBe(3)
    expect(progressPercent(answers)).toBe(15)
    answers = withAnswer(answers, 'risk', 3, 'yes')
    expect(answeredCount(answers)).toBe(3)
    expect(isComplete(answers)).toBe(false)
    expect(isComplete(answersWith(4, 4))).toBe(true)
    expect(progressPercent(answersWith(4, 4))).toBe(100)
  })

  it('leaves the previous answers untouched', () => {
    const before = emptyAnswers()
    withAnswer(before, 'culture', 2, 'yes')
    expect(answeredCount(before)).toBe(0)
  })

  it('finds the first unanswered statement in document order', () => {
    let answers = emptyAnswers()
    expect(firstUnanswered(answers)).toEqual({ measure: 'culture', index: 0 })
    for (let index = 0; index < 10; index++) answers = withAnswer(answers, 'culture', index, 'no')
    answers = withAnswer(answers, 'risk', 0, 'yes')
    expect(firstUnanswered(answers)).toEqual({ measure: 'risk', index: 1 })
    expect(firstUnanswered(answersWith(1, 1))).toBeUndefined()
  })
})

describe('stored answers', () => {
  it('read back what was stored', () => {
    const answers = withAnswer(emptyAnswers(), 'risk', 4, 'yes')
    expect(parseAnswers(JSON.parse(JSON.stringify(answers)))).toEqual(answers)
  })

  it('reject anything else', () => {
    for (const value of [
      null,
      'yes',
      [],
      { culture: section(2) },
      { culture: section(2), risk: ['yes'] },
      { culture: section(1), risk: [...section(1).slice(1), 'maybe'] },
    ]) {
      expect(parseAnswers(value)).toBeUndefined()
    }
  })
})
