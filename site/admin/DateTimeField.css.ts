import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

export const group = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 })

/** The date and the time side by side, wrapping on a phone. */
export const parts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'end',
})

export const part = style({ display: 'grid', gap: vars.space['1'] })

export const dateInput = style({ width: '9.5rem', fontVariantNumeric: 'tabular-nums' })

export const echo = style({ margin: 0, fontWeight: 600 })
