import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
  '@media': {
    [media.desktop]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' },
  },
})

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  '@media': {
    // Side by side, the steps are narrow: the number goes above the title to free the width.
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space['6'] },
  },
})

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
})

export const title = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space['2'] })

export const detail = style({
  display: 'inline-block',
  margin: `0 0 ${vars.space['3']}`,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: 650,
})

export const text = style({ margin: 0, color: vars.color.inkMuted })
