import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

const gap = vars.space['5']

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(var(--step-columns), minmax(0, 1fr))' },
  },
})

/**
 * A dashed line joins each number to the next: downwards on narrow screens, across on wide
 * ones, where the steps sit side by side.
 */
export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  // A short step stretched to its row's height must not push its text down.
  alignContent: 'start',
  selectors: {
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: '1.5rem',
      top: '3.5rem',
      bottom: `calc(-1 * ${gap} + 0.5rem)`,
      borderLeft: `2px dashed ${vars.color.line}`,
    },
  },
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space['3'],
      selectors: {
        '&:not(:last-child)::before': {
          left: '3.5rem',
          right: `calc(-1 * ${gap} + 0.5rem)`,
          top: '1.5rem',
          bottom: 'auto',
          borderLeft: 'none',
          borderTop: `2px dashed ${vars.color.line}`,
        },
      },
    },
  },
})

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
})

export const title = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
})

export const detail = style({
  display: 'inline-block',
  margin: `0 0 ${vars.space['2']}`,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: 650,
})

export const description = style({ margin: 0, color: vars.color.inkMuted })
