import type { Day } from 'date-fns'

/**
 * Publication days, as `Date.getDay()` numbers: Monday and Wednesday. With
 * {@link PUBLICATION_HOUR}, the one statement of the schedule: the slots, the messages and pages
 * that name them (scheduleWords.ts) and the publish workflow's cron follow it
 * (tests/rules/oneSchedule.test.ts checks they do).
 */
export const PUBLICATION_WEEKDAYS: readonly Day[] = [1, 3]
/** Publication time of day, in Toronto (on the hour). */
export const PUBLICATION_HOUR = 8

/** Whether a `Date.getDay()` number is a publication day. */
export function isPublicationWeekday(weekday: number): boolean {
  return PUBLICATION_WEEKDAYS.some((day) => day === weekday)
}
