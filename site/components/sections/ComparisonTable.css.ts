import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/**
 * A real table from tablet width. On phones each row becomes a card and every cell shows its
 * column name, so nothing scrolls sideways at 320 px.
 */
export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  fontSize: vars.fontSize.sm,
  '@media': {
    'screen and (max-width: 47.99em)': { display: 'block', background: 'none', boxShadow: 'none' },
  },
})

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  marginBottom: vars.space['3'],
  color: vars.color.inkMuted,
  '@media': { 'screen and (max-width: 47.99em)': { display: 'block' } },
})

export const head = style({
  '@media': {
    'screen and (max-width: 47.99em)': {
      display: 'block',
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
})

export const headCell = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  textAlign: 'left',
  fontWeight: 700,
  letterSpacing: '0.02em',
  selectors: {
    '&:first-child': { borderTopLeftRadius: vars.radius.lg },
    '&:last-child': { borderTopRightRadius: vars.radius.lg },
  },
})

export const body = style({
  '@media': { 'screen and (max-width: 47.99em)': { display: 'grid', gap: vars.space['4'] } },
})

export const row = style({
  '@media': {
    'screen and (max-width: 47.99em)': {
      display: 'grid',
      gap: vars.space['2'],
      padding: vars.space['4'],
      border: `1px solid ${vars.color.line}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
      boxShadow: vars.shadow.card,
    },
  },
})

export const popularRow = style({ background: vars.color.accentSoft })

export const cell = style({
  padding: vars.space[4],
  verticalAlign: 'top',
  textAlign: 'left',
  '@media': {
    'screen and (max-width: 47.99em)': {
      display: 'block',
      padding: 0,
      selectors: {
        '&::before': {
          content: 'attr(data-label)',
          display: 'block',
          fontSize: vars.fontSize.xs,
          fontWeight: 700,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          color: vars.color.inkMuted,
        },
      },
    },
  },
})

export const serviceCell = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  color: vars.color.brandStrong,
  '@media': { 'screen and (max-width: 47.99em)': { fontSize: vars.fontSize.lg } },
})

export const badgeSlot = style({ display: 'block', marginTop: vars.space['2'] })

globalStyle(`${serviceCell}::before`, {
  '@media': { 'screen and (max-width: 47.99em)': { display: 'none' } },
})

export const durationCell = style({ fontWeight: 700 })
