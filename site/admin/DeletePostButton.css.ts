import { keyframes, style } from '@vanilla-extract/css'
import { media, vars } from '../styles/theme.css'
import { buttonBase } from '../components/ui/ButtonLink.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 90,
  background: 'rgb(28 36 48 / 55%)',
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

export const content = style({
  position: 'fixed',
  zIndex: 91,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(28rem, calc(100vw - ${vars.space['6']}))`,
  maxHeight: `calc(100vh - ${vars.space['6']})`,
  overflowY: 'auto',
  padding: vars.space['5'],
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})

export const title = style({ fontSize: vars.fontSize.xl })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  marginTop: vars.space['5'],
})

export const danger = style([
  buttonBase,
  {
    background: vars.color.danger,
    color: vars.color.onBrand,
    selectors: {
      '&:hover:not(:disabled)': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    },
  },
])

export const dangerOutline = style([
  buttonBase,
  {
    background: vars.color.surface,
    color: vars.color.danger,
    borderColor: vars.color.danger,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft } },
  },
])
