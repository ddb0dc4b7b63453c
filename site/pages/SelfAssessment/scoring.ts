import type { SelfAssessmentCopy } from '../../copy/pageCopySchemas'
import type { Locale } from '../../../engine/index.ts'
import { type Measure, MEASURES, STATEMENTS_PER_MEASURE, TOTAL_STATEMENTS } from './statementCounts'

/** Levels of the health-culture score, from strongest to weakest. */
type CultureLevel = keyof SelfAssessmentCopy['levels']['culture']

/** Levels of the risk score, from most to fewest warning signs. */
type RiskLevel = keyof SelfAssessmentCopy['levels']['risk']

/**
 * The self-assessment's arithmetic: answers, scores and the bands that turn a score into a
 * level. Pure functions only; the page renders what they return.
 */

export { MEASURES, STATEMENTS_PER_MEASURE, TOTAL_STATEMENTS }

export type Answer = 'yes' | 'no'

/** One answer per statement of a section, by index; `null` while unanswered. */
export type MeasureAnswers = readonly (Answer | null)[]

/** The spec's two maps from statement index (0 to 9) to yes or no. */
export type Answers = Readonly<Record<Measure, MeasureAnswers>>

/** How a level reads at a glance: green, yellow or red, always shown with an icon and a word. */
export type Tone = 'good' | 'caution' | 'alert'

/** A score range: every score from `min` up to the next band's `min` falls in it. */
export interface Band<L extends string> {
  min: number
  level: L
  tone: Tone
}

export interface LocaleBands {
  culture: readonly Band<CultureLevel>[]
  risk: readonly Band<RiskLevel>[]
}

const cultureBands: readonly Band<CultureLevel>[] = [
  { min: 8, level: 'excellent', tone: 'good' },
  { min: 5, level: 'potential', tone: 'caution' },
  { min: 0, level: 'realignment', tone: 'alert' },
]

/**
 * The bands of each page, highest first. The spec gives two sets for risk and says the French
 * page is read with the 7/4 thresholds and the English page with 6/3; culture is the same.
 */
export const bands: Readonly<Record<Locale, LocaleBands>> = {
  fr: {
    culture: cultureBands,
    risk: [
      { min: 7, level: 'high', tone: 'alert' },
      { min: 4, level: 'moderate', tone: 'caution' },
      { min: 0, level: 'low', tone: 'good' },
    ],
  },
  en: {
    culture: cultureBands,
    risk: [
      { min: 6, level: 'high', tone: 'alert' },
      { min: 3, level: 'moderate', tone: 'caution' },
      { min: 0, level: 'low', tone: 'good' },
    ],
  },
}

/** The band a score falls in. Throws on a score outside 0 to 10, which no answers produce. */
export function bandFor<L extends string>(bandList: readonly Band<L>[], score: number): Band<L> {
  const band =
    Number.isInteger(score) && score <= STATEMENTS_PER_MEASURE
      ? bandList.find((candidate) => score >= candidate.min)
      : undefined
  if (!band) throw new RangeError(`Score ${score} is outside 0 to ${STATEMENTS_PER_MEASURE}`)
  return band
}

/** Nothing answered yet. */
export function emptyAnswers(): Answers {
  const blank = (): MeasureAnswers => Array.from({ length: STATEMENTS_PER_MEASURE }, () => null)
  return { culture: blank(), risk: blank() }
}

/** The answers with one statement answered (or re-answered); the original is left untouched. */
export function withAnswer(
  answers: Answers,
  measure: Measure,
  index: number,
  answer: Answer,
): Answers {
  return { ...answers, [measure]: answers[measure].map((old, i) => (i === index ? answer : old)) }
}

/** How many of the 20 statements have an answer. */
export function answeredCount(answers: Answers): number {
  return MEASURES.reduce(
    (count, measure) => count + answers[measure].filter((answer) => answer !== null).length,
    0,
  )
}

export function isComplete(answers: Answers): boolean {
  return answeredCount(answers) === TOTAL_STATEMENTS
}

/** The progress shown under the questionnaire, as a whole percent. */
export function progressPercent(answers: Answers): number {
  return Math.round((answeredCount(answers) / TOTAL_STATEMENTS) * 100)
}

/** Where a statement sits among the 20, in document order: culture 0-9, then risk 10-19. */
export function statementPosition(measure: Measure, index: number): number {
  return MEASURES.indexOf(measure) * STATEMENTS_PER_MEASURE + index
}

/** The first statement without an answer, in document order, or undefined when complete. */
export function firstUnanswered(answers: Answers): { measure: Measure; index: number } | undefined {
  for (const measure of MEASURES) {
    const index = answers[measure].indexOf(null)
    if (index !== -1) return { measure, index }
  }
  return undefined
}

/** Number of yes answers in one section: culturalScore for culture, riskScore for risk. */
export function scoreOf(measureAnswers: MeasureAnswers): number {
  return measureAnswers.filter((answer) => answer === 'yes').length
}

export interface MeasureResult<L extends string> {
  score: number
  level: L
  tone: Tone
}

export interface AssessmentResult {
  culture: MeasureResult<CultureLevel>
  risk: MeasureResult<RiskLevel>
}

/** Both scores and their levels, read with the bands of the page's language. */
export function assess(answers: Answers, locale: Locale): AssessmentResult {
  const resultOf = <L extends string>(
    measureAnswers: MeasureAnswers,
    bandList: readonly Band<L>[],
  ) => {
    const score = scoreOf(measureAnswers)
    const { level, tone } = bandFor(bandList, score)
    return { score, level, tone }
  }
  return {
    culture: resultOf(answers.culture, bands[locale].culture),
    risk: resultOf(answers.risk, bands[locale].risk),
  }
}

function isMeasureAnswers(value: unknown): value is MeasureAnswers {
  return (
    Array.isArray(value) &&
    value.length === STATEMENTS_PER_MEASURE &&
    value.every((answer) => answer === 'yes' || answer === 'no' || answer === null)
  )
}

/**
 * Answers read back from storage, or undefined when the value is not a well-formed set of
 * answers (an older format, or a value edited by hand): the visitor then starts afresh.
 */
export function parseAnswers(value: unknown): Answers | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { culture, risk } = value as Record<string, unknown>
  return isMeasureAnswers(culture) && isMeasureAnswers(risk) ? { culture, risk } : undefined
}
