import { languageTags, type SiteLocale } from '../languageTags.ts'
import { TORONTO } from '../torontoTime.ts'

/*
 * How the site, the admin, the API's messages and the CLI write a date: one set of formats, in
 * the consultant's time zone, from the runtime's own Intl data (no locale files in the bundle).
 */

const day = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const

const frenchDateTimeFormat = new Intl.DateTimeFormat(languageTags.fr, {
  ...day,
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TORONTO,
})
const frenchDayFormat = new Intl.DateTimeFormat(languageTags.fr, { ...day, timeZone: TORONTO })
const frenchWeekdayFormat = new Intl.DateTimeFormat(languageTags.fr, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: TORONTO,
})
const publicationFormats: Record<SiteLocale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat(languageTags.fr, { dateStyle: 'long', timeZone: TORONTO }),
  en: new Intl.DateTimeFormat(languageTags.en, { dateStyle: 'long', timeZone: TORONTO }),
}

/**
 * The instant written with `format`, or the text itself when it is not a date. French writes the
 * first of a month as an ordinal, « 1er mars », which Intl does not: its day part is amended.
 */
function formatted(format: Intl.DateTimeFormat, instant: Date | string): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return String(instant)
  if (!format.resolvedOptions().locale.startsWith('fr')) return format.format(date)
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value))
    .join('')
}

/** An instant as the consultant reads it, in Toronto: « lundi 23 novembre 2026 à 8 h 00 ». */
export function frenchDateTime(instant: Date | string): string {
  return formatted(frenchDateTimeFormat, instant)
}

/** The day alone, in Toronto: « lundi 23 novembre 2026 ». */
export function frenchDay(instant: Date | string): string {
  return formatted(frenchDayFormat, instant)
}

/** A slot as a sentence names it, without the year, in Toronto: « lundi 7 décembre ». */
export function frenchWeekday(instant: Date | string): string {
  return formatted(frenchWeekdayFormat, instant)
}

/** A post's date on the public pages: « 23 novembre 2026 », « November 23, 2026 ». */
export function publicationDate(instant: Date | string, locale: SiteLocale): string {
  return formatted(publicationFormats[locale], instant)
}
