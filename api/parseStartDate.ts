import { TZDate } from '@date-fns/tz'
import { TORONTO } from '../blog/torontoTime'
import { ApiError } from './ApiError'

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

/**
 * The upload's optional start date: an ISO 8601 instant with its offset (what the admin page
 * sends), or a bare `YYYY-MM-DDTHH:mm` read as wall-clock time in Repentigny, like the
 * consultant's slots. Empty means "now".
 *
 * @throws {ApiError} 400 when the text is not such a date
 */
export function parseStartDate(value: string | undefined): Date | undefined {
  const text = value?.trim() ?? ''
  if (text === '') return undefined
  const wallClock = WALL_CLOCK.exec(text)
  let date: Date | undefined
  if (wallClock) {
    // Groups 1 to 5 always match; the seconds (group 6) are optional.
    const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = wallClock
      .slice(1)
      .map((part: string | undefined) => Number(part ?? 0))
    const local = new TZDate(year, month - 1, day, hour, minute, second, TORONTO)
    // TZDate rolls 2026-02-31 over to March: a date that does not round-trip does not exist.
    if (local.getMonth() === month - 1 && local.getDate() === day && hour < 24 && minute < 60) {
      date = new Date(local.getTime())
    }
  } else if (WITH_OFFSET.test(text)) {
    const parsed = new Date(text)
    if (!Number.isNaN(parsed.getTime())) date = parsed
  }
  if (!date) {
    throw new ApiError(
      400,
      `La date de début « ${text.slice(0, 40)} » n’est pas une date valide.`,
      `The start date “${text.slice(0, 40)}” is not a valid date.`,
    )
  }
  return date
}
