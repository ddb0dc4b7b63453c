import { describe, expect, it } from 'vitest'
import { moduleScriptsOf, withoutModulePreloads } from './pageAssets'

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
