import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const questions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: '52rem',
})

export const question = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['2'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  '@media': {
    [media.tablet]: {
      flexDirection: 'row-reverse',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space['5'],
    },
  },
})

export const answer = style({
  flexShrink: 0,
  alignSelf: 'flex-start',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.04em',
  color: vars.color.inkMuted,
  '@media': { [media.tablet]: { alignSelf: 'center' } },
})

export const note = style({
  maxWidth: vars.width.prose,
  marginTop: vars.space['5'],
  marginBottom: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})
