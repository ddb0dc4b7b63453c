import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  maxWidth: '420px',
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  outline: 'none',
})

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 1rem))' },
  to: { transform: 'translateX(0)' },
})

const base = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['1'],
  padding: `${vars.space['4']} ${vars.space['7']} ${vars.space['4']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.line}`,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 180ms ease-out` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

export const toast = styleVariants({
  default: [base, { background: vars.color.surface, color: vars.color.ink }],
  destructive: [
    base,
    { background: vars.color.danger, color: vars.color.onBrand, borderColor: vars.color.danger },
  ],
})

export const title = style({ fontWeight: 700, fontSize: vars.fontSize.md })

export const description = style({ fontSize: vars.fontSize.sm })

export const close = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  width: '2.75rem',
  height: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
})
