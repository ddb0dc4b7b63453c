import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const introText = style({ fontSize: vars.fontSize.lg, maxWidth: vars.width.prose })

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
  fontWeight: 700,
})

export const profiles = style({
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  fontSize: vars.fontSize.lg,
})

export const subsectionTitle = style({
  margin: `${vars.space['6']} 0 ${vars.space['4']}`,
  fontSize: vars.fontSize.xl,
  selectors: { '&:first-of-type': { marginTop: 0 } },
})

export const sectionAction = style({ margin: `${vars.space['6']} 0 0` })
