import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'
import { pillarPalette } from './pillarPalette.css'

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(var(--pillar-columns, 3), minmax(0, 1fr))' },
  },
})

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
})

/** The pillar's soft colour fills the card's top band; its strong colour marks the letter. */
export const tone = styleVariants(pillarPalette, ({ strong, soft }) => ({
  vars: { '--pillar-strong': strong, '--pillar-soft': soft },
}))

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '3.25rem',
  height: '3.25rem',
  padding: `0 ${vars.space['2']}`,
  alignSelf: 'flex-start',
  borderRadius: vars.radius.md,
  background: 'var(--pillar-strong)',
  color: vars.color.onBrand,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  lineHeight: 1,
  boxShadow: '0 0 0 6px var(--pillar-soft)',
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  color: 'var(--pillar-strong)',
})

export const description = style({ margin: 0, color: vars.color.inkMuted })

/** Compact strip: the letters in a row, each with its name. */
export const strip = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
})

export const stripItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']} ${vars.space['3']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: 'var(--pillar-soft)',
  lineHeight: vars.lineHeight.snug,
})

export const stripText = style({ display: 'grid', gap: '0.125rem', minWidth: 0 })

export const stripTitle = style({ fontWeight: 700, color: 'var(--pillar-strong)' })

export const stripSummary = style({ fontSize: vars.fontSize.sm, color: vars.color.ink })

export const stripMark = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  minWidth: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  background: 'var(--pillar-strong)',
  color: vars.color.onBrand,
  fontFamily: vars.font.display,
  fontWeight: 700,
})
