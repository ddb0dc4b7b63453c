import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { buttonBase } from './ButtonLink.css'

export const wrapper = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space['1'],
})

export const button = style([
  buttonBase,
  {
    minHeight: vars.size.touchTarget,
    padding: `${vars.space['2']} ${vars.space['4']}`,
    fontSize: vars.fontSize.sm,
    background: vars.color.surface,
    color: vars.color.brandStrong,
    borderColor: vars.color.brand,
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
])

export const icon = style({
  width: '1.125rem',
  height: '1.125rem',
  flex: 'none',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
})

export const failed = style({
  maxWidth: '20rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
})
