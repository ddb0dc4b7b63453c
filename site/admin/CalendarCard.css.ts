import { style, styleVariants } from '@vanilla-extract/css'
import { phoneDisclosure } from './AdminBlogPage.css'
import { media, vars } from '../styles/theme.css'

export const intro = style({ margin: `0 0 ${vars.space['4']}` })

const plainList = style({ margin: 0, padding: 0, listStyle: 'none' })

export const weeks = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space['4'],
    marginBottom: vars.space['5'],
    '@media': { [media.tablet]: { gap: vars.space['5'] } },
  },
])

export const week = style({ display: 'grid', gap: vars.space['2'] })

/** One line on a phone: « Semaine du lundi 30 novembre 2026 » at the size of a title. */
export const weekTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } },
})

export const slots = style([
  plainList,
  { display: 'grid', '@media': { [media.tablet]: { gap: vars.space['2'] } } },
])

/**
 * On a phone a slot is two lines between rules, its date then its post or « Libre »: as framed
 * cards, the eight weeks were 3,400 px tall. From a tablet's width up it is a framed line.
 */
export const slot = style({
  display: 'grid',
  // Without it, a long title in the select would widen the slot past a 320 px screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  borderTop: `1px solid ${vars.color.line}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(14rem, 1fr) minmax(0, 2fr)',
      alignItems: 'center',
      gap: vars.space['2'],
      padding: vars.space['3'],
      border: `1px solid ${vars.color.line}`,
      borderRadius: vars.radius.sm,
    },
  },
})

/** Small enough for « mercredi 25 novembre 2026 à 8 h » to stay on one line of a phone. */
export const slotDate = style({ fontWeight: 650, fontSize: vars.fontSize.sm })

export const slotBody = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
})

export const free = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.sunken,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
})

export const move = style({
  flex: '1 1 16rem',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
})

export const select = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  maxWidth: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
})

export const post = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
})

/** The title as a link-like button: the click opens the preview. */
export const postButton = style({
  minHeight: vars.size.touchTarget,
  padding: 0,
  font: 'inherit',
  fontWeight: 650,
  textAlign: 'start',
  color: vars.color.brandStrong,
  background: 'none',
  border: 'none',
  textDecoration: 'underline',
  cursor: 'pointer',
})

export const languages = style({ display: 'inline-flex', gap: vars.space['1'] })

export const language = style({
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  color: vars.color.brandStrong,
  background: vars.color.brandSoft,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textDecoration: 'none',
})

/** « Déplacer un article ici »: small, under « Libre », until the consultant asks. */
export const askMove = style({
  fontSize: vars.fontSize.sm,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
})

/** « Les 4 semaines suivantes », a phone's only. */
export const laterToggle = style([phoneDisclosure, { marginBottom: vars.space['5'] }])

/** The far weeks: folded on a phone until asked for, always shown from a tablet's width up. */
export const laterWeeks = styleVariants({
  open: [weeks],
  folded: [weeks, { display: 'none', '@media': { [media.tablet]: { display: 'grid' } } }],
})
