import { TZDate } from '@date-fns/tz'
import type { Day } from 'date-fns'
import { TORONTO, torontoDay } from './torontoTime.ts'

/**
 * Publication days, as `Date.getDay()` numbers: Monday and Wednesday. With
 * {@link PUBLICATION_HOUR}, the one statement of the schedule: the slots, the messages and pages
 * that name them (scheduleWords.ts) and the publish workflow's cron (checked by schedule.test.ts)
 * follow it.
 */
export const PUBLICATION_WEEKDAYS: readonly Day[] = [1, 3]
/** Publication time of day, in Toronto (on the hour). */
export const PUBLICATION_HOUR = 8

/** Whether a `Date.getDay()` number is a publication day. */
export function isPublicationWeekday(weekday: number): boolean {
  return PUBLICATION_WEEKDAYS.some((day) => day === weekday)
}

/**
 * The next `count` publication slots (Monday and Wednesday, 08:00 in Toronto, whatever the
 * daylight-saving offset) at or after `from`, skipping days that already hold a post.
 *
 * @param takenDays Toronto days (`YYYY-MM-DD`) already holding a scheduled post
 */
export function nextFreeSlots(from: Date, count: number, takenDays: ReadonlySet<string>): Date[] {
  const start = new TZDate(from.getTime(), TORONTO)
  const slots: Date[] = []
  for (let offset = 0; slots.length < count; offset++) {
    // Building each day from its calendar date keeps 08:00 local across offset changes.
    const slot = new TZDate(
      start.getFullYear(),
      start.getMonth(),
      start.getDate() + offset,
      PUBLICATION_HOUR,
      0,
      0,
      TORONTO,
    )
    if (!isPublicationWeekday(slot.getDay())) continue
    if (slot.getTime() < from.getTime() || takenDays.has(torontoDay(slot))) continue
    slots.push(new Date(slot.getTime()))
  }
  return slots
}
