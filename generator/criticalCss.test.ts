import { describe, expect, it } from 'vitest'
import { classesOf, criticalCss, parseSheet, withoutFontFaces } from './criticalCss.ts'

const sheet = parseSheet(
  [
    ':root{--a:1px}',
    '@font-face{font-family:X;src:url(/assets/x.woff2)}',
    'body{margin:0}',
    '.used{color:red}',
    '.unused{color:blue}',
    '.used:hover,.other .unused{color:green}',
    '.used:not(.absent){gap:1px}',
    '.used .absent{gap:2px}',
    '.used:not(.a,.b){gap:3px}',
    'a[href$=".pdf"]{gap:4px}',
    '.used:after{content:"{ }"}',
    '@media screen and (width>=48em){.used{padding:1px}.unused{padding:2px}}',
    '@media screen and (width>=64em){.unused{padding:3px}}',
    '@media print{body{color:#000}}',
    '@keyframes spin{to{rotate:1turn}}',
    '@keyframes fade{to{opacity:0}}',
    '.used{animation:spin 1s}',
    '.unused{animation:fade 1s}',
    '/*$vite$:1*/',
  ].join(''),
)

describe('criticalCss', () => {
  const page = '<body><div class="used  x"><p class="">text</p></div></body>'

  it('keeps, in order, the rules the markup can match and the ones that need no class', () => {
    expect(criticalCss(sheet, page)).toBe(
      [
        ':root{--a:1px}',
        '@font-face{font-family:X;src:url(/assets/x.woff2)}',
        'body{margin:0}',
        '.used{color:red}',
        '.used:hover,.other .unused{color:green}',
        '.used:not(.absent){gap:1px}',
        '.used:not(.a,.b){gap:3px}',
        'a[href$=".pdf"]{gap:4px}',
        '.used:after{content:"{ }"}',
        '@media screen and (width>=48em){.used{padding:1px}}',
        '@keyframes spin{to{rotate:1turn}}',
        '.used{animation:spin 1s}',
      ].join(''),
    )
  })

  it('reads the classes of every class attribute', () => {
    expect([...classesOf('<a class="b  c" id="x"><i class="c d"></i>')]).toEqual(['b', 'c', 'd'])
  })

  it('stops on a sheet it cannot read', () => {
    expect(() => parseSheet('.a{color:red')).toThrow(/unclosed block/)
    expect(() => parseSheet('.a{color:red} stray')).toThrow(/outside a rule/)
  })
})

describe('withoutFontFaces', () => {
  it('drops the font faces, top-level ones only, and keeps every other rule as written', () => {
    const css = [
      "@font-face{font-family:'X';src:url(/assets/x.woff2)}",
      ':root{--a:1px}',
      '@font-face {font-family:"Y }";src:local("Arial")}',
      '.a:after{content:"@font-face{"}',
      '@media print{.b{color:#000}}',
      '/*$vite$:1*/',
    ].join('')
    expect(withoutFontFaces(css)).toBe(
      ':root{--a:1px}.a:after{content:"@font-face{"}@media print{.b{color:#000}}',
    )
  })
})
