import { FRENCH_SPACING_RULES } from '../frenchTypography.ts'

/*
 * The time of day as French writes it, for the dates of formatDates.ts, the admin's time picker
 * and the sentences that name the publication hour (scheduleWords.ts). Apart from the formatter,
 * so that what only names an hour does not load date-fns. The spaces around « h » are no-break
 * (French spacing's rule for a time, frenchTypography.ts): a line never breaks inside « 8 h 00 ».
 */

/** The space on each side of the « h », U+00A0. */
const HOUR_SPACE = FRENCH_SPACING_RULES.hour.space

/** A time of day as French writes it: « 8 h 00 », « 14 h 30 », with no-break spaces. */
export function frenchTime(hours: number, minutes: number): string {
  return `${frenchHour(hours)}${HOUR_SPACE}${String(minutes).padStart(2, '0')}`
}

/** An hour on the hour as a French sentence names it: « 8 h », with a no-break space. */
export function frenchHour(hours: number): string {
  return `${String(hours)}${HOUR_SPACE}h`
}
