import { describe, expect, it } from 'vitest'
import { parseStartDate } from './parseStartDate'

describe('parseStartDate', () => {
  it('means now when empty', () => {
    expect(parseStartDate(undefined)).toBeUndefined()
    expect(parseStartDate('  ')).toBeUndefined()
  })

  it('reads a bare date-time as Repentigny wall-clock time, summer and winter', () => {
    expect(parseStartDate('2026-07-06T08:00')?.toISOString()).toBe('2026-07-06T12:00:00.000Z')
    expect(parseStartDate('2026-12-07T08:00:30')?.toISOString()).toBe('2026-12-07T13:00:30.000Z')
  })

  it('keeps an instant given with its offset', () => {
    expect(parseStartDate('2026-12-07T08:00:00.000Z')?.toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    )
    expect(parseStartDate('2026-12-07T08:00-05:00')?.toISOString()).toBe('2026-12-07T13:00:00.000Z')
  })

  it.each(['demain', '2026-02-30T08:00', '2026-12-07T25:00', '2026-12-07', '1700000000'])(
    'refuses %j with a 400',
    (text) => {
      expect(() => parseStartDate(text)).toThrow(expect.objectContaining({ status: 400 }))
    },
  )
})
