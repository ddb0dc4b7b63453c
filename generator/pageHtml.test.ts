import { describe, expect, it } from 'vitest'
import { islandsTemplate, pageFile, pageHtml, pageTemplate } from './pageHtml.ts'

const template = pageTemplate(
  '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div>' +
    '<script type="module" async crossorigin src="/assets/app-1.js"></script></body></html>',
)

describe('a pre-rendered page', () => {
  it('runs its module scripts once the whole page is parsed, never as soon as they arrive', () => {
    expect(template).toContain('<script type="module" crossorigin src="/assets/app-1.js">')
    expect(pageTemplate('<script type="module" src="/a.js" async></script>')).toBe(
      '<script type="module" src="/a.js"></script>',
    )
  })

  it('holds the head tags, the attributes, the app and the build hash, in their places', () => {
    const html = pageHtml(
      template,
      {
        appHtml: '<main>Prix : 5 $&amp; plus</main>',
        headTags: ['<title>Le $& titre</title>', '<meta name="description" content="$1">'],
        htmlAttributes: 'lang="fr"',
        bodyAttributes: '',
      },
      'abc123',
    )
    expect(html).toBe(
      '<!doctype html><html lang="fr"><head><title>Le $& titre</title>' +
        '<meta name="description" content="$1"><meta charset="UTF-8" /></head><body >' +
        '<div id="root" data-server-rendered="true"><main>Prix : 5 $&amp; plus</main></div>\n' +
        "<script>window.__VITE_REACT_SSG_HASH__ = 'abc123'</script>" +
        '<script type="module" crossorigin src="/assets/app-1.js"></script></body></html>',
    )
  })

  it('loads only the islands, without the build hash, on a page without the app', () => {
    const islands = islandsTemplate(template, 'assets/app-1.js', 'assets/islands-2.js')
    const empty = { appHtml: '<main></main>', headTags: [], htmlAttributes: '', bodyAttributes: '' }
    const html = pageHtml(islands, empty, null)
    expect(html).toContain(
      '<div id="root" data-server-rendered="true"><main></main></div>' +
        '<script type="module" crossorigin src="/assets/islands-2.js"></script></body>',
    )
    expect(html).not.toContain('app-1.js')
    expect(html).not.toContain('__VITE_REACT_SSG_HASH__')
    expect(() => islandsTemplate(template, 'assets/app-9.js', 'assets/islands-2.js')).toThrow(
      "does not load the app's entry assets/app-9.js",
    )
  })

  it('refuses a template without an empty root container', () => {
    const empty = { appHtml: '', headTags: [], htmlAttributes: '', bodyAttributes: '' }
    expect(() => pageHtml('<html><head></head><body></body></html>', empty, 'h')).toThrow(
      'no empty <div id="root"></div>',
    )
  })

  it('is written to a flat file named after its path', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('vision')).toBe('vision.html')
    expect(pageFile('/blog/mon-article')).toBe('blog/mon-article.html')
    expect(pageFile('/admin/')).toBe('admin/index.html')
  })
})
