import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  transition: 'box-shadow 160ms ease, transform 160ms ease',
  selectors: {
    '&:hover, &:focus-within': { boxShadow: vars.shadow.raised },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
})

export const meta = style({
  margin: `0 0 ${vars.space['3']}`,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
})

export const title = style({ fontSize: vars.fontSize.xl })

export const text = style({ color: vars.color.inkMuted, flexGrow: 1 })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
  fontWeight: 700,
  textDecorationThickness: '2px',
  selectors: {
    // The whole card is the target; the link text stays the accessible name.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  },
})
