import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'
import { buttonBase } from '../ui/ButtonLink.css'

export const block = style({
  display: 'grid',
  gap: vars.space['5'],
  maxWidth: vars.width.prose,
})

export const form = style({
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
})

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  marginBottom: vars.space['5'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const field = style({
  display: 'grid',
  gap: vars.space['1'],
  alignContent: 'start',
  minWidth: 0,
})

export const fieldWide = style([field, { '@media': { [media.tablet]: { gridColumn: '1 / -1' } } }])

export const label = style({ fontWeight: 650 })

export const asterisk = style({ color: vars.color.danger })

export const optional = style({ fontWeight: 400, color: vars.color.inkMuted })

const control = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  // inkMuted keeps the border at 3:1 or more against the white field (WCAG 1.4.11).
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.ink },
    // The second pixel of the red border is a shadow inside it: a wider border would make the
    // field taller than its valid neighbour on the same row.
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
      background: vars.color.dangerSoft,
    },
  },
})

export const input = style([control])

export const textarea = style([control, { resize: 'vertical', lineHeight: vars.lineHeight.body }])

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.danger,
})

export const errorMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.1rem',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  lineHeight: 1,
})

export const submit = style([
  buttonBase,
  {
    width: '100%',
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
    '@media': { [media.tablet]: { width: 'auto' } },
  },
])

export const confirmation = style({
  padding: vars.space['5'],
  background: vars.color.successSoft,
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outlineOffset: '4px' } },
})

export const confirmationTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xl,
})

export const confirmationMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  color: vars.color.onBrand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
})

export const reopen = style({ fontWeight: 650 })

export const address = style({
  fontWeight: 650,
  overflowWrap: 'anywhere',
})

export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginBottom: vars.space['4'],
})

export const preview = style({
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space['3'],
})

export const previewSummary = style({
  display: 'list-item',
  padding: `${vars.space['2']} 0`,
  minHeight: vars.size.touchTarget,
  fontWeight: 650,
  color: vars.color.brandStrong,
  cursor: 'pointer',
})

export const previewSubject = style({ fontWeight: 650, marginTop: vars.space['3'] })

export const previewBody = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space['3'],
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
})
