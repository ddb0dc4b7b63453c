import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['5'],
})
