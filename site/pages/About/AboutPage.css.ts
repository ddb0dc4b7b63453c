import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const note = style({
  maxWidth: vars.width.prose,
  margin: `${vars.space['5']} 0 0`,
  color: vars.color.inkMuted,
})
