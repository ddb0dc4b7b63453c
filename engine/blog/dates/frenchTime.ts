/*
 * The time of day as French writes it, for the dates of formatDates.ts, the admin's time picker
 * and the sentences that name the publication hour (scheduleWords.ts). Apart from the formatter,
 * so that what only names an hour does not load date-fns.
 */

/** A time of day as French writes it: « 8 h 00 », « 14 h 30 ». */
export function frenchTime(hours: number, minutes: number): string {
  return `${frenchHour(hours)} ${String(minutes).padStart(2, '0')}`
}

/** An hour on the hour as a French sentence names it: « 8 h ». */
export function frenchHour(hours: number): string {
  return `${String(hours)} h`
}
