import { describe, expect, it } from 'vitest'
import { formatAdminDate, formatAdminDay } from './formatAdminDate'

describe('admin dates', () => {
  it('spell an instant in Toronto, with or without its time', () => {
    // 03:00 UTC on Tuesday is still Monday evening in Toronto.
    expect(formatAdminDate('2026-11-24T03:00:00Z')).toBe('lundi 23 novembre 2026 à 22 h 00')
    expect(formatAdminDay('2026-11-24T03:00:00Z')).toBe('lundi 23 novembre 2026')
    expect(formatAdminDay('pas une date')).toBe('pas une date')
  })
})
