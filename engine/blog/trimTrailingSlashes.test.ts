import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { trimTrailingSlashes } from './trimTrailingSlashes.ts'

/** The fastest of a few runs of `trim` on `text`, in milliseconds: the least disturbed one. */
function fastest(trim: (text: string) => string, text: string): number {
  let best = Infinity
  for (let run = 0; run < 5; run++) {
    const start = performance.now()
    for (let repeat = 0; repeat < 4; repeat++) trim(text)
    best = Math.min(best, performance.now() - start)
  }
  return best
}

describe('trimTrailingSlashes', () => {
  it('removes the slashes a text ends with, and nothing else', () => {
    expect(trimTrailingSlashes('/services///')).toBe('/services')
    expect(trimTrailingSlashes('/')).toBe('')
    expect(trimTrailingSlashes('https://example.ca')).toBe('https://example.ca')
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', 'a', 'é', '.') }), (text) => {
        expect(trimTrailingSlashes(text)).toBe(text.replace(/(?<!\/)\/+$/, ''))
      }),
      { numRuns: 200 },
    )
  })

  it('takes linear time on 100,000 slashes, ending the text or not (n against 4n)', () => {
    const n = 100_000
    for (const hostile of [
      (count: number) => `${'/'.repeat(count)}a`,
      (count: number) => `a${'/'.repeat(count)}`,
    ]) {
      fastest(trimTrailingSlashes, hostile(n))
      // Below a twentieth of a millisecond a clock reads noise: both sides are floored to it.
      const floor = 0.05
      const ratio =
        Math.max(fastest(trimTrailingSlashes, hostile(4 * n)), floor) /
        Math.max(fastest(trimTrailingSlashes, hostile(n)), floor)
      // Linear gives at most 4, quadratic 16: 8 tells them apart with room for a busy machine.
      expect(ratio).toBeLessThan(8)
    }
  })
})
