import { type ComponentType, createElement, Suspense, use, useEffect, useState } from 'react'

/**
 * A part of a page whose code loads when it is needed. The server renders it whole; a page that
 * hydrates keeps the server's markup under a Suspense boundary, untouched by React, until
 * `start()` is called (the visitor reaches or touches the part); after a client-side navigation
 * the code loads at once.
 */
export interface DeferredPart<Props extends object> {
  /** Renders the part (on the server and after a navigation) or holds its markup (hydration). */
  Part: ComponentType<Props>
  /** Loads the part's code now: the held markup becomes React's. */
  start: () => void
  /** The part's code, loaded: the server awaits it before drawing a page. */
  ready: () => Promise<unknown>
}

/** Whether the page is being hydrated from its pre-rendered markup (not the server, not a navigation). */
function isHydrating(): boolean {
  return typeof document !== 'undefined' && !('hydrated' in document.documentElement.dataset)
}

export function deferredPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): DeferredPart<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  let started: Promise<ComponentType<Props>> | undefined
  let go: (() => void) | undefined

  const loadNow = () => {
    if (loading) return loading
    const promise = load()
    // Marked as settled the way React's `use` reads it: once loaded, the part renders at once
    // instead of suspending again (which would make the server write an inline script).
    promise.then(
      (component) => Object.assign(promise, { status: 'fulfilled', value: component }),
      // React's `use` reports the failure where the part is rendered.
      () => undefined,
    )
    loading = promise
    return promise
  }
  const whenStarted = () => {
    started ??= new Promise<void>((resolve) => (go = resolve)).then(loadNow)
    return started
  }

  function Loaded({ deferred, props }: { deferred: boolean; props: Props }) {
    return createElement(use(deferred ? whenStarted() : loadNow()), props)
  }

  function Part(props: Props) {
    // Decided once: the page's later renders must not load the code before it is wanted.
    const [deferred] = useState(isHydrating)
    return (
      <Suspense>
        <Loaded deferred={deferred} props={props} />
      </Suspense>
    )
  }

  return {
    Part,
    start: () => {
      void whenStarted()
      go?.()
    },
    ready: loadNow,
  }
}

/** Starts a deferred part when the element `id` comes within half a screen of the window. */
export function useStartWhenNear(id: string, start: () => void) {
  useEffect(() => {
    const element = document.getElementById(id)
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        start()
      },
      { rootMargin: '50% 0px' },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
    }
  }, [id, start])
}
