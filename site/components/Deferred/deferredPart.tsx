import { type ComponentType, createElement, memo, Suspense, use, useContext, useState } from 'react'
import { PageContext } from '../../i18n/LocaleContext'

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

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof object], b[key as keyof object]))
  )
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
  const start = () => {
    void whenStarted()
    go?.()
  }

  function Loaded({ deferred, props }: { deferred: boolean; props: Props }) {
    return createElement(use(deferred ? whenStarted() : loadNow()), props)
  }

  // Memoised: a page's re-render leaves a held part alone. A navigation or new props (the
  // language switch) mean the part must show something new, so its code loads then: an update
  // to a part React has not hydrated would otherwise hold the whole navigation back.
  const Part = memo(function Part(props: Props) {
    // The layout gives every render of a page a new page context: a navigation changes it.
    const page = useContext(PageContext)
    const [held] = useState(() => (isHydrating() ? { props, page } : undefined))
    const deferred = held !== undefined && held.page === page && sameProps(held.props, props)
    // A navigation changes the contexts above the part, and React hydrates held markup (with
    // what it was drawn with) before it shows anything new: that must not wait for a touch.
    if (held && !deferred) start()
    return (
      <Suspense>
        <Loaded deferred={deferred} props={props} />
      </Suspense>
    )
  })

  return { Part, start, ready: loadNow }
}
