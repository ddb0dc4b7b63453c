import type { Day, Locale, Month } from 'date-fns'
import { enCA } from 'date-fns/locale/en-CA'
import { frCA } from 'date-fns/locale/fr-CA'
import type { SiteLocale } from '../languageTags.ts'

/*
 * The words of dates: date-fns's Canadian French and English locales (see languageTags.ts), the
 * same in Node and in every browser whatever their own Intl data. Apart from formatDates.ts, so
 * a page that only names a weekday (the publication days) loads the names, not the formatter.
 */

/** The date-fns locale of each language of the site. */
const dateLocales: Readonly<Record<SiteLocale, Locale>> = { fr: frCA, en: enCA }

/** The name of a day of the week (`Date.getDay()`: 0 is Sunday): « lundi », « Monday ». */
export function weekdayName(weekday: Day, locale: SiteLocale): string {
  return dateLocales[locale].localize.day(weekday, { width: 'wide' })
}

/** The name of a month (1 is January): « janvier », « January ». */
export function monthName(month: number, locale: SiteLocale): string {
  return dateLocales[locale].localize.month((month - 1) as Month, { width: 'wide' })
}

/**
 * A day of the month as a date names it: French writes the first as an ordinal, « 1er », the
 * locale's own, and every other day as a number.
 */
export function dayOfMonth(day: number, locale: SiteLocale): string {
  return locale === 'fr' && day === 1
    ? dateLocales.fr.localize.ordinalNumber(day, { unit: 'date' })
    : String(day)
}
