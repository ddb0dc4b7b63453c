import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createStylesheetInliner, moduleScriptsOf, withoutModulePreloads } from './pageAssets'

function outDirWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'))
  mkdirSync(join(dir, 'assets'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

describe('inlining the stylesheet', () => {
  it('replaces the link with the stylesheet and leaves other links alone', () => {
    const inline = createStylesheetInliner(
      outDirWith({ 'assets/style-a1.css': 'body{margin:0}\n' }),
    )
    const html =
      '<head><link rel="icon" href="/favicon.svg"><link rel="stylesheet" crossorigin="" href="/assets/style-a1.css">' +
      '<link rel="modulepreload" href="/assets/app.js"></head>'
    expect(inline(html)).toBe(
      '<head><link rel="icon" href="/favicon.svg"><style>body{margin:0}</style>' +
        '<link rel="modulepreload" href="/assets/app.js"></head>',
    )
  })

  it('refuses a stylesheet that would close the style element early', () => {
    const inline = createStylesheetInliner(
      outDirWith({ 'assets/style-b2.css': 'a::after{content:"</style>"}' }),
    )
    expect(() => inline('<link rel="stylesheet" href="/assets/style-b2.css">')).toThrow(
      'contains "</style"',
    )
  })

  it('names a stylesheet the build did not write', () => {
    const inline = createStylesheetInliner(outDirWith({}))
    expect(() => inline('<link rel="stylesheet" href="/assets/style-c3.css">')).toThrow(
      'style-c3.css',
    )
  })
})

describe('module preload hints', () => {
  it('are removed, and the module script stays', () => {
    const html =
      '<head><link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">\n' +
      '<link rel="modulepreload" crossorigin="" href="/assets/HomePage-2.js">' +
      '<link rel="canonical" href="https://www.example.com/">' +
      '<script type="module" async crossorigin src="/assets/app-3.js"></script></head>'
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="canonical" href="https://www.example.com/">' +
        '<script type="module" async crossorigin src="/assets/app-3.js"></script></head>',
    )
  })
})

describe('the scripts of a page', () => {
  it('are its module script and its preloaded imports, once each', () => {
    const html =
      '<head><link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">' +
      '<link rel="modulepreload" href="/assets/HomePage-2.js"><link rel="icon" href="/favicon.svg">' +
      '<link rel="modulepreload" href="/assets/react-dom-1.js">' +
      '<script type="module" async crossorigin src="/assets/app-3.js"></script>' +
      '<script type="application/ld+json">{}</script></head>'
    expect(moduleScriptsOf(html)).toEqual([
      '/assets/app-3.js',
      '/assets/react-dom-1.js',
      '/assets/HomePage-2.js',
    ])
  })
})
