import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

export const progress = style({
  display: 'grid',
  gap: vars.space['1'],
  marginTop: vars.space['4'],
})

export const progressBar = style({
  width: '100%',
  height: '0.75rem',
  accentColor: vars.color.brand,
})

export const result = style({
  marginTop: vars.space['5'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.line}`,
})

export const resultTitle = style({ fontSize: vars.fontSize.lg })

export const scheduledList = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: 0,
  listStyle: 'none',
})

export const scheduledItem = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.successSoft,
  borderRadius: vars.radius.sm,
})

export const warnings = style({
  padding: `${vars.space['3']} ${vars.space['4']} ${vars.space['3']} ${vars.space['6']}`,
  background: vars.color.warningSoft,
  borderRadius: vars.radius.sm,
})

/** An upload or action that failed: it stays in its card until the next action. */
export const failure = style({
  marginTop: vars.space['5'],
  padding: vars.space['4'],
  background: vars.color.dangerSoft,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
})

export const outcome = style({
  display: 'inline-block',
  padding: `0 ${vars.space['2']}`,
  marginRight: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  border: `1px solid currentColor`,
  borderRadius: vars.radius.pill,
})

export const choices = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: `0 0 ${vars.space['5']}`,
  padding: 0,
  border: 'none',
})

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
})
