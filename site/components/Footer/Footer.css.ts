import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const footer = style({
  marginTop: vars.space['8'],
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  padding: `${vars.space['7']} ${vars.space['4']} ${vars.space['5']}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['5']}` },
  },
})

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  maxWidth: vars.width.page,
  margin: '0 auto',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1.3fr 1fr 1fr 1fr' },
  },
})

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  margin: `0 0 ${vars.space['3']}`,
  selectors: { '& ~ &': { marginTop: vars.space['5'] } },
})

export const text = style({ fontSize: vars.fontSize.sm, opacity: 0.92 })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // The links' own padding overflows their line: the gap makes room for it.
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
})

/**
 * Inline, not inline-block, so a language note after it (a no-break space, then the note) stays on
 * its last line; the padding still makes the target taller.
 */
export const link = style({
  padding: `${vars.space['1']} 0`,
  color: vars.color.onBrand,
  selectors: { '&:hover': { color: vars.color.onBrand, textDecorationThickness: '2px' } },
})

export const copyright = style({
  maxWidth: vars.width.page,
  margin: `${vars.space['6']} auto 0`,
  paddingTop: vars.space['4'],
  borderTop: '1px solid rgb(255 255 255 / 25%)',
  fontSize: vars.fontSize.xs,
})

export const languageNote = style({
  fontSize: vars.fontSize.xs,
  opacity: 0.85,
  whiteSpace: 'nowrap',
})
