import { TZDate, tz } from '@date-fns/tz'
import { format, formatISO } from 'date-fns'

/** The consultant's time zone (Repentigny, Québec): every publication slot is in it. */
export const TORONTO = 'America/Toronto'

/**
 * The one name people read for {@link TORONTO}, in every message, label and help text of the admin,
 * the API and the CLI: the consultant lives in Québec, not in Toronto.
 */
export const QUEBEC_TIME = { fr: 'heure du Québec', en: 'Québec time' } as const

/** An instant as ISO 8601 with Toronto's offset of that day, e.g. `2026-11-23T08:00:00-05:00`. */
export function toTorontoIso(date: Date): string {
  return formatISO(new TZDate(date.getTime(), TORONTO))
}

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TORONTO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant as Toronto wall-clock time, `YYYY-MM-DDTHH:mm`: what the admin's date fields hold. */
export function torontoWallClock(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    wallClockFormat.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`
}

/** The calendar day of an instant in Toronto, as `YYYY-MM-DD` (the prefix of a post id). */
export function torontoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd', { in: tz(TORONTO) })
}
