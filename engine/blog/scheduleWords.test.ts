import { afterEach, describe, expect, it, vi } from 'vitest'
import { publicationDays, publicationHour, publicationSlots } from './scheduleWords.ts'

describe('the words of the schedule', () => {
  afterEach(() => {
    vi.doUnmock('./publicationSchedule.ts')
    vi.resetModules()
  })

  it('name the days and the hour of the schedule in both languages', () => {
    expect(publicationSlots({ each: 'le', join: 'and' })).toBe('le lundi et le mercredi à 8\u00a0h')
    expect(publicationSlots({ each: 'du', join: 'and' })).toBe('du lundi et du mercredi à 8\u00a0h')
    expect(publicationSlots({ plural: true, join: 'and' })).toBe('lundis et mercredis à 8\u00a0h')
    expect(publicationSlots({ join: 'or' })).toBe('lundi ou mercredi à 8\u00a0h')
    expect(publicationDays('fr', { each: 'chaque', join: 'and' })).toBe(
      'chaque lundi et chaque mercredi',
    )
    expect(publicationDays('fr', { each: 'un', join: 'or' })).toBe('un lundi ou un mercredi')
    expect(publicationDays('en', { join: 'and' })).toBe('Monday and Wednesday')
    expect(publicationDays('en', { each: 'a', join: 'or' })).toBe('a Monday or a Wednesday')
    expect(publicationHour).toBe('8\u00a0h')
  })

  it('follow the schedule when it changes', async () => {
    vi.doMock('./publicationSchedule.ts', () => ({
      PUBLICATION_WEEKDAYS: [2, 4, 5],
      PUBLICATION_HOUR: 9,
    }))
    const words = await import('./scheduleWords.ts')
    expect(words.publicationSlots({ each: 'le', join: 'and' })).toBe(
      'le mardi, le jeudi et le vendredi à 9\u00a0h',
    )
    expect(words.publicationDays('en', { each: 'a', join: 'or' })).toBe(
      'a Tuesday, a Thursday or a Friday',
    )
  })
})
