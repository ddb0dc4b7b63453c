import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { torontoWallClock } from '../../../engine/blog/torontoTime'
import { printedDate } from './printedDate'

describe('printedDate', () => {
  it('writes the day in Québec of any instant from 2000 to 2100, as the admin reads it', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          expect(printedDate(instant)).toBe(torontoWallClock(instant).slice(0, 10))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('names the day of Québec, not the machine’s', () => {
    // 1 December 2026, 2 a.m. in UTC: still 30 November in Québec.
    expect(printedDate(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30')
    expect(printedDate(new Date('2026-12-01T17:00:00Z'))).toBe('2026-12-01')
  })
})
