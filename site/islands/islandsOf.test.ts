// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type IslandKind, islandsOf } from './islandsOf'

afterEach(() => {
  vi.restoreAllMocks()
})

const kinds: IslandKind<string>[] = [
  {
    selector: '[data-island="share"]',
    content: (element, locale) =>
      element.dataset.shareTitle ? `${locale}: ${element.dataset.shareTitle}` : undefined,
  },
]

describe('the islands of a page', () => {
  it('are the marked containers with what they need, each with its content', () => {
    document.body.innerHTML =
      '<span data-island="share" data-share-title="Un titre"></span><span data-island="other"></span>'
    const islands = islandsOf(document, kinds, 'fr')
    expect(islands).toHaveLength(1)
    expect(islands[0]?.element.dataset.shareTitle).toBe('Un titre')
    expect(islands[0]?.content).toBe('fr: Un titre')
  })

  it('leave a container that misses its data inert, and say so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    document.body.innerHTML = '<span data-island="share"></span>'
    expect(islandsOf(document, kinds, 'en')).toEqual([])
    expect(error).toHaveBeenCalledWith(
      'The island [data-island="share"] misses its data; it stays inert.',
    )
  })
})
