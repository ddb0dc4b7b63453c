import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

/** The advice's colours: the brand's, so advice never reads as a warning or an error. */
export const summary = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  margin: `${vars.space['4']} 0`,
  background: vars.color.brandSoft,
  borderLeft: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
})

export const summaryTitle = style({ margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.md })

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: `0 0 ${vars.space['3']}`,
  paddingLeft: vars.space['5'],
})

export const article = style({ margin: `${vars.space['2']} 0`, minWidth: 0 })

/** A note placed right after the block it concerns, in the preview's text. */
export const note = style({
  margin: `${vars.space['2']} 0 ${vars.space['5']}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
  background: vars.color.brandSoft,
  borderLeft: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}` } },
})

/** The block a note concerns: a mark in the margin, beside the text. */
export const concerned = style({
  outline: `2px dashed ${vars.color.brand}`,
  outlineOffset: '4px',
})

export const noteLabel = style({ fontWeight: 700 })

export const description = style({
  display: 'grid',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })
