import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const updated = style({
  display: 'inline-block',
  marginTop: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 650,
  color: vars.color.ink,
})

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space['7']} ${vars.space['4']}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']}` },
    [media.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space['8'] },
  },
})

export const toc = style({
  alignSelf: 'start',
  padding: vars.space['5'],
  background: vars.color.sunken,
  borderRadius: vars.radius.md,
  '@media': { [media.desktop]: { position: 'sticky', top: vars.space['5'] } },
})

export const tocTitle = style({
  margin: `0 0 ${vars.space['3']}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
})

export const tocList = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'grid',
  fontSize: vars.fontSize.sm,
})

/** Block links keep the list number on their first line and give a full-width touch target. */
export const tocLink = style({
  display: 'block',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space['2'],
  lineHeight: vars.lineHeight.snug,
})

export const body = style({ maxWidth: vars.width.prose })

export const englishNote = style({
  padding: vars.space['4'],
  marginBottom: vars.space['6'],
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
})

export const section = style({
  paddingTop: vars.space['5'],
  marginTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.line}`,
  selectors: { '&:first-of-type': { marginTop: 0 } },
})

export const sectionTitle = style({ fontSize: vars.fontSize.xl })

export const number = style({ color: vars.color.accent })

export const list = style({ paddingLeft: vars.space['5'] })

globalStyle(`${list} > li + li`, { marginTop: vars.space['2'] })
