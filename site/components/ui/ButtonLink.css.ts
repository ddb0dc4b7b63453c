import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** Shared by links and buttons that act as calls to action. */
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
  padding: `${vars.space['3']} ${vars.space['5']}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: 650,
  fontSize: vars.fontSize.md,
  lineHeight: 1.2,
  textAlign: 'center',
  // A label on two lines splits between words of even length (« Take the preliminary /
  // self-assessment »), never at a hyphen with one word left over.
  textWrap: 'balance',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, color 120ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
})

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.brandStrong, color: vars.color.onBrand },
      },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.brandStrong,
      borderColor: vars.color.brand,
      selectors: {
        '&:hover:not(:disabled)': {
          background: vars.color.brandSoft,
          color: vars.color.brandStrong,
        },
      },
    },
  ],
  accent: [
    buttonBase,
    {
      background: vars.color.accent,
      color: vars.color.onBrand,
      selectors: {
        '&:hover:not(:disabled)': {
          background: vars.color.accentStrong,
          color: vars.color.onBrand,
        },
      },
    },
  ],
})
