import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const content = style({
  // Above the sticky header and the drawer, under the notifications.
  zIndex: 95,
  maxWidth: '18rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.ink,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.4,
  boxShadow: vars.shadow.card,
})

export const arrow = style({ fill: vars.color.ink })
