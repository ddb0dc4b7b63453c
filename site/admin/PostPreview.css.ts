import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

/** Wide enough for the article at its reading width, scrolling inside the dialog. */
export const content = style({
  position: 'fixed',
  zIndex: 91,
  inset: vars.space['3'],
  overflowY: 'auto',
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['3'],
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
})

export const languages = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })
