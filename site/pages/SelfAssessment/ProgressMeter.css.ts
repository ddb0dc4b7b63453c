import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const track = style({
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.sunken,
  // The empty part of the bar stays visible against any card (non-text contrast ≥ 3:1).
  boxShadow: `inset 0 0 0 1px ${vars.color.inkMuted}`,
  overflow: 'hidden',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
})

const fillBase = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  transition: 'width 250ms ease-out',
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': { background: 'Highlight' },
  },
})

export const fill = styleVariants({
  brand: [fillBase, { background: vars.color.brand }],
  good: [fillBase, { background: vars.color.success }],
  caution: [fillBase, { background: vars.color.warning }],
  alert: [fillBase, { background: vars.color.danger }],
})
