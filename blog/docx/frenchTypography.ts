/** U+202F, the narrow no-break space French typography puts before `; : ! ?` and inside « ». */
const NARROW_NO_BREAK_SPACE = '\u202f'

const SPACES = '[ \\u00a0\\u202f\\t]'
const OPENING = new RegExp(`«${SPACES}*`, 'g')
// Each run of spaces is tried from its start only (the lookbehind): linear on long runs.
const CLOSING = new RegExp(`(?<!${SPACES})${SPACES}*»`, 'g')
const HIGH_MARKS = new RegExp(`(?<!${SPACES})(${SPACES}*)([;:!?]+)`, 'g')
/** What may stand right before a mark typed without its space: a word, a number, a closing sign. */
const GLUED_AFTER = /[\p{L}\p{N}»)\]’”"'…%]/u
/**
 * A mark glued to what precedes it and followed by one of these is part of a technical token,
 * not a sentence: `host:8080`, `8:30`, `https://`, `mailto:x`, `C:\`, `std::map`, `fe80::1`,
 * `a?b=1`, `!=`. Prose puts a space, a closing sign or nothing after its marks.
 */
const TECHNICAL_NEXT = /[\p{L}\p{N}/\\=&#%@~[_:;!?-]/u
/**
 * Addresses inside which nothing is respaced, up to the next space, and `&amp;`-like text. A
 * scheme or a mail address is looked for from the start of its run of letters only (the
 * lookbehinds), so a long word without `://` or `@` is read once, not once per letter.
 */
const ADDRESS =
  /(?:(?<![a-z0-9+.-])[0-9+.-]*[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:|tel:)\S*|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+|&#?\w+;/giu
/** What every {@link ADDRESS} holds: text without any of these has no address to look for. */
const ADDRESS_SIGN = /:\/\/|www\.|mailto:|tel:|@|&/i
/** The only characters this function changes or spaces. */
const FRENCH_MARKS = /[«»;:!?]/

/**
 * Applies French spacing to one run of text: a narrow no-break space before `; : ! ?` and inside
 * « », replacing whatever space (or none) the author typed. Technical tokens are left alone: web
 * and mail addresses, times (8:30), ports (host:8080), file paths (C:\), `::` and IPv6 addresses
 * (see {@link TECHNICAL_NEXT}). `before` is the character preceding the run in the document (text
 * is split by bold, links...), so a run starting with `!` still knows what it follows. Code never
 * reaches this function: the Markdown writer passes it through untouched.
 */
export function frenchTypography(text: string, before = ''): string {
  const context = before.slice(-1)
  // Most runs of text hold no mark at all (and follow no «, whose space they would start): they
  // are returned as they are, without a regex pass.
  if (context !== '«' && !FRENCH_MARKS.test(text)) return text
  const spaced = (context + text)
    .replace(OPENING, `«${NARROW_NO_BREAK_SPACE}`)
    .replace(CLOSING, (match: string, offset: number) =>
      // A » opening the run after a space that belongs to the previous run: leave it be.
      offset === 0 && context !== '' && match === '»' ? match : `${NARROW_NO_BREAK_SPACE}»`,
    )
  // Found after the guillemets are spaced, so the offsets match the text the marks are in; only
  // looked for once a mark needs it, and only in text that can hold an address.
  let ranges: (readonly [number, number])[] | undefined
  const insideAddress = (offset: number) => {
    ranges ??= ADDRESS_SIGN.test(spaced)
      ? [...spaced.matchAll(ADDRESS)].map(
          (match) => [match.index, match.index + match[0].length] as const,
        )
      : []
    return ranges.some(([start, end]) => offset >= start && offset < end)
  }
  return spaced
    .replace(
      HIGH_MARKS,
      (match: string, spaces: string, marks: string, offset: number, all: string) => {
        const previous = all[offset - 1]
        const next = all[offset + match.length]
        if (previous === undefined) return match
        if (spaces === '' && !GLUED_AFTER.test(previous)) return match
        if (spaces === '' && next !== undefined && TECHNICAL_NEXT.test(next)) return match
        if (insideAddress(offset + spaces.length)) return match
        return NARROW_NO_BREAK_SPACE + marks
      },
    )
    .slice(context.length)
}
