import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parsePostDate } from './dates/parsePostDate'
import { torontoWallClock } from './torontoTime'

describe('torontoWallClock', () => {
  it('writes an instant as the wall-clock time the date parser reads back to the same instant', () => {
    // Half hours from 2000 to 2100, in whatever zone the test runs: the admin's date fields start
    // from this text and send it back unchanged when the consultant changes nothing.
    const halfHours = fc
      .integer({ min: 946_684_800_000 / 1_800_000, max: 4_102_444_800_000 / 1_800_000 })
      .map((count) => new Date(count * 1_800_000))
    fc.assert(
      fc.property(halfHours, (instant) => {
        const text = torontoWallClock(instant)
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
        let read: Date | undefined
        try {
          read = parsePostDate(text).date
        } catch {
          // The hour that happens twice when clocks fall back is refused, as it should be.
          return
        }
        expect(read.getTime()).toBe(instant.getTime())
      }),
      { numRuns: 300 },
    )
    expect(torontoWallClock(new Date('2026-11-30T13:00:00Z'))).toBe('2026-11-30T08:00')
  })
})
