import { style } from '@vanilla-extract/css'

/** A fieldset that only groups: no border, padding or minimum width of its own. */
export const controls = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
})
