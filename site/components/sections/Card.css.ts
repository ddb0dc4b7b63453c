import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { pillarPalette } from './pillarPalette.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  color: vars.color.ink,
})

/** A coloured rule on top of the card, keyed to a pillar. */
export const accent = styleVariants(pillarPalette, ({ strong }) => ({
  borderTop: `5px solid ${strong}`,
}))

export const eyebrow = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
})

export const title = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  margin: `0 0 ${vars.space['3']}`,
})

export const body = style({ color: vars.color.inkMuted })

globalStyle(`${body} > :last-child`, { marginBottom: 0 })
