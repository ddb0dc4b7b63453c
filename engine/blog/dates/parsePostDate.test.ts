import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BlogError } from '../errors'
import {
  checkStartDate,
  parsePostDate,
  parseStartDate,
  POST_DATE_YEARS,
  storedDateProblem,
} from './parsePostDate'

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

describe('parsePostDate, generated', () => {
  const digits = (length: number, max: number) =>
    fc.integer({ min: 0, max }).map((value) => String(value).padStart(length, '0'))
  /** Texts shaped like dates, mostly near-valid: every field may be out of range. */
  const dateLike = fc
    .tuple(
      digits(4, 9999),
      digits(2, 99),
      digits(2, 99),
      fc.option(fc.tuple(fc.constantFrom('T', ' ', 't', 'x'), digits(2, 99), digits(2, 99)), {
        nil: undefined,
      }),
      fc.option(
        fc.tuple(
          digits(2, 99),
          fc.option(fc.integer({ min: 0, max: 999_999_999 }), { nil: undefined }),
        ),
        { nil: undefined },
      ),
      fc.option(
        fc.oneof(
          fc.constantFrom('Z', 'z', '+00:00', '-05:00', '+14:00', '-14:01'),
          fc
            .tuple(fc.constantFrom('+', '-'), digits(2, 99), digits(2, 99))
            .map(([sign, h, m]) => `${sign}${h}:${m}`),
        ),
        { nil: undefined },
      ),
      fc.constantFrom('', ' ', '\n', '\u0000'),
    )
    .map(([year, month, day, time, seconds, offset, padding]) => {
      const clock = time
        ? `${time[0]}${time[1]}:${time[2]}${seconds ? `:${seconds[0]}${seconds[1] === undefined ? '' : `.${seconds[1]}`}` : ''}${offset ?? ''}`
        : ''
      return `${padding}${year}-${month}-${day}${clock}${padding}`
    })
  const anyText = fc.oneof(
    dateLike,
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
  )

  it('either reads a real instant in the allowed years or refuses with one sentence', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, requireOffset) => {
        try {
          const { date } = parsePostDate(text, { requireOffset })
          expect(Number.isNaN(date.getTime())).toBe(false)
          // A time near midnight in the last year may fall on January 1 of the next, in UTC.
          expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(POST_DATE_YEARS.first)
          expect(date.getUTCFullYear()).toBeLessThanOrEqual(POST_DATE_YEARS.last + 1)
        } catch (error) {
          expect(error).toBeInstanceOf(BlogError)
          expect(error).toMatchObject({ code: 'invalid-input' })
          const { message, english } = error as BlogError
          expect(message).toMatch(/^La date .+\.$/s)
          expect(english).toMatch(/^The date .+\.$/s)
          // The text quoted back is short and holds no control character.
          expect(message).not.toMatch(/\p{Cc}/u)
        }
      }),
      { numRuns: 600 },
    )
  })

  it('reads back every instant it writes with an offset', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-02T00:00:00Z'),
          max: new Date('2100-12-30T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(parsePostDate(date.toISOString(), { requireOffset: true }).date.getTime()).toBe(
            date.getTime(),
          )
        },
      ),
      { numRuns: 200 },
    )
  })
})
