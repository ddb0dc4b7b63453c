import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False in the pre-rendered HTML and while React hydrates it, true from the first render after:
 * what a control needs to know before it may act (a form submitted before React runs would be
 * sent by the browser itself, its values in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
