/**
 * The site's colours: the theme (theme.css.ts) makes them CSS variables, and what cannot read CSS
 * (the share images drawn at build) reads them here. Colour pairs used for text were checked for
 * WCAG 2.2 AA contrast on `surface` and `paper`.
 */
export const colorTokens = {
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
} as const
