const formatter = new Intl.DateTimeFormat('fr-CA', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'America/Toronto',
})

/**
 * A date in the French format of Québec, in the consultant's time zone, e.g. « lundi 23 novembre
 * 2026 à 08 h 00 »; the text itself when it is not a date.
 */
export function formatAdminDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date)
}
