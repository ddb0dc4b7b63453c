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
    minHeight: '2.75rem',
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

/** Read by screen readers, not shown: the button's own text already says it visually. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
