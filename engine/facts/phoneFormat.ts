/*
 * How the consultant's phone number is written on every page: « 450 555-0123 » (the Office
 * québécois de la langue française's form) and, for links, E.164 (`tel:+14505550123`). The pages
 * import only this: the facts schema has already proved the number is a North American one with
 * libphonenumber-js (`isNorthAmericanPhone`), so ten digits are all there is to lay out, and the
 * pages ship none of the library's 30 KB of metadata.
 */

/** The ten national digits of a North American number, without the country code 1. */
export function nationalDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
}

/** The number as the pages print it: « 450 555-0123 ». */
export function formatPhone(phone: string): string {
  const digits = nationalDigits(phone)
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** The number in E.164, for `tel:` links and structured data: `+14505550123`. */
export function phoneE164(phone: string): string {
  return `+1${nationalDigits(phone)}`
}
