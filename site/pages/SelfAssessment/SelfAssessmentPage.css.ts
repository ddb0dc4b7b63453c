import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const privacy = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  marginBottom: 0,
  fontSize: vars.fontSize.sm,
})

export const lock = style({
  flex: '0 0 auto',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.15em',
})

/** The site's name and address, at the top of a printed page (shown in print only). */
export const printHeader = style({
  margin: `0 0 ${vars.space['1']}`,
  fontWeight: 700,
})
