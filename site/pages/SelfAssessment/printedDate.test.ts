import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { publicationDate } from '../../../blog/dates/formatDates'
import { printedDate } from './printedDate'

describe('printedDate', () => {
  it('writes any day of 2000 to 2100, in both languages, as the site writes a date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('fr' as const, 'en' as const),
        (instant, locale) => {
          expect(printedDate(instant, locale)).toBe(publicationDate(instant, locale))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('names the first of the month as French does, and the day of Québec', () => {
    // 1 December 2026, 2 a.m. in UTC: still 30 November in Québec.
    expect(printedDate(new Date('2026-12-01T02:00:00Z'), 'fr')).toBe('30 novembre 2026')
    expect(printedDate(new Date('2026-12-01T17:00:00Z'), 'fr')).toBe('1er décembre 2026')
    expect(printedDate(new Date('2026-12-01T17:00:00Z'), 'en')).toBe('December 1, 2026')
  })
})
