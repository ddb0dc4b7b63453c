import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const profile = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)',
      gap: vars.space['8'],
    },
  },
})

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  marginBottom: vars.space['5'],
})

/** Without a photo in content/site.json, a monogram in the pillar colours stands in. */
export const monogram = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.pill,
  background: `conic-gradient(${vars.color.pillarS} 0 72deg, ${vars.color.pillarA} 72deg 144deg, ${vars.color.pillarN} 144deg 216deg, ${vars.color.pillarT} 216deg 288deg, ${vars.color.pillarRA} 288deg 360deg)`,
})

export const monogramInner = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
})

export const name = style({ margin: 0, fontSize: vars.fontSize.xl })

export const role = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm })

export const summary = style({
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.brandStrong,
})

export const paragraphs = style({ maxWidth: vars.width.prose })

export const credentials = style({
  alignSelf: 'start',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
})

export const credentialsTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space['4'] })

export const more = style({ marginTop: vars.space['5'], marginBottom: 0 })

export const photo = style({
  flex: 'none',
  width: '6rem',
  height: '6rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  border: `3px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.card,
})
