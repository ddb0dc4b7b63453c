import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const description = style({ marginBottom: vars.space['4'] })
