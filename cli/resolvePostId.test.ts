import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isBlogError } from '../engine/blog/errors.ts'
import { matchPostId } from './resolvePostId.ts'

const postId = fc
  .tuple(
    fc.constantFrom('2026-11-23', '2026-11-25', '2026-12-02', '2027-01-04'),
    fc.stringMatching(/^[a-z0-9]{1,4}(?:-[a-z0-9]{1,4}){0,2}$/),
  )
  .map(([day, slug]) => `${day}-${slug}`)

/** The error `action` throws, as a BlogError. */
function refusal(action: () => unknown) {
  try {
    action()
  } catch (error) {
    if (isBlogError(error)) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('matchPostId', () => {
  it('takes a whole id or a beginning only one id has, refuses one several share by naming them', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(postId, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        (ids, pick, cut) => {
          const id = ids[pick % ids.length] ?? ''
          const typed = id.slice(0, 1 + (cut % id.length))
          const candidates = ids.filter((candidate) => candidate.startsWith(typed)).sort()
          if (ids.includes(typed) || candidates.length === 1) {
            expect(matchPostId(typed, ids)).toBe(ids.includes(typed) ? typed : id)
            expect(matchPostId(` ${typed.toUpperCase()} `, ids)).toBe(matchPostId(typed, ids))
            return
          }
          const error = refusal(() => matchPostId(typed, ids))
          expect(error.code).toBe('invalid-input')
          expect(error.message).toContain(`« ${typed} » est le début de ${candidates.length}`)
          for (const candidate of candidates.slice(0, 8)) expect(error.message).toContain(candidate)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('names what was typed when no id begins so, and refuses characters no id holds', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(postId, { maxLength: 12 }),
        fc.stringMatching(/^[a-z0-9-]{1,30}$/),
        (ids, typed) => {
          fc.pre(!ids.some((id) => id.startsWith(typed)))
          const error = refusal(() => matchPostId(typed, ids))
          expect(error.code).toBe('not-found')
          expect(error.message).toBe(
            `Aucun article n’a d’identifiant qui commence par « ${typed} » : la commande list les affiche tous.`,
          )
        },
      ),
      { numRuns: 200 },
    )
    for (const typed of ['', '../../etc', '2026-11-23/fr.md', 'a'.repeat(201)]) {
      expect(refusal(() => matchPostId(typed, ['2026-11-23-a'])).message).toBe(
        'L’identifiant d’article doit avoir la forme AAAA-MM-JJ-titre, par exemple 2026-11-23-mon-article.',
      )
    }
  })

  it('counts the candidates past the eighth', () => {
    const ids = Array.from({ length: 11 }, (_, index) => `2026-11-23-article-${index + 10}`)
    expect(refusal(() => matchPostId('2026-11-23', ids)).message).toBe(
      `« 2026-11-23 » est le début de 11 identifiants, ${ids.slice(0, 8).join(', ')} et 3 autres : tapez-en assez pour n’en désigner qu’un.`,
    )
  })
})
