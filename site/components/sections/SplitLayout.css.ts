import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

export const split = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space['8'] },
  },
})

export const column = style({ minWidth: 0 })

globalStyle(`${column} > :last-child`, { marginBottom: 0 })
