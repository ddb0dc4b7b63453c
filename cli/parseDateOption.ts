import { TZDate } from '@date-fns/tz'
import { BlogError } from '../blog/errors.ts'
import { TORONTO } from '../blog/torontoTime.ts'

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

/**
 * Reads a `--start` or `--now` value: ISO 8601 with an offset, or a date and time without one,
 * read in Repentigny's time (`2026-11-23` is midnight there, `2026-11-23T08:00` is 08:00).
 *
 * @throws {BlogError} `invalid-input` naming the option and the expected shape
 */
export function parseDateOption(value: string, option: string): Date {
  const local = LOCAL.exec(value.trim())
  if (local) {
    const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = local
    const date = new TZDate(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hours),
      Number(minutes),
      Number(seconds),
      TORONTO,
    )
    if (date.getDate() === Number(day)) return new Date(date.getTime())
  } else if (WITH_OFFSET.test(value.trim()) && !Number.isNaN(Date.parse(value))) {
    return new Date(value)
  }
  throw new BlogError(
    'invalid-input',
    `L’option ${option} attend une date comme 2026-11-23 ou 2026-11-23T08:00 (heure de Repentigny), pas « ${value} ».`,
    {
      english: `Option ${option} expects a date such as 2026-11-23 or 2026-11-23T08:00 (Toronto time), not “${value}”.`,
    },
  )
}
