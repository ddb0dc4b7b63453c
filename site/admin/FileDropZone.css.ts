import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

export const zone = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'start',
  gap: vars.space['2'],
  padding: vars.space['5'],
  border: `2px dashed ${vars.color.inkMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&[data-dragging="true"]': {
      borderColor: vars.color.brand,
      borderStyle: 'solid',
      background: vars.color.brandSoft,
    },
    // The native input is hidden; its keyboard focus shows on the zone around it.
    '&:focus-within': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

/** The native input, out of sight but still focusable and still the field screen readers name. */
export const nativeInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/** « Choisir un fichier », in our words, drawn like the site's secondary buttons. */
export const chooseButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  fontWeight: 650,
  color: vars.color.brandStrong,
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: { '[data-disabled="true"] &': { cursor: 'not-allowed', opacity: 0.6 } },
})

export const chosen = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })
