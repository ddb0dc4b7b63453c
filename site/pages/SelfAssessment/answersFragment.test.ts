import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answersFragment, answersFromFragment, carriedFragment } from './answersFragment'
import { emptyAnswers, withAnswer, type Answers } from './scoring'

const answer = fc.constantFrom('yes' as const, 'no' as const)
const completed: fc.Arbitrary<Answers> = fc.record({
  culture: fc.array(answer, { minLength: 10, maxLength: 10 }),
  risk: fc.array(answer, { minLength: 10, maxLength: 10 }),
})

describe('the results fragment', () => {
  it('brings back any of the 2^20 sets of answers', () => {
    fc.assert(
      fc.property(completed, (answers) => {
        const fragment = answersFragment(answers)
        expect(fragment).toMatch(/^#r=[0-9a-v]{4}$/)
        expect(answersFromFragment(fragment ?? '')).toEqual(answers)
      }),
      { numRuns: 300 },
    )
    // The two ends and one in between, by hand.
    const allNo: Answers = { culture: Array(10).fill('no'), risk: Array(10).fill('no') }
    expect(answersFragment(allNo)).toBe('#r=0000')
    expect(answersFragment({ ...allNo, risk: Array(10).fill('yes') })).toBe('#r=00vv')
    expect(answersFromFragment('#r=g000')?.culture[0]).toBe('yes')
  })

  it('holds only completed answers', () => {
    expect(answersFragment(emptyAnswers())).toBeUndefined()
    expect(answersFragment(withAnswer(emptyAnswers(), 'risk', 3, 'yes'))).toBeUndefined()
  })

  it('reads nothing from any other fragment, without ever throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const hash = `#${text}`
        const answers = answersFromFragment(hash)
        if (!/^#r=[0-9a-v]{4}$/.test(hash)) expect(answers).toBeUndefined()
        expect(carriedFragment(hash)).toBe(answers ? hash : '')
      }),
      { numRuns: 500 },
    )
    for (const hash of [
      '',
      '#',
      '#r=',
      '#r=000',
      '#r=00000',
      '#r=000w',
      '#R=0000',
      '#r=0000&x',
      ' #r=0000',
    ]) {
      expect(answersFromFragment(hash), hash).toBeUndefined()
    }
  })
})
