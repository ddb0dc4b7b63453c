import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

const base = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
})

export const badge = styleVariants({
  published: [base, { color: vars.color.success, background: vars.color.successSoft }],
  scheduled: [base, { color: vars.color.warning, background: vars.color.warningSoft }],
  draft: [base, { color: vars.color.inkMuted, background: vars.color.sunken }],
  plain: [base, { color: vars.color.ink, background: vars.color.surface }],
})
