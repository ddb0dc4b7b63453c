import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { POST_TABLE_CLASSES } from '../../../engine/index.ts'
import { media, vars } from '../../styles/theme.css'

/** The article text, set for long reading. */
export const prose = style({
  maxWidth: vars.width.prose,
  margin: '0 auto',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  '@media': { [media.tablet]: { fontSize: '1.125rem' } },
})

globalStyle(`${prose} > :first-child`, { marginTop: 0 })
globalStyle(`${prose} h2`, {
  fontSize: vars.fontSize.xl,
  margin: `${vars.space['7']} 0 ${vars.space['3']}`,
})
globalStyle(`${prose} h3, ${prose} h4, ${prose} h5, ${prose} h6`, {
  fontSize: vars.fontSize.lg,
  margin: `${vars.space['6']} 0 ${vars.space['3']}`,
})
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space['5']}` })
globalStyle(`${prose} li`, { marginBottom: vars.space['2'] })
globalStyle(`${prose} li::marker`, { color: vars.color.brand })
globalStyle(`${prose} blockquote`, {
  margin: `${vars.space['6']} 0`,
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  fontStyle: 'italic',
})
globalStyle(`${prose} blockquote > :last-child`, { marginBottom: 0 })
globalStyle(`${prose} img`, {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  margin: `${vars.space['6']} auto`,
  borderRadius: vars.radius.sm,
})
globalStyle(`${prose} figure`, { margin: `${vars.space['6']} 0` })
globalStyle(`${prose} figure img`, { marginBottom: vars.space['3'] })
globalStyle(`${prose} figcaption`, {
  maxWidth: '36rem',
  margin: '0 auto',
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
})

/*
 * A table from Word: its own box scrolls sideways on a phone (the page never does), ruled rows, a
 * header row that stands out and columns of numbers aligned on their last digit.
 */
const tableBox = `${prose} .${POST_TABLE_CLASSES.scroller}`
/** The shade on a side the table scrolls toward, and the width of its fade. */
const scrollShade = `color-mix(in srgb, ${vars.color.ink} 22%, transparent)`
const shadeWidth = '0.875rem'
globalStyle(tableBox, {
  margin: `${vars.space['5']} 0 ${vars.space['6']}`,
  overflowX: 'auto',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  // A shade on each side where more of the table lies, in CSS alone: the shades stay on the box's
  // sides (scroll), and a cover at each end of the table (local) hides them once that end shows.
  // A table that fits shows neither. The rows' own backgrounds are translucent, so the shades
  // show through them.
  background: [
    `linear-gradient(to right, ${vars.color.surface} 40%, transparent) left / 2.5rem 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.surface} 40%, transparent) right / 2.5rem 100% no-repeat local`,
    `linear-gradient(to right, ${scrollShade}, transparent) left / ${shadeWidth} 100% no-repeat scroll`,
    `linear-gradient(to left, ${scrollShade}, transparent) right / ${shadeWidth} 100% no-repeat scroll`,
    vars.color.surface,
  ].join(', '),
})
globalStyle(`${tableBox} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
})
globalStyle(`${tableBox} th, ${tableBox} td`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.line}`,
  textAlign: 'left',
  verticalAlign: 'top',
  // Words stay whole: a narrow column scrolls instead of breaking « performance » in two.
  minWidth: '7rem',
})
globalStyle(`${tableBox} th`, {
  // brandSoft, see-through (over white, the same light green).
  background: `color-mix(in srgb, ${vars.color.brand} 12%, transparent)`,
  color: vars.color.brandStrong,
  fontWeight: 650,
  verticalAlign: 'bottom',
  borderBottom: `2px solid ${vars.color.brand}`,
})
globalStyle(`${tableBox} tbody tr:last-child td`, { borderBottom: 0 })
globalStyle(`${tableBox} tbody tr:nth-child(even)`, {
  // paper, see-through.
  background: `color-mix(in srgb, ${vars.color.sunken} 40%, transparent)`,
})
globalStyle(`${tableBox} .${POST_TABLE_CLASSES.numeric}`, {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
})
// « 1 234,5 $ » stays on one line; a header over numbers may wrap.
globalStyle(`${tableBox} td.${POST_TABLE_CLASSES.numeric}`, { whiteSpace: 'nowrap', minWidth: 0 })

globalStyle(`${prose} hr`, {
  border: 0,
  borderTop: `1px solid ${vars.color.line}`,
  margin: `${vars.space['7']} 0`,
})
globalStyle(`${prose} code`, {
  fontSize: '0.9em',
  padding: '0.1em 0.3em',
  background: vars.color.sunken,
  borderRadius: vars.radius.sm,
})
globalStyle(`${prose} pre`, {
  overflowX: 'auto',
  padding: vars.space['4'],
  background: vars.color.sunken,
  borderRadius: vars.radius.sm,
})
globalStyle(`${prose} pre code`, { padding: 0, background: 'none' })

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } })

export const skeleton = style({ display: 'grid', gap: vars.space['3'] })

export const skeletonLine = style({
  height: '1.1rem',
  borderRadius: vars.radius.sm,
  background: vars.color.sunken,
  selectors: {
    '&:nth-child(4n)': { width: '62%' },
    '&:nth-child(5)': { marginTop: vars.space['4'] },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.4s ease-in-out infinite` },
  },
})

export const failure = style({
  padding: vars.space['5'],
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.md,
})
