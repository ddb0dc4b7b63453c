import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const paragraph = style({ fontSize: vars.fontSize.lg, maxWidth: vars.width.prose })

export const symptoms = style({
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderLeft: `5px solid ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
})

export const symptomsTitle = style({ fontSize: vars.fontSize.xl })

export const conclusion = style({
  margin: `${vars.space['5']} 0 0`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  color: vars.color.brandStrong,
})
