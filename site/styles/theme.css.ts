import { createGlobalTheme } from '@vanilla-extract/css'
import { colorTokens } from './colorTokens'

/**
 * The design tokens. Every style in the site reads colours, type and spacing from `vars`; the
 * colours' values are in colorTokens.ts.
 */
export const vars = createGlobalTheme(':root', {
  color: colorTokens,
  font: {
    body: '"Inter Variable", "Inter Variable Fallback", "Inter Variable Android Fallback", "Segoe UI", system-ui, -apple-system, sans-serif',
    display: '"Fraunces Variable", "Fraunces Variable Fallback", Georgia, "Times New Roman", serif',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.625rem)',
    '2xl': 'clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)',
    '3xl': 'clamp(2.125rem, 1.6rem + 2.4vw, 3.25rem)',
  },
  lineHeight: {
    tight: '1.15',
    snug: '1.35',
    body: '1.65',
  },
  space: {
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
    '9': '6rem',
  },
  radius: {
    sm: '6px',
    md: '12px',
    lg: '20px',
    pill: '999px',
  },
  shadow: {
    card: '0 1px 2px rgb(28 36 48 / 6%), 0 4px 16px rgb(28 36 48 / 6%)',
    raised: '0 8px 32px rgb(28 36 48 / 14%)',
  },
  /** The smallest side of anything a finger presses: 44 px, WCAG 2.2's enhanced target size. */
  size: {
    touchTarget: '2.75rem',
  },
  width: {
    prose: '42rem',
    /** The self-assessment's questions and results. */
    questionnaire: '60rem',
    page: '72rem',
    drawer: '16rem',
  },
})

/** Breakpoints, as media queries, shared by every style file. */
export const media = {
  tablet: 'screen and (min-width: 48em)',
  desktop: 'screen and (min-width: 64em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const
