import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

const base = style({
  padding: `${vars.space['7']} ${vars.space['4']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']}` } },
})

export const section = styleVariants({
  plain: [base],
  sunken: [base, { background: vars.color.sunken }],
  brand: [base, { background: vars.color.brandSoft }],
  dark: [base, { background: vars.color.brandStrong, color: vars.color.onBrand }],
})

export const inner = style({ maxWidth: vars.width.page, margin: '0 auto' })

export const eyebrow = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
})

export const title = style({ maxWidth: '40rem' })

export const lead = style({
  maxWidth: vars.width.prose,
  fontSize: vars.fontSize.lg,
  color: 'inherit',
  marginBottom: vars.space['6'],
})
