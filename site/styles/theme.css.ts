import { createGlobalTheme } from '@vanilla-extract/css'

/**
 * The design tokens. Every style in the site reads colours, type and spacing from `vars`.
 * Colour pairs used for text were checked for WCAG 2.2 AA contrast on `surface` and `paper`.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    ink: '#1c2430',
    inkMuted: '#4a5563',
    paper: '#fbfaf7',
    surface: '#ffffff',
    sunken: '#f1efe9',
    line: '#d9d5cc',
    brand: '#0f5c56',
    brandStrong: '#0a443f',
    brandSoft: '#e3f0ee',
    onBrand: '#ffffff',
    accent: '#a04818',
    accentStrong: '#7f3813',
    accentSoft: '#fbeee6',
    focus: '#1d4ed8',
    success: '#1e6b3a',
    successSoft: '#e5f3ea',
    warning: '#8a5a00',
    warningSoft: '#fdf3dc',
    danger: '#a3261b',
    dangerSoft: '#fbe9e7',
    /** The five SANTRA pillar keys: strong for text and marks, soft for backgrounds. */
    pillarS: '#0f5c56',
    pillarSSoft: '#e3f0ee',
    pillarA: '#2f4f9e',
    pillarASoft: '#e7ecf8',
    pillarN: '#3f6f24',
    pillarNSoft: '#e9f2e2',
    pillarT: '#9a4a12',
    pillarTSoft: '#f9ece2',
    pillarRA: '#7a2e6e',
    pillarRASoft: '#f5e6f2',
  },
  font: {
    body: '"Inter Variable", "Segoe UI", system-ui, -apple-system, sans-serif',
    display: '"Fraunces Variable", Georgia, "Times New Roman", serif',
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
