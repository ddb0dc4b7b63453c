import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const hero = style({
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['7']}`,
  background: `linear-gradient(160deg, ${vars.color.brandSoft} 0%, ${vars.color.paper} 70%)`,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space['9']} ${vars.space['6']} ${vars.space['8']}` },
  },
})

export const inner = style({ maxWidth: vars.width.page, margin: '0 auto' })

export const eyebrow = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
})

export const title = style({ maxWidth: '48rem' })

export const lead = style({
  maxWidth: vars.width.prose,
  fontSize: vars.fontSize.lg,
  color: vars.color.inkMuted,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['5'],
})
