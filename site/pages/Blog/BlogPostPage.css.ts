import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const header = style({
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['7']}`,
  background: `linear-gradient(160deg, ${vars.color.brandSoft} 0%, ${vars.color.paper} 70%)`,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space['7']} ${vars.space['6']} ${vars.space['8']}` },
  },
})

export const headerInner = style({ maxWidth: vars.width.prose, margin: '0 auto' })

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touchTarget,
  marginBottom: vars.space['4'],
  fontWeight: 600,
})

export const title = style({ marginBottom: vars.space['4'] })

export const metaRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
})

export const meta = style({ margin: 0, color: vars.color.inkMuted })

export const body = style({
  padding: `${vars.space['7']} ${vars.space['4']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']}` } },
})

export const closing = style({
  padding: `${vars.space['7']} ${vars.space['4']}`,
  background: vars.color.sunken,
  '@media': { [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']}` } },
})

export const closingInner = style({ maxWidth: vars.width.prose, margin: '0 auto' })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['5'],
})
