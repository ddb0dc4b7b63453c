import { TZDate } from '@date-fns/tz'
import { PUBLICATION_WEEKDAYS } from './publicationSchedule.ts'
import { nextFreeSlots } from './schedule.ts'
import { TORONTO, torontoDay } from './torontoTime.ts'

/** How many weeks ahead the calendar shows, the current week included. */
export const CALENDAR_WEEKS_AHEAD = 8
/** How many weeks back the calendar lists published posts. */
export const CALENDAR_WEEKS_BACK = 4

const DAY_MS = 24 * 60 * 60_000

/** What the calendar needs of a post; the rest (titles, languages) is carried through. */
export interface CalendarPostDates {
  id: string
  status: string
  scheduledDate: string | null
  publishedDate: string | null
}

/** One Monday or Wednesday 08:00 slot, in Toronto. */
export interface CalendarSlot<P> {
  /** The slot's instant. */
  date: Date
  /** Its Toronto day, `YYYY-MM-DD`. */
  day: string
  /** The scheduled posts of that Toronto day, earliest first: none means the slot is free. */
  posts: P[]
}

/** One week (Monday to Sunday in Toronto) of the calendar. */
export interface CalendarWeek<P> {
  /** The Toronto day of the week's Monday, `YYYY-MM-DD`. */
  monday: string
  /** The week's slots still ahead; the current week may have fewer than two. */
  slots: CalendarSlot<P>[]
  /** Posts scheduled that week on a day that is no slot (a Tuesday, a Saturday…), earliest first. */
  offSlot: P[]
}

/** The calendar of the publishing desk. */
export interface SlotCalendar<P> {
  weeks: CalendarWeek<P>[]
  /** Posts published in the past four weeks, newest first. */
  recentlyPublished: P[]
  /**
   * Scheduled posts whose time has come but which are not published yet (publish-due has not
   * run since), earliest first: they hold no slot ahead, and the consultant must still see them.
   */
  awaitingPublication: P[]
}

/** The instant of a post date, or `undefined` for a missing or unreadable one. */
function instant(text: string | null): number | undefined {
  if (text === null) return undefined
  const time = new Date(text).getTime()
  return Number.isNaN(time) ? undefined : time
}

/** The Toronto Monday (`YYYY-MM-DD`) and its midnight instant, of the week holding `date`. */
function weekOf(date: Date): { monday: string; start: number } {
  const local = new TZDate(date.getTime(), TORONTO)
  const start = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() - ((local.getDay() + 6) % 7),
    TORONTO,
  )
  return { monday: torontoDay(start), start: start.getTime() }
}

const byInstant =
  (field: 'scheduledDate' | 'publishedDate', direction: 1 | -1) =>
  (a: CalendarPostDates, b: CalendarPostDates) =>
    direction * ((instant(a[field]) ?? 0) - (instant(b[field]) ?? 0))

/**
 * The next {@link CALENDAR_WEEKS_AHEAD} weeks of publication slots, each free or holding the
 * scheduled posts of its day, and the posts published in the past {@link CALENDAR_WEEKS_BACK}
 * weeks. Slots come from the scheduler itself, so the calendar offers exactly the slots an
 * upload would take. A post holds a slot when it is scheduled on the slot's Toronto day, as the
 * scheduler counts a day as taken; drafts hold nothing. A scheduled post already due is listed
 * apart, as awaiting publication, however long ago its time was.
 */
export function slotCalendar<P extends CalendarPostDates>(
  now: Date,
  posts: readonly P[],
): SlotCalendar<P> {
  const firstWeek = weekOf(now)
  // Midnight of the Monday after the last week: `weekOf` builds it from the calendar date.
  const end = weekOf(new Date(firstWeek.start + CALENDAR_WEEKS_AHEAD * 7 * DAY_MS + DAY_MS / 2))
  const slotsPerWeek = PUBLICATION_WEEKDAYS.length
  const slotDates = nextFreeSlots(now, CALENDAR_WEEKS_AHEAD * slotsPerWeek, new Set()).filter(
    (slot) => slot.getTime() < end.start,
  )

  const scheduled = posts
    .filter((post) => post.status === 'scheduled' && instant(post.scheduledDate) !== undefined)
    .sort(byInstant('scheduledDate', 1))
  const weeks = new Map<string, CalendarWeek<P>>()
  for (let week = 0; week < CALENDAR_WEEKS_AHEAD; week++) {
    const { monday } = weekOf(new Date(firstWeek.start + week * 7 * DAY_MS + DAY_MS / 2))
    weeks.set(monday, { monday, slots: [], offSlot: [] })
  }
  for (const date of slotDates) {
    const day = torontoDay(date)
    const posts = scheduled.filter((post) => torontoDay(new Date(post.scheduledDate ?? '')) === day)
    weeks.get(weekOf(date).monday)?.slots.push({ date, day, posts })
  }
  const slotDays = new Set(slotDates.map(torontoDay))
  for (const post of scheduled) {
    const date = new Date(post.scheduledDate ?? '')
    if (date.getTime() <= now.getTime() || slotDays.has(torontoDay(date))) continue
    weeks.get(weekOf(date).monday)?.offSlot.push(post)
  }

  const since = now.getTime() - CALENDAR_WEEKS_BACK * 7 * DAY_MS
  const recentlyPublished = posts
    .filter((post) => {
      const published = instant(post.publishedDate)
      return post.status === 'published' && published !== undefined && published >= since
    })
    .sort(byInstant('publishedDate', -1))
  const awaitingPublication = scheduled.filter(
    (post) => (instant(post.scheduledDate) ?? 0) <= now.getTime(),
  )
  return { weeks: [...weeks.values()], recentlyPublished, awaitingPublication }
}
