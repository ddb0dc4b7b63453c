import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderTop: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised },
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
})

export const meta = style({
  order: -1,
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})

export const title = style({
  fontSize: vars.fontSize.xl,
  margin: `0 0 ${vars.space['3']}`,
})

export const link = style({
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's hit area; the heading keeps the accessible name short.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { color: vars.color.brandStrong, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
})

export const excerpt = style({
  flexGrow: 1,
  color: vars.color.inkMuted,
})

export const more = style({
  margin: 0,
  fontWeight: 650,
  color: vars.color.brand,
})
