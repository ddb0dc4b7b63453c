import { describe, expect, it } from 'vitest'
import { nextFreeSlots } from './schedule.ts'
import { toTorontoIso } from './torontoTime.ts'

const slots = (from: string, count: number, taken: string[] = []) =>
  nextFreeSlots(new Date(from), count, new Set(taken)).map(toTorontoIso)

describe('nextFreeSlots', () => {
  it('gives Mondays and Wednesdays at 08:00 from the start, the start slot included', () => {
    expect(slots('2026-11-23T08:00:00-05:00', 3)).toEqual([
      '2026-11-23T08:00:00-05:00',
      '2026-11-25T08:00:00-05:00',
      '2026-11-30T08:00:00-05:00',
    ])
    expect(slots('2026-11-23T08:00:01-05:00', 1)).toEqual(['2026-11-25T08:00:00-05:00'])
  })

  it('stays at 08:00 local time across the spring and autumn clock changes', () => {
    // Clocks go forward on Sunday 8 March 2026 and back on Sunday 1 November 2026.
    expect(slots('2026-03-04T09:00:00-05:00', 2)).toEqual([
      '2026-03-09T08:00:00-04:00',
      '2026-03-11T08:00:00-04:00',
    ])
    expect(slots('2026-10-28T07:00:00-04:00', 2)).toEqual([
      '2026-10-28T08:00:00-04:00',
      '2026-11-02T08:00:00-05:00',
    ])
  })

  it('skips days already holding a post', () => {
    expect(slots('2026-11-22T12:00:00-05:00', 2, ['2026-11-23', '2026-11-30'])).toEqual([
      '2026-11-25T08:00:00-05:00',
      '2026-12-02T08:00:00-05:00',
    ])
  })

  it('uses the Toronto day of a start given in another time zone', () => {
    // 02:00 UTC on Tuesday is still Monday evening in Toronto: the next slot is Wednesday.
    expect(slots('2026-11-24T02:00:00Z', 1)).toEqual(['2026-11-25T08:00:00-05:00'])
  })
})
