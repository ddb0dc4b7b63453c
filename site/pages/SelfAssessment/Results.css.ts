import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const section = style({
  padding: `${vars.space['7']} ${vars.space['4']}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']}` },
    print: { padding: 0 },
  },
})

export const inner = style({ maxWidth: vars.width.questionnaire, margin: '0 auto' })

/** The day of the results, under the site's name on paper (shown in print only). */
export const printedOn = style({ margin: `0 0 ${vars.space['4']}` })

export const title = style({
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
})

export const intro = style({ maxWidth: vars.width.prose, color: vars.color.inkMuted })

export const cards = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: `${vars.space['5']} 0 ${vars.space['7']}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    // Side by side on paper too, so the results fit one sheet.
    print: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', margin: `${vars.space['4']} 0` },
  },
})

export const next = style({
  padding: vars.space['5'],
  background: vars.color.brandSoft,
  borderRadius: vars.radius.md,
  '@media': {
    [media.tablet]: { padding: vars.space['6'] },
    print: { padding: 0, background: 'none', breakInside: 'avoid' },
  },
})

/** Off the paper: buttons, the note about the mail and the link onward. */
const screenOnly = { '@media': { print: { display: 'none' } } } as const

export const nextText = style({ maxWidth: vars.width.prose })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: `${vars.space['5']} 0 ${vars.space['4']}`,
  ...screenOnly,
})

export const note = style({
  maxWidth: vars.width.prose,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  ...screenOnly,
})

export const more = style({ margin: `${vars.space['4']} 0 0`, fontWeight: 650, ...screenOnly })
