import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const listSection = style({
  padding: `${vars.space['7']} ${vars.space['4']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']}` } },
})

export const inner = style({ maxWidth: vars.width.page, margin: '0 auto' })

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const empty = style({
  maxWidth: vars.width.prose,
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px dashed ${vars.color.line}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
})

export const emptyTitle = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.lg,
  fontWeight: 650,
})

export const emptyHint = style({ margin: 0, color: vars.color.inkMuted })

export const feed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
  fontWeight: 600,
})

export const feedIcon = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0 })
