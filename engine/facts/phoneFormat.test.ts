import fc from 'fast-check'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'
import { isNorthAmericanPhone } from './isNorthAmericanPhone'
import { formatPhone, phoneE164 } from './phoneFormat'

/** Real North American numbers, from Québec, Ontario and a toll-free line. */
const realNumbers = ['4505550123', '5148720000', '4186432121', '6135550199', '8005551212']

const separator = fc.constantFrom('', ' ', '-', '.', ' - ')

/** The digits of a number written as people write it: spaces, dashes, dots, parentheses, +1. */
const written = (digits: string) =>
  fc
    .record({
      prefix: fc.constantFrom('', '1', '+1', '+1 ', '1-'),
      parens: fc.boolean(),
      first: separator,
      second: separator,
    })
    .map(({ prefix, parens, first, second }) => {
      const area = parens ? `(${digits.slice(0, 3)})` : digits.slice(0, 3)
      return `${prefix}${area}${first}${digits.slice(3, 6)}${second}${digits.slice(6)}`
    })

describe('the consultant’s phone number', () => {
  it('is accepted however it is written, and printed one way, as libphonenumber-js reads it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...realNumbers).chain(written), (text) => {
        expect(isNorthAmericanPhone(text)).toBe(true)
        const parsed = parsePhoneNumberFromString(text, 'CA')
        expect(phoneE164(text)).toBe(parsed?.number)
        expect(formatPhone(text)).toBe(parsed?.formatNational().replace(/^\((\d{3})\) /, '$1 '))
        expect(formatPhone(text)).toMatch(/^\d{3} \d{3}-\d{4}$/)
      }),
      { numRuns: 200 },
    )
  })

  it('is refused when its digits are too few or too many, whatever the separators', () => {
    const wrongLength = fc
      .stringMatching(/^\d{1,14}$/)
      .filter((digits) => digits.length !== 10 && !(digits.length === 11 && digits[0] === '1'))
    fc.assert(
      fc.property(wrongLength, separator, (digits, glue) => {
        expect(isNorthAmericanPhone(digits.split('').join(glue))).toBe(false)
      }),
      { numRuns: 200 },
    )
    expect(isNorthAmericanPhone('450-555-01')).toBe(false)
    expect(isNorthAmericanPhone('+33 1 23 45 67 89')).toBe(false)
  })
})
