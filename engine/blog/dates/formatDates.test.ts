import { describe, expect, it } from 'vitest'
import { TORONTO } from '../torontoTime.ts'
import {
  frenchDateTime,
  frenchDay,
  frenchTimeOfDay,
  frenchWeekday,
  publicationDate,
} from './formatDates.ts'

describe('dates as people read them', () => {
  it('spell an instant in Toronto, with or without its time', () => {
    // 03:00 UTC on Tuesday is still Monday evening in Toronto.
    expect(frenchDateTime('2026-11-24T03:00:00Z')).toBe('lundi 23 novembre 2026 à 22\u00a0h')
    expect(frenchDateTime(new Date('2026-11-23T13:00:00Z'))).toBe(
      'lundi 23 novembre 2026 à 8\u00a0h',
    )
    expect(frenchDay('2026-11-24T03:00:00Z')).toBe('lundi 23 novembre 2026')
    expect(frenchWeekday('2026-12-07T13:00:00Z')).toBe('lundi 7 décembre')
    expect(frenchDay('pas une date')).toBe('pas une date')
  })

  it('say a time of day in Toronto, on the hour without its minutes', () => {
    expect(frenchTimeOfDay('2026-11-27T19:05:00Z')).toBe('14\u00a0h\u00a005')
    expect(frenchTimeOfDay('2026-12-07T13:00:00Z')).toBe('8\u00a0h')
    // Summer time: 12:00 UTC is 8 h in Toronto.
    expect(frenchTimeOfDay('2027-06-07T12:00:59Z')).toBe('8\u00a0h')
  })

  it('date a post on the public pages in its own language', () => {
    expect(publicationDate('2026-11-24T03:00:00Z', 'fr')).toBe('23 novembre 2026')
    expect(publicationDate('2026-11-24T03:00:00Z', 'en')).toBe('November 23, 2026')
  })

  it('write the first of a month « 1er » in French, and only the first', () => {
    expect(frenchWeekday('2027-03-01T13:00:00Z')).toBe('lundi 1er mars')
    expect(frenchDay('2027-03-01T13:00:00Z')).toBe('lundi 1er mars 2027')
    expect(frenchDateTime('2027-03-01T13:00:00Z')).toBe('lundi 1er mars 2027 à 8\u00a0h')
    expect(publicationDate('2027-03-01T13:00:00Z', 'fr')).toBe('1er mars 2027')
    expect(publicationDate('2027-03-01T13:00:00Z', 'en')).toBe('March 1, 2027')
    // Every day of 2025 to 2028, at noon in Toronto: its number, with « er » on the first only.
    const dayNumber = new Intl.DateTimeFormat('en-CA', { day: 'numeric', timeZone: TORONTO })
    for (let n = 0; n < 4 * 365 + 1; n += 1) {
      const date = new Date(Date.UTC(2025, 0, 1, 17) + n * 86_400_000)
      const dayOfMonth = Number(dayNumber.format(date))
      const expected = dayOfMonth === 1 ? '1er' : String(dayOfMonth)
      for (const text of [
        frenchWeekday(date),
        frenchDay(date),
        frenchDateTime(date),
        publicationDate(date, 'fr'),
      ]) {
        expect(text).toMatch(new RegExp(`(^| )${expected} [a-zéû]+( |$)`))
      }
      expect(publicationDate(date, 'en')).toMatch(new RegExp(` ${dayOfMonth}, `))
    }
  })
})
