import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const prose = style({ maxWidth: vars.width.prose })

globalStyle(`${prose} > p:last-child`, { marginBottom: 0 })
