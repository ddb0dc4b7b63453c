import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { requestPathVariants } from './requestPathVariants.ts'

describe('requestPathVariants', () => {
  it('tries the path as written, then lowercased, without trailing slashes', () => {
    expect(requestPathVariants('/')).toEqual(['/'])
    expect(requestPathVariants('//')).toEqual(['/'])
    expect(requestPathVariants('/Services/')).toEqual(['/Services', '/services'])
    expect(requestPathVariants('/assets/app-AbC.js')).toEqual([
      '/assets/app-AbC.js',
      '/assets/app-abc.js',
    ])
  })

  it('gives one or two distinct paths, the first as written, none ending in a slash', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (tail) => {
        const variants = requestPathVariants(`/${tail}`)
        expect(variants.length).toBeGreaterThanOrEqual(1)
        expect(variants.length).toBeLessThanOrEqual(2)
        expect(new Set(variants).size).toBe(variants.length)
        for (const variant of variants) {
          expect(variant === '/' || !variant.endsWith('/')).toBe(true)
        }
        expect(variants.at(-1)).toBe(variants[0]?.toLowerCase())
      }),
    )
  })
})
