import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

const strong = createVar()
const soft = createVar()

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
})

const tileBase = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['5'],
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  borderTop: `6px solid ${strong}`,
  boxShadow: vars.shadow.card,
})

const pillar = (strongColour: string, softColour: string) => [
  tileBase,
  { vars: { [strong]: strongColour, [soft]: softColour } },
]

export const tile = styleVariants({
  S: pillar(vars.color.pillarS, vars.color.pillarSSoft),
  A: pillar(vars.color.pillarA, vars.color.pillarASoft),
  N: pillar(vars.color.pillarN, vars.color.pillarNSoft),
  T: pillar(vars.color.pillarT, vars.color.pillarTSoft),
  RA: pillar(vars.color.pillarRA, vars.color.pillarRASoft),
})

export const letter = style({
  display: 'inline-grid',
  placeItems: 'center',
  alignSelf: 'flex-start',
  minWidth: '3rem',
  height: '3rem',
  padding: `0 ${vars.space['2']}`,
  marginBottom: vars.space['3'],
  borderRadius: vars.radius.sm,
  background: soft,
  color: strong,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
})

export const title = style({
  fontSize: vars.fontSize.lg,
  color: strong,
  marginBottom: vars.space['2'],
})

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })
