import type { ReactNode } from 'react'

/** The live parts a page can hold (site/islands/main.tsx makes each one live). */
export type IslandName = 'contact-form' | 'self-assessment'

/**
 * The pre-rendered container of a live part: the island entry finds it by its name and renders
 * into it what the page rendered here, with the props written on it. It has no box of its own, so
 * the page looks the same with or without it; the props are the page's own copy, never a
 * visitor's input, and React escapes them as any attribute.
 */
export function IslandBox({
  name,
  props,
  children,
}: {
  name: IslandName
  props?: object
  children: ReactNode
}) {
  return (
    <div
      style={{ display: 'contents' }}
      data-island={name}
      data-island-props={props === undefined ? undefined : JSON.stringify(props)}
    >
      {children}
    </div>
  )
}
