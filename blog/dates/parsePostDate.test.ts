import { describe, expect, it } from 'vitest'
import { checkStartDate, parsePostDate, parseStartDate, storedDateProblem } from './parsePostDate'

const now = new Date('2026-11-20T15:00:00-05:00')

describe('parsePostDate', () => {
  it('reads a day as midnight in Toronto and a bare time as Toronto wall-clock time', () => {
    expect(parsePostDate('2026-11-23').date.toISOString()).toBe('2026-11-23T05:00:00.000Z')
    expect(parsePostDate('2026-07-06T08:00').date.toISOString()).toBe('2026-07-06T12:00:00.000Z')
    expect(parsePostDate('2026-12-07 08:00:30').date.toISOString()).toBe('2026-12-07T13:00:30.000Z')
  })

  it('keeps an instant given with its offset, even inside a daylight-saving change', () => {
    expect(parsePostDate('2026-12-07T08:00:00.000Z').date.toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    )
    expect(parsePostDate('2026-11-01T01:30-04:00').date.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    )
    expect(parsePostDate('2026-11-01T01:30-05:00').date.toISOString()).toBe(
      '2026-11-01T06:30:00.000Z',
    )
  })

  it('accepts the edges of the year window', () => {
    expect(parsePostDate('2000-01-01').date.getUTCFullYear()).toBe(2000)
    expect(parsePostDate('2100-12-31T23:59:59').date.toISOString()).toBe('2101-01-01T04:59:59.000Z')
    expect(parsePostDate('2028-02-29').dateOnly).toBe(true)
  })

  it.each([
    ['1999-12-31', 'l’année doit être comprise entre 2000 et 2100'],
    ['2101-01-01', 'l’année doit être comprise entre 2000 et 2100'],
    ['2026-02-29', 'n’existe pas dans le calendrier'],
    ['2026-04-31', 'n’existe pas dans le calendrier'],
    ['2026-13-01', 'n’existe pas dans le calendrier'],
    ['2026-11-23T24:00', 'une heure qui n’existe pas'],
    ['2026-11-23T08:60', 'une heure qui n’existe pas'],
    ['2026-11-23T08:00:60', 'une heure qui n’existe pas'],
    ['2026-11-23T08:00+15:00', 'décalage horaire impossible'],
    ['1700000000', 'n’est pas reconnue'],
    ['23/11/2026', 'n’est pas reconnue'],
  ])('refuses %s', (text, reason) => {
    expect(() => parsePostDate(text)).toThrow(reason)
  })

  it('refuses a time skipped when clocks spring forward, saying so', () => {
    expect(() => parsePostDate('2026-03-08T02:30')).toThrow(
      'La date tombe à 02:30 le 8 mars 2026, une heure qui n’existe pas à l’heure du Québec : ce jour-là, les horloges avancent d’une heure (passage à l’heure avancée), choisissez une autre heure.',
    )
  })

  it('refuses a time repeated when clocks fall back, saying so', () => {
    expect(() => parsePostDate('2026-11-01T01:30')).toThrow(
      'La date tombe à 01:30 le 1er novembre 2026, une heure ambiguë à l’heure du Québec : ce jour-là, les horloges reculent d’une heure et 01:30 revient deux fois, choisissez une autre heure ou précisez le décalage (-04:00 ou -05:00).',
    )
    expect(parsePostDate('2026-11-01T02:00').date.toISOString()).toBe('2026-11-01T07:00:00.000Z')
  })
})

describe('start dates', () => {
  it('take a future date up to two years ahead', () => {
    expect(parseStartDate('2028-11-20T08:00', { now }).past).toBe(false)
    expect(() => parseStartDate('2028-11-21T08:00', { now })).toThrow(
      'La date de début du 21 novembre 2028 est à plus de deux ans d’ici : choisissez une date au plus tard le 20 novembre 2028.',
    )
  })

  it('read today’s day, or a few minutes ago, as now', () => {
    expect(parseStartDate('2026-11-20', { now })).toEqual({ date: now, past: false })
    expect(checkStartDate(new Date(now.getTime() - 60_000), { now })).toEqual({
      date: now,
      past: false,
    })
  })

  it('refuse a past date unless it is confirmed', () => {
    expect(() =>
      parseStartDate('2026-11-16T08:00', {
        now,
        howToConfirm: { fr: 'ajoutez --allow-past pour confirmer', en: 'add --allow-past' },
      }),
    ).toThrow(
      'La date de début du 16 novembre 2026 est déjà passée : les articles programmés avant maintenant seraient mis en ligne dès la prochaine publication du site, ajoutez --allow-past pour confirmer.',
    )
    expect(parseStartDate('2026-11-16T08:00', { now, allowPast: true })).toEqual({
      date: new Date('2026-11-16T13:00:00.000Z'),
      past: true,
    })
  })
})

describe('storedDateProblem', () => {
  it('passes a stored date and names what is wrong with any other', () => {
    expect(storedDateProblem('2026-11-23T08:00:00-05:00')).toBeUndefined()
    expect(storedDateProblem('2026-11-23T08:00')).toContain('expected an ISO 8601 date-time')
    expect(storedDateProblem('10000-01-03T08:00:00-05:00')).toContain('expected an ISO 8601')
    expect(storedDateProblem('9999-12-31T08:00:00-05:00')).toBe(
      'the date “9999-12-31T08:00:00-05:00” is out of range: the year must be between 2000 and 2100',
    )
  })
})
