import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
})

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  fontWeight: 600,
})

export const dot = style({
  width: '0.6rem',
  height: '0.6rem',
  flex: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
})
