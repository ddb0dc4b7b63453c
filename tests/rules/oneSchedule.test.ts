/*
 * The publication schedule is stated once, in engine/blog/publicationSchedule.ts: the sentences of the product name
 * its days and hour through engine/blog/scheduleWords.ts, the documentation names no other, and the
 * publish workflow's cron runs soon after every slot. Each test here fails on a copy that
 * reappears where one is natural: a sentence typing « lundi » or « 8 h », a guide naming another
 * day, a cron left behind when the schedule moves.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { weekdayName } from '../../engine/blog/dates/dateLocales.ts'
import { PUBLICATION_HOUR, PUBLICATION_WEEKDAYS } from '../../engine/blog/publicationSchedule.ts'
import { nextFreeSlots } from '../../engine/blog/schedule.ts'
import { productTexts } from '../support/sourceTexts.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The names of days of the week (`Date.getDay()` numbers) in both languages, as a whole word. */
function dayNames(days: readonly number[], flags: string): RegExp {
  const names = days.flatMap((day) =>
    (['fr', 'en'] as const).map((locale) => weekdayName(day as 0, locale)),
  )
  return new RegExp(`(?<!\\p{L})(${names.join('|')})s?(?!\\p{L})`, flags)
}

/** A publication day's name in either language, singular or plural. */
const publicationDayName = dayNames(PUBLICATION_WEEKDAYS, 'iu')
/** The publication hour as a French sentence names it, « 8 h », not a time with minutes. */
const publicationHourText = new RegExp(
  `(?<!\\d)${String(PUBLICATION_HOUR)}[\\s\\u00a0]h(?![\\p{L}\\d])(?![\\s\\u00a0]*\\d)`,
  'u',
)
/** The slots' time alone, as a default or a label: « 08:00 ». */
const slotTime = new RegExp(`^0?${String(PUBLICATION_HOUR)}:00$`)

/** The values a field of a cron expression allows, from its `*`, `n`, `a-b`, `* /n` and lists. */
function cronField(field: string, first: number, last: number): Set<number> {
  const values = new Set<number>()
  for (const part of field.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part)
    // Names (MON), `L`, `?` or `@hourly` are GitHub's cron too, but not read here: say so.
    if (!match) throw new Error(`Unsupported cron field « ${field} »`)
    const from = match[1] === '*' ? first : Number(match[2])
    const to = match[1] === '*' ? last : Number(match[3] ?? (match[4] ? last : match[2]))
    for (let value = from; value <= to; value += Number(match[4] ?? 1)) values.add(value)
  }
  return values
}

/** Whether a cron expression (UTC, as GitHub reads it) runs at the minute `date` starts. */
function cronRunsAt(expression: string, date: Date): boolean {
  const [minute = '', hour = '', dayOfMonth = '', month = '', dayOfWeek = ''] = expression
    .trim()
    .split(/\s+/)
  const weekdays = cronField(dayOfWeek, 0, 7)
  if (weekdays.has(7)) weekdays.add(0)
  const dayMatches = cronField(dayOfMonth, 1, 31).has(date.getUTCDate())
  const weekdayMatches = weekdays.has(date.getUTCDay())
  // Both day fields restricted: either one runs it (cron's own rule).
  const day =
    dayOfMonth !== '*' && dayOfWeek !== '*'
      ? dayMatches || weekdayMatches
      : dayMatches && weekdayMatches
  return (
    day &&
    cronField(minute, 0, 59).has(date.getUTCMinutes()) &&
    cronField(hour, 0, 23).has(date.getUTCHours()) &&
    cronField(month, 1, 12).has(date.getUTCMonth() + 1)
  )
}

describe('the publication schedule, stated once', () => {
  it('are the only words of the product that name the publication days or hour', () => {
    const copies = productTexts()
      .filter(
        ({ text }) =>
          publicationDayName.test(text) ||
          publicationHourText.test(text) ||
          slotTime.test(text.trim()),
      )
      .map(({ file, line, text }) => `${file}:${String(line)} « ${text.trim()} »`)
    expect(copies).toEqual([])
  })

  it('are named in the pages’ copy only through its schedule placeholders', () => {
    const pages = execFileSync('git', ['ls-files', 'content/pages/*.yaml'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '')
    expect(pages.length).toBeGreaterThan(20)
    const copies = pages.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          publicationDayName.test(text) || publicationHourText.test(text)
            ? [`${file}:${String(index + 1)} « ${text.trim()} »`]
            : [],
        ),
    )
    expect(copies).toEqual([])
  })

  it('catch a copy typed in a sentence, and not the examples of a date', () => {
    expect(publicationDayName.test('publiés chaque lundi et chaque mercredi')).toBe(true)
    expect(publicationDayName.test('programmés les lundis')).toBe(true)
    expect(publicationDayName.test('every Wednesday')).toBe(true)
    expect(publicationHourText.test('mercredi à 8 h.')).toBe(true)
    expect(publicationHourText.test('ex. 2026-12-02 (8\u00a0h, heure du Québec)')).toBe(true)
    expect(slotTime.test('08:00')).toBe(true)
    expect(publicationDayName.test('on an ordinary Tuesday')).toBe(false)
    expect(publicationHourText.test('le 23 novembre à 18 h 00')).toBe(false)
    expect(publicationHourText.test('à 8 h 30')).toBe(false)
    expect(publicationHourText.test('8 heures au plus')).toBe(false)
    expect(slotTime.test('2026-11-23T08:00')).toBe(false)
  })

  it('are the only days and hour the documentation names for publication', () => {
    const documents = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file !== '' && !/^(content|tests)\//.test(file))
    const otherDays = dayNames(
      [0, 1, 2, 3, 4, 5, 6].filter((day) => !PUBLICATION_WEEKDAYS.some((slot) => slot === day)),
      'giu',
    )
    const otherHours = /(?<!\d)(\d{1,2})[\s\u00a0]+h(?![\p{L}\d])(?![\s\u00a0]*\d)/gu
    const found = documents.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8')
      return [
        ...[...text.matchAll(otherDays)].map((match) => `${file} « ${match[0]} »`),
        ...[...text.matchAll(otherHours)]
          .filter((match) => Number(match[1]) !== PUBLICATION_HOUR)
          .map((match) => `${file} « ${match[0]} »`),
      ]
    })
    expect(found).toEqual([])
  })

  it('is what the publish workflow runs on: within the hour after every slot, in both offsets', () => {
    const workflow = parse(
      readFileSync(path.join(root, '.github/workflows/publish.yml'), 'utf8'),
    ) as { on: { schedule: { cron: string }[] } }
    const crons = workflow.on.schedule.map((entry) => entry.cron)
    // Two years of slots, each daylight-saving change of Toronto included.
    const slots = nextFreeSlots(
      new Date('2026-01-01T00:00:00Z'),
      2 * 52 * PUBLICATION_WEEKDAYS.length,
      new Set(),
    )
    const late = slots.filter((slot) => {
      for (let minutes = 0; minutes < 60; minutes += 1) {
        const instant = new Date(slot.getTime() + minutes * 60_000)
        if (crons.some((cron) => cronRunsAt(cron, instant))) return false
      }
      return true
    })
    expect(late.map((slot) => slot.toISOString())).toEqual([])
  })

  it('reads a cron as GitHub does, in UTC', () => {
    expect(cronRunsAt('7 * * * 1,3', new Date('2026-11-23T13:07:00Z'))).toBe(true)
    expect(cronRunsAt('7 * * * 1,3', new Date('2026-11-24T13:07:00Z'))).toBe(false)
    expect(cronRunsAt('0 12-13 * * 1-5/2', new Date('2026-11-25T12:00:00Z'))).toBe(true)
    expect(cronRunsAt('*/15 * 1 * 7', new Date('2026-11-01T10:45:00Z'))).toBe(true)
    expect(cronRunsAt('*/15 * 1 * 7', new Date('2026-11-02T10:45:00Z'))).toBe(false)
    expect(() => cronRunsAt('7 * * * MON', new Date())).toThrow(/MON/)
  })
})
