// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { isStaleCodeError, reloadOnceForStaleCode } from './staleCode'

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

describe('a page whose code is gone, loaded afresh', () => {
  const gone = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')

  it('once per path and tab session, never in a loop', () => {
    sessionStorage.clear()
    const reload = vi.fn()
    expect(reloadOnceForStaleCode(gone, '/vision', reload)).toBe(true)
    expect(reloadOnceForStaleCode(gone, '/vision', reload)).toBe(false)
    expect(reloadOnceForStaleCode(gone, '/services', reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('not for an error of another kind', () => {
    sessionStorage.clear()
    const reload = vi.fn()
    expect(reloadOnceForStaleCode(new Error('render failed'), '/vision', reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
