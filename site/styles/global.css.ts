import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: vars.space['8'],
})

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.ink,
  background: vars.color.paper,
  overflowWrap: 'break-word',
})

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  fontWeight: 600,
  margin: `0 0 ${vars.space['4']}`,
  textWrap: 'balance',
})

globalStyle('h1', { fontSize: vars.fontSize['3xl'] })
globalStyle('h2', { fontSize: vars.fontSize['2xl'] })
globalStyle('h3', { fontSize: vars.fontSize.xl })
globalStyle('h4', { fontSize: vars.fontSize.lg })

globalStyle('p, ul, ol', { margin: `0 0 ${vars.space['4']}` })

globalStyle('a', {
  color: vars.color.brand,
  textUnderlineOffset: '0.18em',
})

globalStyle('a:hover', { color: vars.color.brandStrong })

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})

globalStyle('img, svg', { maxWidth: '100%', height: 'auto' })

globalStyle('table', { borderCollapse: 'collapse', width: '100%' })

globalStyle('@media print', {})

globalStyle('header[data-site-header], footer[data-site-footer], [data-no-print]', {
  '@media': { print: { display: 'none' } },
})

// On paper only: the site's name and address and the day above the printed self-assessment.
globalStyle('[data-print-only]', { '@media': { screen: { display: 'none' } } })

// Printed with its results shown, the self-assessment is its results alone (id in Results.tsx),
// under the site's name and address.
globalStyle('main:has(#resultats) > :not(:has(#resultats), [data-print-only])', {
  '@media': { print: { display: 'none' } },
})

globalStyle('body', {
  '@media': { print: { background: '#fff', color: '#000', fontSize: '11pt' } },
})

globalStyle('a[href^="http"]::after', {
  '@media': { print: { content: '" (" attr(href) ")"', fontSize: '0.85em' } },
})
