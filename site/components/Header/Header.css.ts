import { keyframes, style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

/** The full menu fits on one line from this width; below it the drawer takes over. */
const wideNav = 'screen and (min-width: 78em)'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: `color-mix(in srgb, ${vars.color.paper} 94%, transparent)`,
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${vars.color.line}`,
  // The same header on the next page: a view transition keeps it still (viewTransitions.css).
  viewTransitionName: 'site-header',
})

export const skipLink = style({
  position: 'absolute',
  left: vars.space['4'],
  top: '-4rem',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.sm,
  zIndex: 60,
  selectors: { '&:focus': { top: vars.space['2'], color: vars.color.onBrand } },
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  maxWidth: '90rem',
  margin: '0 auto',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['3']} ${vars.space['6']}` } },
})

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  textDecoration: 'none',
  color: vars.color.ink,
  marginRight: 'auto',
})

export const brandMark = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.display,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
})

export const brandText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.1 })

export const brandName = style({
  fontFamily: vars.font.display,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.06em',
})

/** Below this width the bar keeps only the essentials, so nothing scrolls sideways at 320 px. */
const narrow = 'screen and (max-width: 25em)'

export const brandTagline = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.inkMuted,
  '@media': { [narrow]: { display: 'none' } },
})

export const desktopNav = style({
  display: 'none',
  '@media': { [wideNav]: { display: 'block' } },
})

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const navListVertical = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const navLink = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.sunken, color: vars.color.ink },
  },
})

export const navLinkActive = style([
  navLink,
  {
    background: vars.color.brandSoft,
    color: vars.color.brandStrong,
    fontWeight: 700,
    boxShadow: `inset 0 -2px 0 ${vars.color.brand}`,
  },
])

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] })

export const languageSwitch = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
  '@media': { [narrow]: { padding: `${vars.space['2']} ${vars.space['2']}` } },
})

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  '@media': { [wideNav]: { display: 'none' } },
})

export const menuIcon = style({
  width: '1rem',
  height: '2px',
  background: 'currentColor',
  boxShadow: '0 -5px 0 currentColor, 0 5px 0 currentColor',
})

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 80,
  background: 'rgb(28 36 48 / 45%)',
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 90,
  width: vars.width.drawer,
  maxWidth: '85vw',
  overflowY: 'auto',
  padding: vars.space['4'],
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  animation: `${slideIn} 200ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space['4'],
})

export const drawerTitle = style({ fontSize: vars.fontSize.lg, margin: 0 })

export const closeButton = style({
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.sunken,
  color: vars.color.ink,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
})
