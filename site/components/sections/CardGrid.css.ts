import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

const base = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
})

/** Columns on wide screens; one column on phones, two on tablets when there are more. */
export const grid = styleVariants({
  2: [base, { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }],
  3: [
    base,
    {
      '@media': {
        [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
    },
  ],
  4: [
    base,
    {
      '@media': {
        [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
    },
  ],
})

export const item = style({ display: 'flex', minWidth: 0 })
