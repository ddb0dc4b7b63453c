// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Helmet } from './browserHead'

const headTags = () =>
  [...document.head.querySelectorAll('[data-rh]')].map((tag) => tag.outerHTML).sort()

describe('the browser head manager', () => {
  afterEach(cleanup)

  it('takes over the server’s tags, follows the page, and drops what no page claims', () => {
    document.head.innerHTML =
      '<title data-rh="true">Accueil</title>' +
      '<meta data-rh="true" name="description" content="Accueil"/>' +
      '<link data-rh="true" rel="alternate" hrefLang="en-CA" href="https://example.com/en"/>' +
      '<meta data-rh="true" name="robots" content="noindex"/>'
    const served = document.head.querySelector('meta[name="description"]')
    const page = (description: string) => (
      <Helmet>
        <html lang="fr" />
        <title>{description}</title>
        <meta name="description" content={description} />
        <link rel="alternate" hrefLang="en-CA" href="https://example.com/en" />
        <script type="application/ld+json">{'{"a":"<\\u003c"}'}</script>
      </Helmet>
    )
    const { rerender } = render(page('Accueil'))
    // Equal tags are adopted, not written twice.
    expect(document.head.querySelector('meta[name="description"]')).toBe(served)
    expect(document.head.querySelectorAll('link[hreflang="en-CA"]')).toHaveLength(1)
    expect(document.head.querySelector('script')?.textContent).toBe('{"a":"<\\u003c"}')

    rerender(page('Services'))
    expect(document.title).toBe('Services')
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
    expect(document.documentElement.lang).toBe('fr')
    expect(headTags()).toEqual([
      '<link rel="alternate" hreflang="en-CA" href="https://example.com/en" data-rh="true">',
      '<meta name="description" content="Services" data-rh="true">',
      '<script type="application/ld+json" data-rh="true">{"a":"<\\u003c"}</script>',
      '<title data-rh="true">Services</title>',
    ])
  })
})
