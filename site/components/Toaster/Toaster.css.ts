import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

/** Spec section 9: the notification area is at most 420 px wide. */
const VIEWPORT_MAX_WIDTH = '420px'

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  // Under the admin's dialogs (overlay at 90): a toast never covers the preview it came from.
  zIndex: 85,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  maxWidth: VIEWPORT_MAX_WIDTH,
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  outline: 'none',
  // The area stays on screen between notifications: it must never catch a tap meant for the
  // page beneath it, and takes no room when empty.
  pointerEvents: 'none',
  selectors: {
    '&:empty': { padding: 0 },
    // F8 focuses the area itself: show where the keyboard went.
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 1rem))' },
  to: { transform: 'translateX(0)' },
})

const fadeOut = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
})

const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 1rem))' },
})

const base = style({
  position: 'relative',
  pointerEvents: 'auto',
  display: 'grid',
  gap: vars.space['1'],
  padding: `${vars.space['4']} ${vars.space['7']} ${vars.space['4']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.line}`,
  // A swipe is a touch gesture: keep the browser from scrolling sideways instead.
  touchAction: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 180ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in forwards` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': {
      transform: 'translateX(0)',
      transition: 'transform 200ms ease-out',
    },
    '&[data-swipe="end"]': { animation: `${swipeOut} 120ms ease-out forwards` },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: {
        '&[data-state="open"], &[data-state="closed"], &[data-swipe="end"]': { animation: 'none' },
        '&[data-swipe="cancel"]': { transition: 'none' },
      },
    },
  },
})

const destructiveTone = style({
  background: vars.color.danger,
  color: vars.color.onBrand,
  borderColor: vars.color.danger,
})

export const toast = styleVariants({
  default: [base, { background: vars.color.surface, color: vars.color.ink }],
  destructive: [base, destructiveTone],
})

export const title = style({ fontWeight: 700, fontSize: vars.fontSize.md })

export const description = style({ fontSize: vars.fontSize.sm })

export const close = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'color-mix(in srgb, currentColor 12%, transparent)' },
    // On the red notification the blue ring would vanish; white stays visible.
    [`${destructiveTone} &:focus-visible`]: { outlineColor: vars.color.onBrand },
  },
})

export const closeIcon = style({
  width: '1.25rem',
  height: '1.25rem',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
})
