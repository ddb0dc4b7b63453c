import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../styles/theme.css'
import { hint, phoneDisclosure } from './AdminBlogPage.css'
import { list } from './PostList.css'

/** A post's history: one short line per change, newest first. */
export const entries = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: `${vars.space['1']} 0 ${vars.space['2']}`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
})

/** When a change was made, above what it was. */
export const when = style({ display: 'block', color: vars.color.inkMuted })

/** The trash's posts: a compact list, each with its « Restaurer » button. */
export const trashItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
})

export const trashTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 650 })

export const trashDates = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})

/** « Les N autres articles de la corbeille », a phone's only. */
export const trashToggle = style([phoneDisclosure, { marginTop: vars.space['3'] }])

/** The trash beyond its first lines: folded on a phone until asked for, always shown from a tablet's width up. */
export const laterTrash = styleVariants({
  open: [list, { marginTop: vars.space['3'] }],
  folded: [
    list,
    {
      display: 'none',
      marginTop: vars.space['3'],
      '@media': { [media.tablet]: { display: 'grid' } },
    },
  ],
})

/** The trash's one-line explanation, above its list. */
export const trashIntro = style([hint, { marginBottom: vars.space['3'] }])
