import type { Locale } from '../../routes/pageTable'

// The consultant's zone, TORONTO of blog/torontoTime.ts: importing it would bring that module's
// date-fns time-zone code (4 KB) into the self-assessment's script.
const dayMonthYear = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Toronto',
} as const
const formats: Record<Locale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-CA', dayMonthYear),
  en: new Intl.DateTimeFormat('en-CA', dayMonthYear),
}

/**
 * An instant's day in Québec, written as the site writes a post's date (« 27 novembre 2026 »,
 * « 1er décembre 2026 », « November 27, 2026 »), with the browser's own names of months: the
 * site's formatter (blog/dates/formatDates.ts) takes its words from date-fns, 18 KB the
 * self-assessment does without. printedDate.test.ts keeps the two equal, zone included.
 */
export function printedDate(instant: Date, locale: Locale): string {
  const text = formats[locale].format(instant)
  return locale === 'fr' ? text.replace(/^1 /, '1er ') : text
}
