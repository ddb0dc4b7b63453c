import type { ReactNode } from 'react'

/** A part of the page that comes alive: where it is, and what React renders there. */
export interface IslandKind<Context> {
  /** Its pre-rendered container, whose children are exactly what `content` renders. */
  selector: string
  /**
   * What it shows, from what the pre-rendered container holds; undefined when that is missing.
   * A part whose code loads on its own (only the pages that hold it load it) gives a promise.
   */
  content: (
    element: HTMLElement,
    context: Context,
  ) => ReactNode | undefined | Promise<ReactNode | undefined>
}

/** A container of the page and what React should render into it. */
export interface Island {
  element: HTMLElement
  content: ReactNode
}

/**
 * The page's islands, each as soon as its code is loaded, in the page's order. An island whose
 * container lacks what it needs, or whose code fails to load, stays as the pre-rendered markup,
 * inert, rather than breaking the others (its promise gives undefined); the console says so, and
 * `onLoadFailure` hears why.
 */
export function islandsOf<Context>(
  root: ParentNode,
  kinds: readonly IslandKind<Context>[],
  context: Context,
  onLoadFailure: (error: unknown) => void = () => undefined,
): Promise<Island | undefined>[] {
  return kinds.flatMap(({ selector, content }) =>
    [...root.querySelectorAll<HTMLElement>(selector)].map(async (element) => {
      try {
        const shown = await content(element, context)
        if (shown !== undefined && shown !== null) return { element, content: shown }
        console.error(`The island ${selector} misses its data; it stays inert.`)
      } catch (error) {
        console.error(`The island ${selector} could not load; it stays inert.`, error)
        onLoadFailure(error)
      }
      return undefined
    }),
  )
}
