import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
})

export const popular = style({ border: `2px solid ${vars.color.accent}` })

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
})

export const duration = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  whiteSpace: 'nowrap',
})

export const clock = style({ width: '1em', height: '1em', flex: 'none' })

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
})

export const audience = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

export const label = style({ fontWeight: 700, color: vars.color.ink })

export const description = style({ margin: 0, color: vars.color.inkMuted })
