import { tzOffset } from '@date-fns/tz'
import { BlogError } from '../errors.ts'
import { QUEBEC_TIME, TORONTO, torontoDay } from '../torontoTime.ts'
import { calendarDate } from './formatDates.ts'

/**
 * The one date parser of the blog: the CLI's `--start` and `--now`, the API's `startDate`, the
 * frontmatter's dates and the build all read dates through this module, so a date accepted in
 * one place is accepted everywhere and refused with the same sentence. It has no Node dependency
 * so the admin page can use it too.
 */

/** The years a post date may fall in. */
export const POST_DATE_YEARS = { first: 2000, last: 2100 } as const

/** How far ahead a start date may be, in years. */
const START_DATE_MAX_YEARS_AHEAD = 2

/**
 * A start date less than this before now counts as "now": the minute a form was filled in has
 * passed by the time it is sent, and that is no request to publish in the past.
 */
const START_DATE_GRACE_MS = 5 * 60_000

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/i

/** What a date is called in the sentences that refuse it, in both languages. */
export interface DateLabel {
  fr: string
  en: string
}

/** The label of the `--start` option and the upload's `startDate`. */
const START_DATE_LABEL: DateLabel = { fr: 'La date de début', en: 'The start date' }

/** A date read from text. */
export interface ParsedPostDate {
  date: Date
  /** The text held a day only (`2026-11-23`): midnight in Toronto. */
  dateOnly: boolean
  /** The text held its own offset (`Z`, `-05:00`), so it named one instant whatever the zone. */
  withOffset: boolean
}

/** Options of {@link parsePostDate}. */
export interface ParsePostDateOptions {
  label?: DateLabel
  /** Refuse text without an offset: the frontmatter keeps the offset to stay unambiguous. */
  requireOffset?: boolean
}

/** Control characters and excess length out: the quoted text goes back to a person. */
function quoted(text: string): string {
  const clean = text.replace(/\p{Cc}+/gu, ' ').trim()
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean
}

function refuse(french: string, english: string): never {
  throw new BlogError('invalid-input', french, { english })
}

/** Wall-clock fields, as written by a person. */
interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Refuses fields that name no real day or time of day (Feb 30, 24:00, :60). */
function checkCalendar(fields: WallClock, text: string, label: DateLabel): void {
  const { year, month, day, hour, minute, second } = fields
  if (year < POST_DATE_YEARS.first || year > POST_DATE_YEARS.last) {
    refuse(
      `${label.fr} « ${quoted(text)} » est hors de la plage permise : l’année doit être comprise entre ${POST_DATE_YEARS.first} et ${POST_DATE_YEARS.last}.`,
      `${label.en} “${quoted(text)}” is out of range: the year must be between ${POST_DATE_YEARS.first} and ${POST_DATE_YEARS.last}.`,
    )
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    refuse(
      `${label.fr} « ${quoted(text)} » n’existe pas dans le calendrier : vérifiez le mois et le jour.`,
      `${label.en} “${quoted(text)}” is not a calendar date: check the month and the day.`,
    )
  }
  if (hour > 23 || minute > 59 || second > 59) {
    refuse(
      `${label.fr} « ${quoted(text)} » contient une heure qui n’existe pas : les heures vont de 00:00:00 à 23:59:59.`,
      `${label.en} “${quoted(text)}” holds a time that does not exist: times run from 00:00:00 to 23:59:59.`,
    )
  }
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}

/**
 * The instant a Toronto wall-clock time names. A time skipped when clocks spring forward, or
 * repeated when they fall back, names zero or two instants: both are refused with the reason.
 */
function torontoInstant(fields: WallClock, label: DateLabel): Date {
  const { year, month, day, hour, minute, second, millisecond } = fields
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond)
  // Toronto's offsets around that day: the one before a change and the one after it.
  const offsets = new Set(
    [-36, 36].map((hours) => tzOffset(TORONTO, new Date(asUtc + hours * 3_600_000))),
  )
  // A candidate instant is real when Toronto's offset at that instant is the one it assumed.
  const instants = [...offsets]
    .filter((offset) => tzOffset(TORONTO, new Date(asUtc - offset * 60_000)) === offset)
    .map((offset) => asUtc - offset * 60_000)
  const time = `${twoDigits(hour)}:${twoDigits(minute)}`
  const calendarDay = `${String(year)}-${twoDigits(month)}-${twoDigits(day)}`
  const frenchDay = calendarDate(calendarDay, 'fr')
  const englishDay = calendarDate(calendarDay, 'en')
  if (instants.length === 0) {
    refuse(
      `${label.fr} tombe à ${time} le ${frenchDay}, une heure qui n’existe pas à l’${QUEBEC_TIME.fr} : ce jour-là, les horloges avancent d’une heure (passage à l’heure avancée), choisissez une autre heure.`,
      `${label.en} falls at ${time} on ${englishDay}, a time that does not exist in ${QUEBEC_TIME.en}: clocks spring forward an hour that day, so choose another time.`,
    )
  }
  if (instants.length > 1) {
    refuse(
      `${label.fr} tombe à ${time} le ${frenchDay}, une heure ambiguë à l’${QUEBEC_TIME.fr} : ce jour-là, les horloges reculent d’une heure et ${time} revient deux fois, choisissez une autre heure ou précisez le décalage (-04:00 ou -05:00).`,
      `${label.en} falls at ${time} on ${englishDay}, an ambiguous time in ${QUEBEC_TIME.en}: clocks fall back an hour that day and ${time} happens twice, so choose another time or give the offset (-04:00 or -05:00).`,
    )
  }
  return new Date(instants[0] ?? asUtc)
}

/** Minutes east of UTC of an offset like `-05:00`, or `undefined` when it is out of range. */
function offsetMinutes(offset: string): number | undefined {
  if (offset.toUpperCase() === 'Z') return 0
  const sign = offset.startsWith('-') ? -1 : 1
  const hours = Number(offset.slice(1, 3))
  const minutes = Number(offset.slice(4, 6))
  if (hours > 14 || minutes > 59) return undefined
  return sign * (hours * 60 + minutes)
}

/**
 * Reads a date: `2026-11-23` (midnight in Toronto), `2026-11-23T08:00` or `2026-11-23 08:00:30`
 * (Toronto wall-clock time), or an ISO 8601 instant with its offset (`2026-11-23T13:00:00Z`,
 * `2026-11-23T08:00:00-05:00`). Only real calendar dates and times in
 * {@link POST_DATE_YEARS} pass, and a wall-clock time must name exactly one instant in Toronto.
 *
 * @throws {BlogError} `invalid-input` with one sentence saying what is wrong
 */
export function parsePostDate(text: string, options: ParsePostDateOptions = {}): ParsedPostDate {
  const label = options.label ?? { fr: 'La date', en: 'The date' }
  const trimmed = text.trim()
  const match = DATE_TIME.exec(trimmed)
  const offset = match?.[8]
  if (!match || (options.requireOffset && offset === undefined)) {
    refuse(
      options.requireOffset
        ? `${label.fr} « ${quoted(trimmed)} » n’est pas reconnue : écrivez-la comme 2026-11-23T08:00:00-05:00.`
        : `${label.fr} « ${quoted(trimmed)} » n’est pas reconnue : écrivez-la comme 2026-11-23 ou 2026-11-23T08:00 (${QUEBEC_TIME.fr}).`,
      options.requireOffset
        ? `${label.en} “${quoted(trimmed)}” is not recognised: write it like 2026-11-23T08:00:00-05:00.`
        : `${label.en} “${quoted(trimmed)}” is not recognised: write it like 2026-11-23 or 2026-11-23T08:00 (${QUEBEC_TIME.en}).`,
    )
  }
  const number = (index: number) => Number(match[index] ?? 0)
  const fields: WallClock = {
    year: number(1),
    month: number(2),
    day: number(3),
    hour: number(4),
    minute: number(5),
    second: number(6),
    millisecond: Math.floor(Number(`0${match[7] ?? ''}`) * 1000),
  }
  checkCalendar(fields, trimmed, label)
  const dateOnly = match[4] === undefined
  if (offset === undefined) {
    return { date: torontoInstant(fields, label), dateOnly, withOffset: false }
  }
  const minutes = offsetMinutes(offset)
  if (minutes === undefined) {
    refuse(
      `${label.fr} « ${quoted(trimmed)} » a un décalage horaire impossible : il doit être compris entre -14:00 et +14:00.`,
      `${label.en} “${quoted(trimmed)}” has an impossible offset: it must be between -14:00 and +14:00.`,
    )
  }
  const { year, month, day, hour, minute, second, millisecond } = fields
  const instant =
    Date.UTC(year, month - 1, day, hour, minute, second, millisecond) - minutes * 60_000
  return { date: new Date(instant), dateOnly, withOffset: true }
}

/** What the frontmatter schema says of a date that is not in the stored shape. */
export const STORED_DATE_SHAPE =
  'expected an ISO 8601 date-time with an offset (e.g. "2026-11-23T08:00:00-05:00")'

/**
 * What is wrong with a frontmatter date, as an English clause for the build's message (which
 * names the file and the field), or `undefined` when it is a valid stored date. Stored dates
 * always carry their offset.
 */
export function storedDateProblem(text: string): string | undefined {
  try {
    parsePostDate(text, { requireOffset: true, label: { fr: 'La date', en: 'the date' } })
    return undefined
  } catch (error) {
    const withOffset = DATE_TIME.exec(text.trim())?.[8] !== undefined
    if (!(error instanceof BlogError) || !withOffset) return STORED_DATE_SHAPE
    return (error.english ?? error.message).replace(/\.$/, '')
  }
}

/** Options of {@link checkStartDate} and {@link parseStartDate}. */
export interface StartDateOptions {
  now: Date
  /** The caller confirmed a start date in the past, knowing its posts go live at once. */
  allowPast?: boolean
  /** How this caller confirms a past date, e.g. "ajoutez --allow-past pour confirmer". */
  howToConfirm?: DateLabel
  label?: DateLabel
}

/** A start date that passed the window checks. */
export interface CheckedStartDate {
  date: Date
  /** Before now (confirmed): posts scheduled before now go live at the next build. */
  past: boolean
}

/** `YYYY-MM-DD` as "24 novembre 2028" and "November 24, 2028". */
function spelledDay(day: string): DateLabel {
  return { fr: calendarDate(day, 'fr'), en: calendarDate(day, 'en') }
}

const DEFAULT_CONFIRMATION: DateLabel = {
  fr: 'confirmez la date passée pour continuer',
  en: 'confirm the past date to go on',
}

/**
 * Checks a start date against the window: at most {@link START_DATE_MAX_YEARS_AHEAD} years ahead,
 * and not in the past unless `allowPast` confirms it. A date less than
 * {@link START_DATE_GRACE_MS} before now is read as now.
 *
 * @throws {BlogError} `invalid-input` saying what is wrong and, for a past date, how to confirm
 */
export function checkStartDate(date: Date, options: StartDateOptions): CheckedStartDate {
  const { now } = options
  const label = options.label ?? START_DATE_LABEL
  const latest = new Date(now.getTime())
  latest.setUTCFullYear(latest.getUTCFullYear() + START_DATE_MAX_YEARS_AHEAD)
  if (date.getTime() > latest.getTime()) {
    const limit = spelledDay(torontoDay(latest))
    refuse(
      `${label.fr} du ${spelledDay(torontoDay(date)).fr} est à plus de deux ans d’ici : choisissez une date au plus tard le ${limit.fr}.`,
      `${label.en} of ${spelledDay(torontoDay(date)).en} is more than two years away: choose a date no later than ${limit.en}.`,
    )
  }
  if (date.getTime() >= now.getTime() - START_DATE_GRACE_MS) {
    return { date: date.getTime() < now.getTime() ? now : date, past: false }
  }
  if (!options.allowPast) {
    const confirm = options.howToConfirm ?? DEFAULT_CONFIRMATION
    refuse(
      `${label.fr} du ${spelledDay(torontoDay(date)).fr} est déjà passée : les articles programmés avant maintenant seraient mis en ligne dès la prochaine publication du site, ${confirm.fr}.`,
      `${label.en} of ${spelledDay(torontoDay(date)).en} is in the past: posts scheduled before now would go live at the next build, so ${confirm.en}.`,
    )
  }
  return { date, past: true }
}

/**
 * Reads and checks a start date. A day alone that is today in Toronto means "from now", not
 * "from last midnight": that is what a person typing today's date asks for.
 *
 * @throws {BlogError} `invalid-input` from {@link parsePostDate} or {@link checkStartDate}
 */
export function parseStartDate(text: string, options: StartDateOptions): CheckedStartDate {
  const parsed = parsePostDate(text, { label: options.label ?? START_DATE_LABEL })
  if (parsed.dateOnly && torontoDay(parsed.date) === torontoDay(options.now)) {
    return { date: options.now, past: false }
  }
  return checkStartDate(parsed.date, options)
}

/** The sentence an import or a reschedule adds when some of its posts are dated before now. */
export const PAST_POSTS_NOTE: DateLabel = {
  fr: 'Les articles dont la date est déjà passée seront mis en ligne à la prochaine publication du site.',
  en: 'Posts dated in the past will go live at the next build of the site.',
}
