import type { Answers } from './scoring'
import { MEASURES, STATEMENTS_PER_MEASURE, TOTAL_STATEMENTS } from './statementCounts'

/*
 * A completed self-assessment in the address's fragment, `#r=` and four characters: the 20 yes or
 * no answers as 20 bits, five per character (0-9 then a-v). A fragment never leaves the browser,
 * so the link brings the results back without any server knowing them. A fragment is untrusted
 * (anyone can type one): only the exact form is read, anything else is ignored.
 */

const PREFIX = '#r='
const DIGITS = '0123456789abcdefghijklmnopqrstuv'
const BITS_PER_DIGIT = 5
const LENGTH = TOTAL_STATEMENTS / BITS_PER_DIGIT
const FRAGMENT = new RegExp(`^${PREFIX}([0-9a-v]{${LENGTH}})$`)

/** The fragment of a completed set of answers (`#r=…`), or undefined while one is missing. */
export function answersFragment(answers: Answers): string | undefined {
  const bits = MEASURES.flatMap((measure) => answers[measure])
  if (bits.length !== TOTAL_STATEMENTS || bits.includes(null)) return undefined
  let digits = ''
  for (let start = 0; start < TOTAL_STATEMENTS; start += BITS_PER_DIGIT) {
    const value = bits
      .slice(start, start + BITS_PER_DIGIT)
      .reduce((sum, answer) => sum * 2 + (answer === 'yes' ? 1 : 0), 0)
    digits += DIGITS[value] ?? ''
  }
  return PREFIX + digits
}

/** The answers a fragment holds, or undefined for any other fragment (empty, malformed, other). */
export function answersFromFragment(hash: string): Answers | undefined {
  const digits = FRAGMENT.exec(hash)?.[1]
  if (digits === undefined) return undefined
  // The digits are ASCII, checked above: one character per digit.
  const bits = Array.from({ length: LENGTH }, (_, at) => DIGITS.indexOf(digits.charAt(at))).flatMap(
    (value) =>
      Array.from({ length: BITS_PER_DIGIT }, (_, bit) =>
        (value >> (BITS_PER_DIGIT - 1 - bit)) & 1 ? ('yes' as const) : ('no' as const),
      ),
  )
  const [culture, risk] = MEASURES.map((_, section) =>
    bits.slice(section * STATEMENTS_PER_MEASURE, (section + 1) * STATEMENTS_PER_MEASURE),
  )
  return culture && risk ? { culture, risk } : undefined
}

/** The fragment to carry to the page in the other language: the results', else nothing. */
export function carriedFragment(hash: string): string {
  return answersFromFragment(hash) ? hash : ''
}
