import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const box = style({
  alignSelf: 'start',
  padding: vars.space['5'],
  background: vars.color.accentSoft,
  borderRadius: vars.radius.md,
  borderLeft: `6px solid ${vars.color.accent}`,
})

export const title = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space['3'] })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
})

export const item = style({
  position: 'relative',
  paddingLeft: vars.space['5'],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '0.55em',
      width: '0.55rem',
      height: '0.55rem',
      borderRadius: vars.radius.pill,
      background: vars.color.accent,
    },
  },
})
