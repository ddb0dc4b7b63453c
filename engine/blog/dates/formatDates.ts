import type { Day } from 'date-fns'
import type { SiteLocale } from '../languageTags.ts'
import { torontoWallClock } from '../torontoTime.ts'
import { dayOfMonth, monthName, weekdayName } from './dateLocales.ts'
import { frenchHour, frenchTime } from './frenchTime.ts'

/*
 * How the site, the admin, the API's messages, the CLI and the date parser's messages write a
 * date: one set of formats, in the consultant's time zone, with the names of days and months and
 * the French « 1er » from date-fns's Canadian French and English locales (dateLocales.ts). The
 * wall-clock fields come from Intl's numbers (torontoWallClock), which a test's fake clock in the
 * browser leaves as they are.
 */

/** A day of the calendar and, for an instant, its time of day. */
interface WallClock {
  year: number
  month: number
  day: number
  weekday: Day
  hours: number
  minutes: number
}

/** The fields of `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, its weekday included. */
function wallClockOf(text: string): WallClock {
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0] = text.split(/[-T:]/).map(Number)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() as Day
  return { year, month, day, weekday, hours, minutes }
}

/** An instant's wall clock in Toronto, or `undefined` when the value is not a date. */
function torontoFields(instant: Date | string): WallClock | undefined {
  const date = new Date(instant)
  return Number.isNaN(date.getTime()) ? undefined : wallClockOf(torontoWallClock(date))
}

/** « 23 novembre 2026 », « November 23, 2026 ». */
function spelledDate({ year, month, day }: WallClock, locale: SiteLocale): string {
  return locale === 'fr'
    ? `${dayOfMonth(day, 'fr')} ${monthName(month, 'fr')} ${String(year)}`
    : `${monthName(month, 'en')} ${dayOfMonth(day, 'en')}, ${String(year)}`
}

/**
 * An instant as the consultant reads it, in Toronto: « lundi 23 novembre 2026 à 8 h », « … à
 * 14 h 05 », its time written as {@link frenchTimeOfDay} writes it, so that the list, the
 * calendar, the messages and the history name a slot alike.
 */
export function frenchDateTime(instant: Date | string): string {
  const fields = torontoFields(instant)
  if (!fields) return String(instant)
  return `${frenchDay(instant)} à ${frenchTimeOfDay(instant)}`
}

/** The day alone, in Toronto: « lundi 23 novembre 2026 ». */
export function frenchDay(instant: Date | string): string {
  const fields = torontoFields(instant)
  if (!fields) return String(instant)
  return `${weekdayName(fields.weekday, 'fr')} ${spelledDate(fields, 'fr')}`
}

/** A slot as a sentence names it, without the year, in Toronto: « lundi 7 décembre ». */
export function frenchWeekday(instant: Date | string): string {
  const fields = torontoFields(instant)
  if (!fields) return String(instant)
  const { weekday, day, month } = fields
  return `${weekdayName(weekday, 'fr')} ${dayOfMonth(day, 'fr')} ${monthName(month, 'fr')}`
}

/**
 * An instant's time of day in Toronto as a sentence says it: « 14 h 05 », and « 8 h » on the
 * hour, as the slots are named.
 */
export function frenchTimeOfDay(instant: Date | string): string {
  const fields = torontoFields(instant)
  if (!fields) return String(instant)
  const { hours, minutes } = fields
  return minutes === 0 ? frenchHour(hours) : frenchTime(hours, minutes)
}

/** A post's date on the public pages: « 23 novembre 2026 », « November 23, 2026 ». */
export function publicationDate(instant: Date | string, locale: SiteLocale): string {
  const fields = torontoFields(instant)
  return fields ? spelledDate(fields, locale) : String(instant)
}

/**
 * A day of the calendar, `YYYY-MM-DD`, written as {@link publicationDate} writes a post's: the
 * day a person typed, named in a sentence whatever instant (if any) it has in Toronto.
 */
export function calendarDate(day: string, locale: SiteLocale): string {
  return spelledDate(wallClockOf(day), locale)
}
