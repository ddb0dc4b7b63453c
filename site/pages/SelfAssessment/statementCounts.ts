/*
 * The questionnaire's shape, apart from its scoring (scoring.ts re-exports it): the results link
 * (answersFragment.ts), which the language switch of every page reads, needs this much and no more.
 */

/** The two sections of the questionnaire: positive practices, then warning signs. */
export type Measure = 'culture' | 'risk'

/** Statements per section; each yes counts one point, so a score runs from 0 to 10. */
export const STATEMENTS_PER_MEASURE = 10

/** Both sections, in the order they are shown: culture first, then risk. */
export const MEASURES: readonly Measure[] = ['culture', 'risk']

export const TOTAL_STATEMENTS = STATEMENTS_PER_MEASURE * MEASURES.length
