import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
})

/** The popular offer stands out by its border and badge, never by colour alone. */
export const popular = style({
  border: `2px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.raised,
})

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.brandStrong,
})

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const wideBody = style([
  body,
  {
    '@media': {
      [media.desktop]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: vars.space['6'],
        alignItems: 'start',
      },
    },
  },
])

export const meta = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
})

export const metaRow = style({ display: 'grid', gap: vars.space['1'] })

export const term = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
})

export const duration = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  color: vars.color.ink,
})

export const definition = style({ margin: 0 })

export const subheading = style({
  margin: `0 0 ${vars.space['3']}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
})

export const phases = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
})

export const phase = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingLeft: vars.space['4'],
  borderLeft: `3px solid ${vars.color.brand}`,
})

export const period = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.brand,
})

export const phaseText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})

/** Result and ideal client close the card, aligned at the bottom of equal-height cards. */
export const footer = style({
  display: 'grid',
  gap: vars.space['3'],
  marginTop: 'auto',
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.line}`,
})

export const result = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
})

export const label = style({ fontWeight: 700 })

export const ideal = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })
