import { describe, expect, it } from 'vitest'
import { frenchDateTime, frenchDay, frenchWeekday, publicationDate } from './formatDates.ts'

describe('dates as people read them', () => {
  it('spell an instant in Toronto, with or without its time', () => {
    // 03:00 UTC on Tuesday is still Monday evening in Toronto.
    expect(frenchDateTime('2026-11-24T03:00:00Z')).toBe('lundi 23 novembre 2026 à 22 h 00')
    expect(frenchDateTime(new Date('2026-11-23T13:00:00Z'))).toBe('lundi 23 novembre 2026 à 8 h 00')
    expect(frenchDay('2026-11-24T03:00:00Z')).toBe('lundi 23 novembre 2026')
    expect(frenchWeekday('2026-12-07T13:00:00Z')).toBe('lundi 7 décembre')
    expect(frenchDay('pas une date')).toBe('pas une date')
  })

  it('date a post on the public pages in its own language', () => {
    expect(publicationDate('2026-11-24T03:00:00Z', 'fr')).toBe('23 novembre 2026')
    expect(publicationDate('2026-11-24T03:00:00Z', 'en')).toBe('November 23, 2026')
  })
})
