import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const outer = style({
  padding: `${vars.space['6']} ${vars.space['4']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['7']} ${vars.space['6']}` } },
})

const boxBase = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'center',
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['5']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  '@media': {
    // Printers drop backgrounds: keep the text dark on white and outline the box instead.
    print: { background: 'none', color: vars.color.ink, border: `1px solid ${vars.color.ink}` },
    [media.tablet]: { padding: vars.space['6'] },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(14rem, auto)',
      gap: vars.space['7'],
      padding: `${vars.space['7']} ${vars.space['7']}`,
    },
  },
})

/** `dark` for a strong invitation, `soft` for a quieter one. */
export const box = styleVariants({
  dark: [boxBase, { background: vars.color.brandStrong, color: vars.color.onBrand }],
  soft: [
    boxBase,
    {
      background: vars.color.accentSoft,
      color: vars.color.ink,
      border: `1px solid ${vars.color.line}`,
    },
  ],
})

/** Five thin bars in the pillar colours along the banner's top edge. */
export const stripe = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: '6px',
  '@media': { print: { display: 'none' } },
  background: `linear-gradient(90deg, ${vars.color.pillarS} 0 20%, ${vars.color.pillarA} 20% 40%, ${vars.color.pillarN} 40% 60%, ${vars.color.pillarT} 60% 80%, ${vars.color.pillarRA} 80% 100%)`,
})

export const title = style({ margin: `0 0 ${vars.space['3']}`, color: 'inherit' })

export const text = style({
  margin: 0,
  maxWidth: vars.width.prose,
  fontSize: vars.fontSize.lg,
  selectors: { [`${box.dark} &`]: { opacity: 0.92 } },
})

/** Side by side on phones and tablets; stacked beside the text on wide screens. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  '@media': { [media.desktop]: { flexDirection: 'column', alignItems: 'stretch' } },
})
