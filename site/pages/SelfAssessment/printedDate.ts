// The consultant's zone, TORONTO of engine/blog/torontoTime.ts: importing it would bring that module's
// date-fns time-zone code (4 KB) into the self-assessment's script.
const dayParts = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'America/Toronto',
})

/**
 * An instant's day in Québec, `2026-12-01`: the numeric date of Québec's usage, the same in both
 * languages. Spelled out, a date comes only from engine/blog/dates/formatDates.ts, whose words (date-fns's)
 * are 18 KB the self-assessment does without. printedDate.test.ts keeps it the day the admin's
 * date fields show (torontoWallClock), zone included.
 */
export function printedDate(instant: Date): string {
  const parts = dayParts.formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}
