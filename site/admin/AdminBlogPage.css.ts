import { globalStyle, style } from '@vanilla-extract/css'
import { button } from '../components/ui/ButtonLink.css'
import { media, vars } from '../styles/theme.css'

/** A white panel holding one tool of the page; its margins narrow on a phone, where width is scarce. */
export const card = style({
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  maxWidth: vars.width.prose,
  '@media': { [media.tablet]: { padding: vars.space['5'] } },
})

export const wideCard = style([card, { maxWidth: 'none' }])

export const field = style({
  display: 'grid',
  // Without it, the file input's intrinsic width would widen the column past a 320 px screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['2'],
  marginBottom: vars.space['5'],
})

export const label = style({ fontWeight: 650 })

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})

export const input = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  selectors: {
    // A shadow inside the border doubles it without making the field taller than its neighbour.
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
  },
})

/** A checkbox beside its label, tall enough to touch, in the hint's type. */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.sm,
})

export const fieldError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.danger,
})

export const notice = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  marginBottom: vars.space['5'],
  background: vars.color.warningSoft,
  borderLeft: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
})

// A post's buttons are many and the list is long: smaller buttons (still of touch height) sit
// two to a line on a phone instead of one.
globalStyle(`${actions} button`, {
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.sm,
})

export const status = style({
  marginTop: vars.space['4'],
  marginBottom: 0,
  fontWeight: 600,
})

globalStyle(`${card} > :last-child`, { marginBottom: 0 })

/** A part of a card folded until the consultant opens it (a native details element). */
export const disclosure = style({ minWidth: 0 })

/** Its summary, drawn as a link-coloured control of touch size. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontWeight: 650,
  color: vars.color.brandStrong,
  cursor: 'pointer',
})

/**
 * A disclosure button (`aria-expanded`) that folds a long part of the page on a phone only: from a
 * tablet's width up it is gone and the part always shows. Composed with the button so that hiding
 * it wins over the button's own display. Its chevron points down when folded, up when open.
 */
export const phoneDisclosure = style([
  button.secondary,
  {
    selectors: {
      '&::after': {
        content: '""',
        width: '0.5em',
        height: '0.5em',
        marginTop: '-0.25em',
        borderRight: '2px solid currentColor',
        borderBottom: '2px solid currentColor',
        transform: 'rotate(45deg)',
      },
      '&[aria-expanded="true"]::after': { marginTop: '0.25em', transform: 'rotate(225deg)' },
    },
    '@media': { [media.tablet]: { display: 'none' } },
  },
])
