import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const methodClosing = style({
  maxWidth: vars.width.prose,
  margin: `${vars.space['6']} 0 0`,
  fontSize: vars.fontSize.lg,
})
