import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

/** « À revoir »: the status badge's shape, in the accent colour no status uses. */
export const badge = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  color: vars.color.accentStrong,
  background: vars.color.accentSoft,
})

/** The changed passage, set apart as a quotation; its line breaks kept, long words broken. */
export const passage = style({
  margin: `${vars.space['2']} 0 ${vars.space['3']}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderLeft: `3px solid ${vars.color.accent}`,
  background: vars.color.sunken,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const note = style({ marginTop: vars.space['2'] })
