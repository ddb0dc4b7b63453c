import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
})

const base = style({
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
})

export const card = styleVariants({
  plain: [base],
  marked: [base, { borderTop: `4px solid ${vars.color.brand}` }],
  warning: [base, { borderLeft: `4px solid ${vars.color.accent}` }],
})

export const title = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space['2'] })

export const text = style({ margin: 0, color: vars.color.inkMuted })
