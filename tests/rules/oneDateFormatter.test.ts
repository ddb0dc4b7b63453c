/*
 * Dates have one writer, engine/blog/dates/formatDates.ts, whose day and month names and « 1er » come
 * from date-fns's locales: the site, the admin, the CLI and the date parser's messages call it.
 * These tests fail on a second writer: a list of month or day names typed again, a « 1er » rule
 * of its own, or a date spelled out by the runtime's Intl elsewhere.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { weekdayName } from '../../engine/blog/dates/dateLocales.ts'
import { calendarDate } from '../../engine/blog/dates/formatDates.ts'
import { productSourceFiles, productTexts } from '../support/sourceTexts.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The one module allowed to spell dates out. */
const FORMATTER = 'engine/blog/dates/formatDates.ts'

/** Every month and day name the formatter writes, in both languages. */
const names = new Set(
  (['fr', 'en'] as const).flatMap((locale) => [
    ...Array.from({ length: 12 }, (_, month) =>
      calendarDate(`2026-${String(month + 1).padStart(2, '0')}-10`, locale).replace(/[\d, ]/g, ''),
    ),
    ...([0, 1, 2, 3, 4, 5, 6] as const).map((day) => weekdayName(day, locale)),
  ]),
)

/** A text that is a name or an ordinal on its own: a piece of a date spelled out by hand. */
function isDatePiece(text: string): boolean {
  const piece = text.trim()
  return names.has(piece) || names.has(piece.toLowerCase()) || /^(1er|er)$/.test(piece)
}

/** Code that has the runtime's Intl (or Date) spell a date's names out. */
const SPELLED_BY_INTL =
  /\b(month|weekday):\s*['"](long|short|narrow)['"]|\bdateStyle\b|\.toLocale(Date|Time)?String\(/

describe('one writer of dates', () => {
  it('knows the names it looks for', () => {
    expect(names).toContain('janvier')
    expect(names).toContain('décembre')
    expect(names).toContain('August')
    expect(names).toContain('mercredi')
    expect(names).toContain('Sunday')
    expect(names.size).toBe(2 * (12 + 7))
  })

  it('catches a month list, a « 1er » rule or an Intl date written again', () => {
    expect(['janvier', 'February', ' lundi ', '1er', 'er'].every(isDatePiece)).toBe(true)
    expect(
      ['Dernière mise à jour : janvier 2024', 'marsouin', 'ordinary Tuesday'].some(isDatePiece),
    ).toBe(false)
    expect(SPELLED_BY_INTL.test("new Intl.DateTimeFormat('fr-CA', { month: 'long' })")).toBe(true)
    expect(SPELLED_BY_INTL.test("{ dateStyle: 'long', timeZone }")).toBe(true)
    expect(SPELLED_BY_INTL.test('date.toLocaleDateString(tag)')).toBe(true)
    expect(SPELLED_BY_INTL.test("{ day: 'numeric', month: '2-digit', timeZone }")).toBe(false)
  })

  it('is the only module of the product that names days and months', () => {
    const pieces = productTexts()
      .filter(({ file, text }) => file !== FORMATTER && isDatePiece(text))
      .map(({ file, line, text }) => `${file}:${String(line)} « ${text} »`)
    const intl = productSourceFiles()
      .filter((file) => file !== FORMATTER)
      .filter((file) => SPELLED_BY_INTL.test(readFileSync(path.join(root, file), 'utf8')))
    expect({ pieces, intl }).toEqual({ pieces: [], intl: [] })
  })
})
