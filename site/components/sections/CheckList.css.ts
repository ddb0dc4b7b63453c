import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

const base = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
})

export const list = styleVariants({
  single: [base],
  columns: [
    base,
    {
      columnGap: vars.space['6'],
      '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
  ],
})

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1.5rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
})

const markBase = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  marginTop: '0.15em',
  borderRadius: vars.radius.pill,
  fontSize: '0.8rem',
  fontWeight: 700,
  lineHeight: 1,
})

export const mark = styleVariants({
  check: [markBase, { background: vars.color.brand, color: vars.color.onBrand }],
  alert: [
    markBase,
    {
      background: vars.color.accentSoft,
      color: vars.color.accent,
      border: `1px solid ${vars.color.accent}`,
    },
  ],
})
