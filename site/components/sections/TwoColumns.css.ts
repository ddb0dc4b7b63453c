import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)',
      gap: vars.space['7'],
    },
  },
})
