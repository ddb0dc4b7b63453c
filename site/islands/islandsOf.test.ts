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
  {
    selector: '[data-island="later"]',
    content: async (element, locale) => {
      await Promise.resolve()
      if (element.dataset.fail) throw new Error('chunk missing')
      return `${locale}: later`
    },
  },
]

describe('the islands of a page', () => {
  it('are the marked containers with what they need, each with its content', async () => {
    document.body.innerHTML =
      '<span data-island="share" data-share-title="Un titre"></span><span data-island="other"></span><span data-island="later"></span>'
    const islands = await Promise.all(islandsOf(document, kinds, 'fr'))
    expect(islands).toHaveLength(2)
    expect(islands[0]?.element.dataset.shareTitle).toBe('Un titre')
    expect(islands[0]?.content).toBe('fr: Un titre')
    expect(islands[1]?.content).toBe('fr: later')
  })

  it('leave a container that misses its data inert, and say so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    document.body.innerHTML = '<span data-island="share"></span>'
    expect(await Promise.all(islandsOf(document, kinds, 'en'))).toEqual([undefined])
    expect(error).toHaveBeenCalledWith(
      'The island [data-island="share"] misses its data; it stays inert.',
    )
  })

  it('leave a part whose code fails to load inert, without holding the others back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    document.body.innerHTML =
      '<span data-island="later" data-fail="1"></span><span data-island="share" data-share-title="T"></span>'
    const islands = await Promise.all(islandsOf(document, kinds, 'en'))
    expect(islands.map((island) => island?.content)).toEqual(['en: T', undefined])
    expect(error).toHaveBeenCalledWith(
      'The island [data-island="later"] could not load; it stays inert.',
      expect.any(Error),
    )
  })
})
