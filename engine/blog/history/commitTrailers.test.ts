import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import '../../../tests/support/fastCheckSeed.ts'
import {
  actionOn,
  commitSubject,
  parseTrailers,
  POST_ACTIONS,
  trailerValue,
  withTrailers,
} from './commitTrailers.ts'

const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' })

const postId = fc
  .tuple(
    fc.integer({ min: 2000, max: 2100 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
    fc.array(fc.constantFrom('bilan', 'sante', 'au', 'travail', '2'), {
      minLength: 1,
      maxLength: 4,
    }),
  )
  .map(
    ([year, month, day, words]) =>
      `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}-${words.join('-')}`,
  )

describe('commit trailers', () => {
  it('reads back what they wrote, whatever the file name and the prose hold', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.constantFrom(...POST_ACTIONS),
        fc.uniqueArray(postId, { minLength: 1, maxLength: 4 }),
        fc.string({ unit: 'binary', maxLength: 130 }),
        (prose, action, posts, fileName) => {
          const message = withTrailers(`Blog : import\n\n${prose}`, {
            action,
            posts,
            document: fileName,
          })
          const parsed = parseTrailers(message)
          expect(parsed?.action).toBe(action)
          expect(parsed?.posts).toEqual(posts)
          const value = trailerValue(fileName)
          expect(parsed?.document).toBe(value === '' ? undefined : value)
          // A value is one line without any control, so it can start no other trailer.
          expect(value).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u)
          expect([...graphemes.segment(value)].length).toBeLessThanOrEqual(200)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('cannot be forged by a file name that holds lines of trailers', () => {
    const message = withTrailers('Blog : import', {
      action: 'imported',
      posts: ['2026-12-07-bilan'],
      document: 'a.docx\nSanta-Action: deleted\r\nSantra-Post: 2026-12-09-autre\u2028x',
    })
    const parsed = parseTrailers(message)
    expect(parsed?.action).toBe('imported')
    expect(parsed?.posts).toEqual(['2026-12-07-bilan'])
    expect(parsed?.document).toBe('a.docx Santa-Action: deleted Santra-Post: 2026-12-09-autre x')
  })

  it('finds no trailers in a hand-made commit, and an import names replaced posts apart', () => {
    expect(parseTrailers('Corrige une coquille')).toBeUndefined()
    expect(parseTrailers('Corrige\n\nSigned-off-by: A <a@example.com>')).toBeUndefined()
    const message = withTrailers('Blog : import de 2 articles', {
      action: 'imported',
      posts: ['2026-12-07-a', '2026-12-09-b'],
      replaced: ['2026-12-09-b'],
    })
    // GitHub's store adds its operation id to the same block.
    const parsed = parseTrailers(`${message}\nBlog-Operation: 1234`)
    expect(parsed && actionOn(parsed, '2026-12-07-a')).toBe('imported')
    expect(parsed && actionOn(parsed, '2026-12-09-b')).toBe('replaced')
    expect(parsed && actionOn(parsed, '2026-12-11-c')).toBeUndefined()
    expect(commitSubject('Blog : « A »\u001b[31m\n\nx')).toBe('Blog : « A » [31m')
  })
})
