/** U+202F, the narrow no-break space French typography puts before `; : ! ?` and inside « ». */
export const NARROW_NO_BREAK_SPACE = '\u202f'

const SPACES = '[ \\u00a0\\u202f\\t]'
const OPENING = new RegExp(`«${SPACES}*`, 'g')
const CLOSING = new RegExp(`${SPACES}*»`, 'g')
const HIGH_MARKS = new RegExp(`(${SPACES}*)([;:!?]+)`, 'g')
/** What may stand right before a mark typed without its space: a word, a number, a closing sign. */
const GLUED_AFTER = /[\p{L}\p{N}»)\]’”"'…%]/u

/**
 * Applies French spacing to one run of text: a narrow no-break space before `; : ! ?` and inside
 * « », replacing whatever space (or none) the author typed. Times (8:30), ratios and web
 * addresses are left alone. `before` is the character preceding the run in the document (text is
 * split by bold, links...), so a run starting with `!` still knows what it follows.
 */
export function frenchTypography(text: string, before = ''): string {
  const context = before.slice(-1)
  const spaced = (context + text)
    .replace(OPENING, `«${NARROW_NO_BREAK_SPACE}`)
    .replace(CLOSING, (match: string, offset: number) =>
      // A » opening the run after a space that belongs to the previous run: leave it be.
      offset === 0 && context !== '' && match === '»' ? match : `${NARROW_NO_BREAK_SPACE}»`,
    )
    .replace(
      HIGH_MARKS,
      (match: string, spaces: string, marks: string, offset: number, whole: string) => {
        const previous = whole[offset - 1]
        const next = whole[offset + match.length]
        if (previous === undefined) return match
        if (spaces === '' && !GLUED_AFTER.test(previous)) return match
        if (
          marks.startsWith(':') &&
          (next === '/' || (/\d/.test(previous) && /\d/.test(next ?? '')))
        ) {
          return match
        }
        const wordStart = Math.max(whole.lastIndexOf(' ', offset - 1), 0)
        if (/https?:\/\/|www\./i.test(whole.slice(wordStart, offset + match.length + 8)))
          return match
        return NARROW_NO_BREAK_SPACE + marks
      },
    )
  return spaced.slice(context.length)
}
