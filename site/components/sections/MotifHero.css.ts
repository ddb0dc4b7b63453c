import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const hero = style({
  padding: `${vars.space['7']} ${vars.space['4']} ${vars.space['7']}`,
  background: `linear-gradient(160deg, ${vars.color.brandSoft} 0%, ${vars.color.paper} 75%)`,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space['9']} ${vars.space['6']} ${vars.space['8']}` },
  },
})

export const inner = style({
  display: 'grid',
  gap: vars.space['7'],
  alignItems: 'center',
  maxWidth: vars.width.page,
  margin: '0 auto',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.45fr) minmax(0, 1fr)' } },
})

export const eyebrow = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
})

export const title = style({
  fontSize: 'clamp(2.25rem, 1.5rem + 3vw, 3.75rem)',
  letterSpacing: '-0.01em',
  maxWidth: '20ch',
})

export const lead = style({
  maxWidth: vars.width.prose,
  fontSize: vars.fontSize.lg,
  color: vars.color.inkMuted,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['5'],
})

export const art = style({
  display: 'none',
  maxWidth: '26rem',
  width: '100%',
  justifySelf: 'center',
  '@media': { [media.desktop]: { display: 'block' }, print: { display: 'none' } },
})
