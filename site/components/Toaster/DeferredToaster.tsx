import { type ComponentType, useEffect, useState } from 'react'
import { useToasts } from './toastStore'

let loaded: ComponentType | undefined
let loading: Promise<ComponentType> | undefined

/**
 * Loads the notification area's code (Radix Toast). Code that shows notifications calls it as it
 * loads itself, so its first notification shows at once.
 */
export function loadToaster(): Promise<ComponentType> {
  loading ??= import('./Toaster').then(({ Toaster }) => (loaded = Toaster))
  return loading
}

/**
 * The notification area, mounted with the first notification: most visits show none, so most
 * pages never load its code. No Suspense boundary here: React holds back a boundary's reveal for
 * a moment, and a keyboard user's F8 right after a notification must find it.
 */
export function DeferredToaster() {
  const toasts = useToasts()
  const [Toaster, setToaster] = useState(() => loaded)
  const needed = toasts.length > 0
  useEffect(() => {
    if (needed && !Toaster)
      void loadToaster().then((component) => {
        setToaster(() => component)
      })
  }, [needed, Toaster])
  return Toaster ? <Toaster /> : null
}
