import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const field = style({
  display: 'grid',
  gap: vars.space['3'],
  // A fieldset is min-content wide by default, which would overflow a 320 px screen.
  minWidth: 0,
  margin: 0,
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: vars.space['6'],
      padding: `${vars.space['4']} ${vars.space['5']}`,
    },
  },
})

/**
 * Floated, the legend stops being the fieldset's caption box and becomes a grid item, so the
 * statement and its two answers can share a row; it still names the group.
 */
export const legend = style({
  float: 'left',
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'baseline',
  width: '100%',
  padding: 0,
  lineHeight: vars.lineHeight.snug,
})

export const number = style({
  flex: '0 0 auto',
  minWidth: '1.75rem',
  fontFamily: vars.font.display,
  fontWeight: 600,
  fontSize: vars.fontSize.lg,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
})

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 7rem)' } },
})

export const option = style({ position: 'relative', display: 'block' })

/**
 * The native radio covers its face, invisible: clicks, touch, keyboard and assistive
 * technologies all use the real control.
 */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  // Keeps a focused answer clear of the sticky progress strip (WCAG 2.4.11).
  scrollMarginBottom: '6rem',
})

export const face = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  border: `2px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  fontWeight: 650,
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    [`${option}:hover ${input}:not(:checked) + &`]: {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
    },
    [`${input}:checked + &`]: {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': {
      selectors: { [`${input}:checked + &`]: { borderWidth: '4px' } },
    },
  },
})

/** A ring while unanswered, a ticked disc once chosen: the choice never rests on colour alone. */
export const mark = style({
  flex: '0 0 auto',
  display: 'grid',
  placeItems: 'center',
  width: '1.25rem',
  height: '1.25rem',
  border: '2px solid currentColor',
  borderRadius: '50%',
  selectors: {
    [`${input}:checked + ${face} &`]: { background: vars.color.onBrand, color: vars.color.brand },
  },
})

export const tick = style({
  width: '0.875rem',
  height: '0.875rem',
  visibility: 'hidden',
  selectors: { [`${input}:checked + ${face} &`]: { visibility: 'visible' } },
})
