import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fewWords, lastWords } from './importWarning.ts'

const word = fc.stringMatching(/^[a-zàéèêôç’-]{1,12}$/)
/** Ordinary text: words of a dozen letters at most, separated by spaces. */
const prose = fc.array(word, { minLength: 1, maxLength: 200 })

describe('quotes in warnings', () => {
  it('quote the first and last eight words of a text', () => {
    fc.assert(
      fc.property(prose, (words) => {
        const text = words.join(' ')
        const few = fewWords(text)
        const last = lastWords(text)
        if (words.length <= 8 && text.length <= 512) {
          expect(few).toBe(text)
          expect(last).toBe(text)
        } else {
          expect(few).toBe(`${words.slice(0, 8).join(' ')}…`)
          expect(last).toBe(`…${words.slice(-8).join(' ')}`)
        }
      }),
    )
  })

  // A scan quotes a text for each warning (the article's title, a comment) and keeps the last
  // words read after each run of text: a quote that read the whole text made a scan quadratic.
  it('read at most 512 characters of a text, and never cut a character in two', () => {
    expect(fewWords(`${' '.repeat(1_000)}mot`)).toBe('mot')
    expect(lastWords(`mot${' '.repeat(1_000)}`)).toBe('mot')
    const anyText = fc.string({ unit: 'grapheme', maxLength: 2_000 })
    fc.assert(
      fc.property(anyText, fc.nat(600), (text, padding) => {
        const long = `${'a'.repeat(padding)}${text}${'😀'.repeat(300)}${text}`
        for (const quote of [fewWords(long), lastWords(long), fewWords(long, 12)]) {
          expect(quote.length).toBeLessThanOrEqual(513)
          expect(quote).not.toMatch(
            /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
          )
        }
      }),
    )
  })
})
