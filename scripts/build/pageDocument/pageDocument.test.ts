import { describe, expect, it } from 'vitest'
import { JSDOM } from './pageDocument.js'

const page =
  '<!doctype html><html><head><meta charset="UTF-8"><link rel="icon" href="/favicon.svg"></head>' +
  '<body><div id="root"><h1>Titre</h1></div></body></html>'

/** What vite-react-ssg's preload step does with a document, link by link. */
function appendLink(dom: JSDOM, attributes: Record<string, string>) {
  const { document } = dom.window
  if (document.head.querySelector(`link[href='${attributes.href ?? ''}']`)) return
  const link = document.createElement('link')
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  document.head.appendChild(link)
}

describe('the page document', () => {
  it('writes appended links at the end of the head and leaves the rest of the page as it was', () => {
    const dom = new JSDOM(page)
    appendLink(dom, { rel: 'modulepreload', crossOrigin: '', href: '/assets/Home-1.js' })
    appendLink(dom, { rel: 'stylesheet', href: '/assets/a&b.css' })
    expect(dom.serialize()).toBe(
      page.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin="" href="/assets/Home-1.js">' +
          '<link rel="stylesheet" href="/assets/a&amp;b.css"></head>',
      ),
    )
  })

  it('never appends a link the page or an earlier call already has', () => {
    const dom = new JSDOM(page)
    appendLink(dom, { rel: 'icon', href: '/favicon.svg' })
    appendLink(dom, { rel: 'modulepreload', href: '/assets/Home-1.js' })
    appendLink(dom, { rel: 'modulepreload', href: '/assets/Home-1.js' })
    expect(dom.serialize().match(/<link/g)).toHaveLength(2)
  })

  it('refuses what it does not implement rather than guess', () => {
    expect(() => new JSDOM('<p>no head</p>')).toThrow('no </head>')
    expect(() => new JSDOM(page).window.document.head.querySelector('script')).toThrow(
      'unsupported selector',
    )
  })
})
