import { TZDate } from '@date-fns/tz'
import { isPublicationWeekday, PUBLICATION_HOUR } from './publicationSchedule.ts'
import { TORONTO, torontoDay } from './torontoTime.ts'

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
