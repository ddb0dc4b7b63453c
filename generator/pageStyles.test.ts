import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { criticalStyles, deferStylesheet, fontPreloads } from './pageStyles.ts'

const template =
  '<html><head><script type="module" async src="/assets/app.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/style-x.css"></head><body><div id="root"></div></body></html>'

async function clientDir(css: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'page-styles-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'assets/style-x.css'), css)
  return dir
}

describe('deferStylesheet', () => {
  it('loads the stylesheet as print, marked for the script, with a link for pages without scripts', () => {
    const deferred = deferStylesheet(template)
    expect(deferred.href).toBe('/assets/style-x.css')
    expect(deferred.template).toContain(
      '<link rel="stylesheet" href="/assets/style-x.css" media="print" data-site-stylesheet>' +
        '<noscript><link rel="stylesheet" href="/assets/style-x.css"></noscript></head>',
    )
  })

  it('wants exactly one stylesheet', () => {
    expect(() => deferStylesheet('<head></head>')).toThrow(/0 stylesheet links/)
  })
})

describe('criticalStyles', () => {
  it('writes the rules a page uses in a <style> before the deferred link', async () => {
    const styles = await criticalStyles(await clientDir('.a{color:red}.b{color:blue}'), template)
    const page = styles.template.replace('<div id="root"></div>', '<div class="a"></div>')
    expect(styles.inline('index.html', page)).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/style-x.css" media="print"',
    )
  })

  it('stops on a <style> element it did not write', async () => {
    const styles = await criticalStyles(await clientDir('.a{color:red}'), template)
    const page = styles.template.replace('<div id="root"></div>', '<style>.a{}</style>')
    expect(() => styles.inline('x.html', page)).toThrow(/x.html: a <style> element/)
  })

  it('stops on a relative url(), which would break once inline', async () => {
    const dir = await clientDir('@font-face{src:url(./font.woff2)}')
    await expect(criticalStyles(dir, template)).rejects.toThrow(/relative url\(\.\/font/)
  })
})

describe('fontPreloads', () => {
  it('asks for each woff2 font the stylesheet declares, once, before the stylesheet', async () => {
    const css =
      "@font-face{src:url(/assets/inter-1.woff2) format('woff2')}" +
      '@font-face{src:url("/assets/fraunces-2.woff2")}@font-face{src:url(/assets/inter-1.woff2)}' +
      '.a{background:url(/assets/photo.webp)}'
    const preload = (href: string) =>
      `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`
    expect(fontPreloads(css)).toBe(
      preload('/assets/inter-1.woff2') + preload('/assets/fraunces-2.woff2'),
    )
    const styles = await criticalStyles(await clientDir(css), template)
    expect(styles.template).toContain(
      `${preload('/assets/fraunces-2.woff2')}<link rel="stylesheet" href="/assets/style-x.css" media="print"`,
    )
  })
})
