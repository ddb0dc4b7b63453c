import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.04em',
  lineHeight: 1.3,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
})

export const badge = styleVariants({
  accent: [base, { background: vars.color.accent, color: vars.color.onBrand }],
  soft: [base, { background: vars.color.brandSoft, color: vars.color.brandStrong }],
})

export const star = style({ fontSize: '0.9em' })
