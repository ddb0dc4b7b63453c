const formatter = new Intl.DateTimeFormat('fr-CA', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'America/Toronto',
})

const dayFormatter = new Intl.DateTimeFormat('fr-CA', {
  dateStyle: 'full',
  timeZone: 'America/Toronto',
})

/** The text formatted, or the text itself when it is not a date. */
function formatWith(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : format.format(date)
}

/**
 * A date in the French format of Québec, in the consultant's time zone, e.g. « lundi 23 novembre
 * 2026 à 08 h 00 »; the text itself when it is not a date.
 */
export function formatAdminDate(iso: string): string {
  return formatWith(formatter, iso)
}

/** The day alone, in the same format and zone, e.g. « lundi 23 novembre 2026 ». */
export function formatAdminDay(iso: string): string {
  return formatWith(dayFormatter, iso)
}
