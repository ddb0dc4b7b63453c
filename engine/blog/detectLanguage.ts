import { francAll } from 'franc-min'

/*
 * Which of the site's two languages a text is written in, by franc (franc-min: trigram profiles
 * of the most spoken languages, 150 kB, no install script), asked to choose between French and
 * English only. On the site's own texts (content/ pages and posts, 1,700 sentences) it is right
 * on every sentence of 120 characters or more; below, a few English ones read as French.
 */

/**
 * The least text, in letters, for the detection to be trusted: a short text (a title, a line)
 * stays in the document's language, French.
 */
export const DETECTION_MIN_LETTERS = 100
/**
 * How far English must lead French in franc's scores (0 to 1) to be chosen: a text that is
 * as much one as the other (names, numbers, mixed quotes) stays French.
 */
const ENGLISH_LEAD = 0.02
/** franc reads at most this many characters; more only costs time. */
const SAMPLE_LENGTH = 2048

/** `en` when the text is clearly English and long enough to tell; `fr` otherwise. */
export function detectLanguage(text: string): 'fr' | 'en' {
  const sample = text.slice(0, SAMPLE_LENGTH)
  if ((sample.match(/\p{L}/gu)?.length ?? 0) < DETECTION_MIN_LETTERS) return 'fr'
  const scores = new Map(francAll(sample, { only: ['fra', 'eng'], minLength: 1 }))
  const english = scores.get('eng') ?? 0
  const french = scores.get('fra') ?? 0
  return english - french > ENGLISH_LEAD ? 'en' : 'fr'
}
