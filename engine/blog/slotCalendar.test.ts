import { describe, expect, it } from 'vitest'
import { slotCalendar, type CalendarPostDates } from './slotCalendar.ts'
import { toTorontoIso } from './torontoTime.ts'

const post = (
  id: string,
  status: string,
  scheduledDate: string | null,
  publishedDate: string | null = null,
): CalendarPostDates => ({ id, status, scheduledDate, publishedDate })

/** The calendar as text: week by week, each slot's time and the ids it holds. */
function layout(now: string, posts: CalendarPostDates[]) {
  return slotCalendar(new Date(now), posts).weeks.map((week) => ({
    monday: week.monday,
    slots: week.slots.map((slot) => [toTorontoIso(slot.date), ...slot.posts.map((p) => p.id)]),
    offSlot: week.offSlot.map((p) => p.id),
  }))
}

describe('slotCalendar', () => {
  it('gives eight weeks of Monday and Wednesday slots, free or holding their posts', () => {
    const weeks = layout('2026-11-22T12:00:00Z', [
      post('2026-11-25-a', 'scheduled', '2026-11-25T08:00:00-05:00'),
      post('2026-11-25-b', 'scheduled', '2026-11-25T08:00:00-05:00'),
      post('2026-12-07-brouillon', 'draft', null),
    ])
    expect(weeks).toHaveLength(8)
    // Sunday 22 November belongs to the week of Monday 16 November, whose slots have passed.
    expect(weeks[0]).toEqual({ monday: '2026-11-16', slots: [], offSlot: [] })
    expect(weeks[1]).toEqual({
      monday: '2026-11-23',
      slots: [
        ['2026-11-23T08:00:00-05:00'],
        ['2026-11-25T08:00:00-05:00', '2026-11-25-a', '2026-11-25-b'],
      ],
      offSlot: [],
    })
    expect(weeks[7]?.monday).toBe('2027-01-04')
    expect(weeks.flatMap((week) => week.slots)).toHaveLength(14)
  })

  it('starts with the slots still ahead in the current week', () => {
    const weeks = layout('2026-11-23T08:00:01-05:00', [])
    expect(weeks[0]).toEqual({
      monday: '2026-11-23',
      slots: [['2026-11-25T08:00:00-05:00']],
      offSlot: [],
    })
    expect(weeks.map((week) => week.slots.length)).toEqual([1, 2, 2, 2, 2, 2, 2, 2])
  })

  it('keeps 08:00 in Toronto through the week the clocks fall back', () => {
    // Clocks go back on Sunday 1 November 2026: the Wednesday before is at -04:00, the Monday after at -05:00.
    const weeks = layout('2026-10-27T12:00:00Z', [
      post('2026-11-02-apres', 'scheduled', '2026-11-02T08:00:00-05:00'),
    ])
    expect(weeks[0]?.slots).toEqual([['2026-10-28T08:00:00-04:00']])
    expect(weeks[1]?.slots).toEqual([
      ['2026-11-02T08:00:00-05:00', '2026-11-02-apres'],
      ['2026-11-04T08:00:00-05:00'],
    ])
  })

  it('puts a post at another hour of a slot day in that slot, and one on another day aside', () => {
    const weeks = layout('2026-11-22T12:00:00Z', [
      post('2026-11-30-midi', 'scheduled', '2026-11-30T12:00:00-05:00'),
      post('2026-12-01-mardi', 'scheduled', '2026-12-01T08:00:00-05:00'),
      post('2027-03-01-loin', 'scheduled', '2027-03-01T08:00:00-05:00'),
    ])
    expect(weeks[2]).toEqual({
      monday: '2026-11-30',
      slots: [['2026-11-30T08:00:00-05:00', '2026-11-30-midi'], ['2026-12-02T08:00:00-05:00']],
      offSlot: ['2026-12-01-mardi'],
    })
    expect(weeks.flatMap((week) => [...week.slots.flat(), ...week.offSlot])).not.toContain(
      '2027-03-01-loin',
    )
  })

  it('lists the posts published in the past four weeks, newest first', () => {
    const { recentlyPublished, weeks } = slotCalendar(new Date('2026-11-22T12:00:00Z'), [
      post('ancien', 'published', null, '2026-10-21T08:00:00-04:00'),
      post('recent', 'published', null, '2026-11-18T08:00:00-05:00'),
      post('limite', 'published', null, '2026-10-26T08:00:00-04:00'),
      post('illisible', 'published', null, 'pas une date'),
      post('brouillon', 'draft', null, null),
    ])
    expect(recentlyPublished.map((p) => p.id)).toEqual(['recent', 'limite'])
    expect(weeks.flatMap((week) => week.slots).every((slot) => slot.posts.length === 0)).toBe(true)
  })

  it('lists apart the scheduled posts already due but not yet published, earliest first', () => {
    // Monday 23 November, 08:00:30: the 08:00 post is due and publish-due has not run yet.
    const now = '2026-11-23T08:00:30-05:00'
    const posts = [
      post('2026-11-23-du-matin', 'scheduled', '2026-11-23T08:00:00-05:00'),
      post('2026-11-19-oublie', 'scheduled', '2026-11-19T15:00:00-05:00'),
      post('2026-11-23-pile', 'scheduled', now),
      post('2026-11-25-a-venir', 'scheduled', '2026-11-25T08:00:00-05:00'),
      post('2026-11-16-publie', 'published', null, '2026-11-16T08:00:00-05:00'),
      post('2026-11-20-brouillon', 'draft', null),
    ]
    const calendar = slotCalendar(new Date(now), posts)
    expect(calendar.awaitingPublication.map((p) => p.id)).toEqual([
      '2026-11-19-oublie',
      '2026-11-23-du-matin',
      '2026-11-23-pile',
    ])
    // None of them is shown twice: the weeks ahead hold only what is still to come.
    const ahead = layout(now, posts)
    expect(ahead[0]).toEqual({
      monday: '2026-11-23',
      slots: [['2026-11-25T08:00:00-05:00', '2026-11-25-a-venir']],
      offSlot: [],
    })
    expect(calendar.recentlyPublished.map((p) => p.id)).toEqual(['2026-11-16-publie'])
  })

  it('has nothing awaiting publication once publish-due has run', () => {
    const { awaitingPublication } = slotCalendar(new Date('2026-11-23T09:00:00-05:00'), [
      post('2026-11-23-a', 'published', '2026-11-23T08:00:00-05:00', '2026-11-23T08:01:00-05:00'),
      post('2026-11-25-b', 'scheduled', '2026-11-25T08:00:00-05:00'),
    ])
    expect(awaitingPublication).toEqual([])
  })

  it('carries the rest of each post through', () => {
    const withTitle = { ...post('a', 'scheduled', '2026-11-23T08:00:00-05:00'), title: 'Titre' }
    const { weeks } = slotCalendar(new Date('2026-11-22T12:00:00Z'), [withTitle])
    expect(weeks[1]?.slots[0]?.posts).toEqual([withTitle])
  })
})
