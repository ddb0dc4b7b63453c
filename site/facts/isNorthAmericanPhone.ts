import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/**
 * Whether a text is a real North American (NANP, country code 1) phone number, judged on its
 * digits by libphonenumber-js: `450-555-01` (8 digits) and `514 123-4567` (no exchange starts
 * with 1) are refused, whatever the spaces, dashes or parentheses around them.
 */
export function isNorthAmericanPhone(text: string): boolean {
  const number = parsePhoneNumberFromString(text, 'CA')
  return number !== undefined && number.countryCallingCode === '1' && number.isValid()
}
