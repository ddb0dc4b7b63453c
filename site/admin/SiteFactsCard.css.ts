import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

/** A group of fields (the person, the contact details, a list). */
export const group = style({
  margin: `0 0 ${vars.space['5']}`,
  padding: `${vars.space['4']} ${vars.space['4']} 0`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
})

export const legend = style({
  padding: `0 ${vars.space['2']}`,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
})

/** Two fields side by side (French and English) where there is room. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  columnGap: vars.space['4'],
})

/** One entry of a list (a profile, a related site) with its remove button. */
export const entry = style({
  marginBottom: vars.space['4'],
  paddingBottom: vars.space['2'],
  borderBottom: `1px dashed ${vars.color.line}`,
})

export const textArea = style({ minHeight: '7rem', resize: 'vertical' })

export const listButton = style({ marginBottom: vars.space['5'] })

/** The chosen portrait, small, as the pages will crop it. */
export const portrait = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: `${vars.space['3']} 0`,
})

export const portraitImage = style({
  flexShrink: 0,
  width: '6rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: '50%',
})
