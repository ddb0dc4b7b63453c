import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../styles/theme.css'

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
      padding: `${vars.space['4']} ${vars.space['5']}`,
    },
  },
})

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  marginBottom: vars.space['1'],
})

export const title = style({ margin: 0, fontSize: vars.fontSize.lg })

export const dates = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space['4']}`,
  margin: `${vars.space['1']} 0 0`,
  fontSize: vars.fontSize.sm,
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['4'],
})

export const count = style({ margin: 0, color: vars.color.inkMuted })

/** « Aperçu », and on a phone the « Actions » button, on one line. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
})

/**
 * The folded actions: shown on a phone once asked for; from a tablet's width up always shown, their
 * parts laid into the row's grid as if the panel were not there.
 */
export const actionsPanel = styleVariants({
  open: {
    display: 'grid',
    gap: vars.space['3'],
    paddingTop: vars.space['3'],
    borderTop: `1px solid ${vars.color.line}`,
    '@media': { [media.tablet]: { display: 'contents' } },
  },
  folded: { display: 'none', '@media': { [media.tablet]: { display: 'contents' } } },
})
