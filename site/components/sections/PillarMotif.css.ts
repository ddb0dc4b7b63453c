import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { pillarPalette } from './pillarPalette.css'

export const motif = style({ display: 'block', width: '100%', height: 'auto' })

export const column = styleVariants(pillarPalette, ({ strong }) => ({ fill: strong }))

export const glow = style({ fill: vars.color.accentSoft })

export const ground = style({ stroke: vars.color.line, strokeWidth: 2 })

export const letter = style({
  fill: vars.color.onBrand,
  fontFamily: vars.font.display,
  fontWeight: 700,
  fontSize: '22px',
})
