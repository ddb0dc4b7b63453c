import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { criticalCss, parseSheet, withoutFontFaces } from '../../generator/criticalCss.ts'
import { budgets } from '../checks/pageWeight.ts'
import { builtHtml, distDir } from './builtSite.ts'

/*
 * Each page paints from its inline critical CSS and nothing else (generator/pageStyles.ts);
 * tests/e2e/first-paint.spec.ts holds the stylesheet back in a browser and compares the looks.
 */

const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
  .map((file) => file.split(path.sep).join('/'))
  .sort()

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))

describe.each(pages)('%s', (file) => {
  const html = readFileSync(path.join(distDir, file), 'utf8')
  const head = headOf(html)

  it('has no stylesheet that blocks its first paint', () => {
    const outsideNoscript = head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    const links = [...outsideNoscript.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    expect(links.map(([link]) => link)).toEqual([
      expect.stringMatching(
        /^<link rel="stylesheet" href="\/assets\/[^"]+\.css" media="print" data-site-stylesheet>$/,
      ),
    ])
    const href = /href="([^"]+)"/.exec(links[0]?.[0] ?? '')?.[1]
    expect(head).toContain(`<noscript><link rel="stylesheet" href="${href}"></noscript>`)
  })

  it('carries inline the fonts and exactly the rules of the stylesheet its markup can use', () => {
    const href = /<link rel="stylesheet" href="([^"]+)" media="print"/.exec(head)?.[1] ?? ''
    const sheetText = readFileSync(path.join(distDir, href), 'utf8')
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    expect(styles).toHaveLength(1)
    expect(head).toContain(styles[0]?.[0])
    const inline = styles[0]?.[1] ?? ''
    expect(withoutFontFaces(inline)).toBe(criticalCss(parseSheet(sheetText), html))
    // The fonts are declared once, inline: coming again with the sheet, they would be drawn with
    // as soon as the sheet applies, even where the fallback was kept (font-display: optional).
    const families = [...inline.matchAll(/@font-face\{font-family:\s*["']?([^"';}]+)/g)]
    expect(new Set(families.map((match) => match[1]))).toEqual(
      new Set([
        'Inter Variable',
        'Fraunces Variable',
        'Inter Variable Fallback',
        'Inter Variable Android Fallback',
        'Fraunces Variable Fallback',
      ]),
    )
    expect(sheetText).not.toContain('@font-face')
  })

  it('lets its policy apply the inline style (a hash would switch unsafe-inline off)', () => {
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(head)?.[1] ?? ''
    const styleSources = policy.split(';').filter((directive) => /^\s*style-src/.test(directive))
    expect(styleSources.map((directive) => directive.trim())).toEqual([
      "style-src 'self' 'unsafe-inline'",
    ])
  })
})

describe('the home page', () => {
  it(`fits with its critical CSS in the first ${budgets.homeFirstPaint} KB (gzip)`, () => {
    const html = builtHtml('/')
    expect(html).toMatch(/<style>[\s\S]{1000,}?<\/style>/)
    expect(gzipSync(html).length).toBeLessThanOrEqual(budgets.homeFirstPaint * 1024)
  })
})
