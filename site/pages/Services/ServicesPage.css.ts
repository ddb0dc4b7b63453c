import { style } from '@vanilla-extract/css'
import { media, vars } from '../../styles/theme.css'

/**
 * One offer per row on phones, two on tablets, three on wide screens, where the implementation
 * offer and its phased plan take a full row of their own.
 */
export const offers = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'stretch',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const offer = style({ display: 'flex', minWidth: 0 })

export const wideOffer = style([offer, { '@media': { [media.desktop]: { gridColumn: '1 / -1' } } }])
