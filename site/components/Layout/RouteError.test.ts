import { describe, expect, it } from 'vitest'
import { isStaleCodeError } from './RouteError'

describe('a page whose code is gone', () => {
  it('is recognised in the wording of Chromium, Firefox and Safari', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://www.example.com/assets/VisionPage-1a2b.js',
      'error loading dynamically imported module: https://www.example.com/assets/VisionPage-1a2b.js',
      'Importing a module script failed.',
    ]) {
      expect(isStaleCodeError(new TypeError(message)), message).toBe(true)
    }
  })

  it('is told apart from a page that fails to render', () => {
    expect(
      isStaleCodeError(new TypeError("Cannot read properties of undefined (reading 'map')")),
    ).toBe(false)
    expect(isStaleCodeError(new Error('Failed to fetch dynamically imported module'))).toBe(false)
    expect(isStaleCodeError({ status: 404 })).toBe(false)
  })
})
