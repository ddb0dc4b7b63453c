import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginTop: vars.space['7'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.line}`,
})

export const status = style({ margin: 0, color: vars.color.inkMuted })

export const spacer = style({ minWidth: '1px' })
