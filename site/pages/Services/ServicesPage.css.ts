import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

/** Two offers per row from tablet width: four columns would squeeze their lists. */
export const offers = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'stretch',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
