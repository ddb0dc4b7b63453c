import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const section = style({
  padding: `${vars.space['7']} ${vars.space['4']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']}` } },
  selectors: { '& + &': { background: vars.color.sunken } },
})

export const inner = style({ maxWidth: vars.width.questionnaire, margin: '0 auto' })

export const eyebrow = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  // The site's accent falls short of 4.5:1 on the sunken background of the second section.
  color: vars.color.brand,
})

export const title = style({
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
})

export const intro = style({
  maxWidth: vars.width.prose,
  marginBottom: vars.space['5'],
  color: vars.color.inkMuted,
})

export const statements = style({ display: 'grid', gap: vars.space['3'] })

/**
 * Stays at the bottom of the screen while the statements scroll, so the progress is always in
 * view; it settles above the results button at the end. One slim row, even at 320 px.
 */
export const progressBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 20,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.line}`,
  boxShadow: '0 -6px 20px rgb(28 36 48 / 8%)',
  '@media': { [media.tablet]: { padding: `${vars.space['3']} ${vars.space['6']}` } },
})

export const progressInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  maxWidth: vars.width.questionnaire,
  margin: '0 auto',
  fontWeight: 650,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { gap: vars.space['4'] } },
})

export const count = style({ flex: '0 0 auto' })

export const meter = style({ flex: '1 1 auto', minWidth: '3rem' })

export const percent = style({ flex: '0 0 auto', minWidth: '3.5ch', textAlign: 'right' })

export const submitArea = style({
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  // Continues the second section, so the button reads as the end of the questionnaire.
  background: vars.color.sunken,
  '@media': {
    [media.tablet]: { padding: `${vars.space['5']} ${vars.space['6']} ${vars.space['8']}` },
  },
})

export const submitInner = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: vars.width.questionnaire,
  margin: '0 auto',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: vars.space['6'],
    },
  },
})

export const hint = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['3'],
  margin: 0,
  color: vars.color.inkMuted,
})

export const jump = style({
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.18em',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brandStrong } },
})

export const submit = style({
  width: '100%',
  '@media': { [media.tablet]: { width: 'auto' } },
})

export const noScript = style({ margin: 0, color: vars.color.danger })
