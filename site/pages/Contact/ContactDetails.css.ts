import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const list = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const item = style({
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderTop: `5px solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
})

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
})

export const value = style({
  margin: `${vars.space['2']} 0 0`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  lineHeight: vars.lineHeight.snug,
})

/** Long addresses must wrap rather than push the page sideways at 320 px. */
export const link = style({
  display: 'inline-block',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space['2'],
  overflowWrap: 'anywhere',
})

export const note = style({
  margin: `${vars.space['2']} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})
