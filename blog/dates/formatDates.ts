import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import type { SiteLocale } from '../languageTags.ts'
import { TORONTO } from '../torontoTime.ts'
import { dateLocales } from './dateLocales.ts'
import { frenchTime } from './frenchTime.ts'

/*
 * How the site, the admin, the API's messages, the CLI and the date parser's messages write a
 * date: one set of formats, in the consultant's time zone, with the names of days and months and
 * the French « 1er » from date-fns's Canadian French and English locales (dateLocales.ts).
 */

/** A format of a day, given the token of its day of the month. */
type DayPattern = (dayOfMonth: string) => string

/** « 23 novembre 2026 », « November 23, 2026 ». */
const datePatterns: Readonly<Record<SiteLocale, DayPattern>> = {
  fr: (d) => `${d} MMMM yyyy`,
  en: (d) => `MMMM ${d}, yyyy`,
}

/**
 * `date` in `zone` as `pattern` writes it, or the text itself when it is not a date. French
 * writes the first of a month as the locale's ordinal, « 1er mars » (`do`), and every other day
 * as a number (`d`).
 */
function formatted(
  instant: Date | string,
  pattern: DayPattern,
  locale: SiteLocale,
  zone = TORONTO,
): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return String(instant)
  const first = locale === 'fr' && format(date, 'd', { in: tz(zone) }) === '1'
  return format(date, pattern(first ? 'do' : 'd'), { in: tz(zone), locale: dateLocales[locale] })
}

/** An instant as the consultant reads it, in Toronto: « lundi 23 novembre 2026 à 8 h 00 ». */
export function frenchDateTime(instant: Date | string): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return String(instant)
  const clock = (token: string) => Number(format(date, token, { in: tz(TORONTO) }))
  return `${frenchDay(date)} à ${frenchTime(clock('H'), clock('m'))}`
}

/** The day alone, in Toronto: « lundi 23 novembre 2026 ». */
export function frenchDay(instant: Date | string): string {
  return formatted(instant, (d) => `EEEE ${d} MMMM yyyy`, 'fr')
}

/** A slot as a sentence names it, without the year, in Toronto: « lundi 7 décembre ». */
export function frenchWeekday(instant: Date | string): string {
  return formatted(instant, (d) => `EEEE ${d} MMMM`, 'fr')
}

/** A post's date on the public pages: « 23 novembre 2026 », « November 23, 2026 ». */
export function publicationDate(instant: Date | string, locale: SiteLocale): string {
  return formatted(instant, datePatterns[locale], locale)
}

/**
 * A day of the calendar, `YYYY-MM-DD`, written as {@link publicationDate} writes a post's: the
 * day a person typed, named in a sentence whatever instant (if any) it has in Toronto.
 */
export function calendarDate(day: string, locale: SiteLocale): string {
  return formatted(`${day}T00:00:00Z`, datePatterns[locale], locale, 'UTC')
}
