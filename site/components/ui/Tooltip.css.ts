import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const content = style({
  position: 'fixed',
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
  // A tooltip describes; it never catches the pointer that is on its way to another control.
  pointerEvents: 'none',
})

export const arrow = style({
  position: 'absolute',
  top: '100%',
  fill: vars.color.ink,
  selectors: {
    [`${content}[data-side="bottom"] &`]: {
      top: 'auto',
      bottom: '100%',
      transform: 'rotate(180deg)',
    },
  },
})
