import { describe, expect, it } from 'vitest'
import { applySiteStylesheet, siteStylesheetAttribute } from './siteStylesheet'

describe('applySiteStylesheet', () => {
  it('turns the deferred stylesheet on for the screen, and only that one', () => {
    const links = [{ media: 'print' }, { media: 'print' }]
    const selectors: string[] = []
    const root = {
      querySelectorAll: (selector: string) => {
        selectors.push(selector)
        return links
      },
    } as unknown as ParentNode
    applySiteStylesheet(root)
    expect(selectors).toEqual([`link[${siteStylesheetAttribute}]`])
    expect(links.map((link) => link.media)).toEqual(['all', 'all'])
  })
})
