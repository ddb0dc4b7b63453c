import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/**
 * Whether a text is a real North American (NANP, country code 1) phone number, judged on its
 * digits by libphonenumber-js: `450-555-01` (8 digits) and `514 123-4567` (no exchange starts
 * with 1) are refused, whatever the spaces, dashes or parentheses around them. The count of
 * digits is checked first: libphonenumber-js leniently reads `1 1 600 300-0000` (12 digits, a
 * stray 1 typed twice) as a valid number, and the site would then print digits she never typed.
 */
export function isNorthAmericanPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '')
  const counted = digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))
  if (!counted) return false
  const number = parsePhoneNumberFromString(text, 'CA')
  return number !== undefined && number.countryCallingCode === '1' && number.isValid()
}
