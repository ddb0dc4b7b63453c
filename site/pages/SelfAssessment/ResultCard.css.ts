import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

const cardBase = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  borderTop: '6px solid',
  boxShadow: vars.shadow.card,
  '@media': { [media.tablet]: { padding: vars.space['5'] } },
})

export const card = styleVariants({
  good: [cardBase, { borderTopColor: vars.color.success }],
  caution: [cardBase, { borderTopColor: vars.color.warning }],
  alert: [cardBase, { borderTopColor: vars.color.danger }],
})

export const title = style({ margin: 0 })

export const score = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['3xl'],
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
})

export const scale = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

const levelBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  justifySelf: 'start',
  margin: `${vars.space['2']} 0 0`,
  padding: `${vars.space['2']} ${vars.space['4']} ${vars.space['2']} ${vars.space['3']}`,
  // Not a pill: on a narrow screen a long level name wraps, and a pill would pinch it.
  borderRadius: vars.radius.md,
  border: '1px solid',
  fontWeight: 650,
})

export const level = styleVariants({
  good: [levelBase, { background: vars.color.successSoft, color: vars.color.success }],
  caution: [levelBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  alert: [levelBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
})

export const icon = style({ flex: '0 0 auto', width: '1.375rem', height: '1.375rem' })

export const description = style({ margin: 0 })
