import { describe, expect, it } from 'vitest'
import { routePaths } from '../../engine/siteModel/pageTable.ts'
import { builtHtml } from './builtSite.ts'

/**
 * Every path of the route table, aliases included, is pre-rendered with its language, heading,
 * title, canonical link and description. tests/e2e/shell.spec.ts opens each in a browser.
 */
describe.each(routePaths)('$path', (route) => {
  it('is pre-rendered with its head', () => {
    const html = builtHtml(route.path)
    expect(html).toMatch(new RegExp(`<html lang="${route.locale}"`))
    expect(html).toMatch(/<h1[^>]*>[^<]+/)
    expect(html).toContain(
      `<link data-rh="true" rel="canonical" href="https://www.example.com${route.canonical === '/' ? '/' : route.canonical}"`,
    )
    expect(html).toMatch(/<meta data-rh="true" name="description" content="[^"]{20,}"/)
    expect(html).toMatch(/<title[^>]*>[^<]*Conseils SANTRA[^<]*<\/title>/)
  })
})
