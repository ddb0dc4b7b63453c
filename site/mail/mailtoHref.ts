/**
 * Characters that no mail client should receive: C0 controls other than tab and line breaks,
 * DEL and the C1 controls. A pasted message can carry them; they are dropped.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g

/** Half of a surrogate pair with no other half: `encodeURIComponent` throws on it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const LINE_BREAK = /\r\n|\r|\n/g

function clean(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL_CHARACTERS, '')
}

/**
 * Percent-encodes one `hfvalue` of RFC 6068. `encodeURIComponent` leaves only unreserved
 * characters and `!'()*`, all of which RFC 6068 allows as they are, and encodes the rest as
 * UTF-8 octets (`&`, `?`, `#`, `+`, `%` and `=` included), which is what the RFC requires.
 */
function encodeValue(text: string): string {
  return encodeURIComponent(text)
}

/** The address part: the `@` stays literal, as every mail client expects it. */
function encodeAddress(address: string): string {
  return address.trim().split('@').map(encodeValue).join('@')
}

/**
 * Builds a `mailto:` link (RFC 6068) that opens a new message to `to` with `subject` and `body`.
 *
 * Every value is percent-encoded as UTF-8, so accents, `&`, `?`, `#`, `+` and `%` survive. Line
 * breaks in the body become CRLF (`%0D%0A`), as the RFC asks; the subject is a single header
 * line, so its line breaks become spaces (a line break there could forge another header).
 * Control characters are dropped and lone surrogates replaced, so no input makes this throw.
 */
export function mailtoHref(to: string, subject: string, body: string): string {
  const cleanSubject = clean(subject).replace(LINE_BREAK, ' ')
  const cleanBody = clean(body).replace(LINE_BREAK, '\r\n')
  return `mailto:${encodeAddress(to)}?subject=${encodeValue(cleanSubject)}&body=${encodeValue(cleanBody)}`
}
