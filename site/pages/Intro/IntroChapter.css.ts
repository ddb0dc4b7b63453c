import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const chapter = style({
  padding: `${vars.space['7']} ${vars.space['4']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']}` } },
  selectors: { '& + &': { paddingTop: 0 } },
})

export const inner = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: vars.width.page,
  margin: '0 auto',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)',
      gap: vars.space['8'],
    },
  },
})

export const eyebrow = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
})

export const title = style({ margin: 0 })

export const text = style({ fontSize: vars.fontSize.lg })

// Consecutive chapters read as one story: a rule between them rather than a new band.
globalStyle(`${chapter} + ${chapter} > ${inner}`, {
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space['7'],
})
