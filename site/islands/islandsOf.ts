import type { ReactNode } from 'react'

/** A part of the page that comes alive: where it is, and what React renders there. */
export interface IslandKind<Context> {
  /** Its pre-rendered container, whose children are exactly what `content` renders. */
  selector: string
  /** What it shows, from what the pre-rendered container holds; undefined when that is missing. */
  content: (element: HTMLElement, context: Context) => ReactNode
}

/** A container of the page and what React should render into it. */
export interface Island {
  element: HTMLElement
  content: ReactNode
}

/**
 * The page's islands. An island whose container lacks what it needs stays as the pre-rendered
 * markup, inert, rather than breaking the others; the console says so.
 */
export function islandsOf<Context>(
  root: ParentNode,
  kinds: readonly IslandKind<Context>[],
  context: Context,
): Island[] {
  return kinds.flatMap(({ selector, content }) =>
    [...root.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      const shown = content(element, context)
      if (shown === undefined || shown === null) {
        console.error(`The island ${selector} misses its data; it stays inert.`)
        return []
      }
      return [{ element, content: shown }]
    }),
  )
}
