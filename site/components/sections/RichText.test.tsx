import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { RichText } from './RichText'

function html(text: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <RichText text={text} />
    </MemoryRouter>,
  )
}

describe('RichText', () => {
  it('makes [text](address) links real: the site’s pages, web and mail addresses', () => {
    expect(html('Lire la [politique](/politique-confidentialite).')).toBe(
      'Lire la <a href="/politique-confidentialite">politique</a>.',
    )
    expect(html('Écrire à [b@exemple.ca](mailto:b@exemple.ca)')).toBe(
      'Écrire à <a href="mailto:b@exemple.ca">b@exemple.ca</a>',
    )
    expect(html('Voir [Cloudflare](https://www.cloudflare.com)')).toBe(
      'Voir <a href="https://www.cloudflare.com" rel="noopener">Cloudflare</a>',
    )
  })

  it('shows any other text as written, never as HTML', () => {
    expect(html('<b>gras</b> & <script>x</script>')).toBe(
      '&lt;b&gt;gras&lt;/b&gt; &amp; &lt;script&gt;x&lt;/script&gt;',
    )
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('](')),
        (text) => {
          const escaped = renderToStaticMarkup(<>{text}</>)
          expect(html(text)).toBe(escaped)
        },
      ),
    )
  })
})
