import type { ReactNode } from 'react'

/** A marked container of the page and what React should render into it. */
export interface Island {
  element: HTMLElement
  content: ReactNode
}

/**
 * The page's islands: elements marked `data-island="<name>"` whose name has content and whose
 * attributes give that content what it needs. An island the page marks wrongly stays as the
 * pre-rendered markup, inert, rather than breaking the others.
 */
export function islandsOf<Context>(
  root: ParentNode,
  contentOf: Record<string, (data: DOMStringMap, context: Context) => ReactNode>,
  context: Context,
): Island[] {
  return [...root.querySelectorAll<HTMLElement>('[data-island]')].flatMap((element) => {
    const name = element.dataset.island ?? ''
    const content = Object.hasOwn(contentOf, name)
      ? contentOf[name]?.(element.dataset, context)
      : undefined
    if (content === undefined || content === null) {
      console.error(`The island "${name}" has no content or misses its data; it stays inert.`)
      return []
    }
    return [{ element, content }]
  })
}
