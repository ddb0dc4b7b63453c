import { Suspense, use, useEffect, useState } from 'react'
import { useLocale } from '../../i18n/LocaleContext'
import { loadToaster } from '../Toaster/DeferredToaster'
import { contactSectionId, isLive, notePendingSubmit } from './deferredForm'
import type { LiveContactFormProps } from './LiveContactForm'

export type { ContactFormProps } from './LiveContactForm'

type LiveModule = typeof import('./LiveContactForm')

let loading: Promise<LiveModule> | undefined
let touched: Promise<LiveModule> | undefined
let touch: (() => void) | undefined

/** The form's code (react-hook-form and the zod schema): about 25 KB gzip, once per visit. */
function loadLiveForm(): Promise<LiveModule> {
  if (loading) return loading
  const promise = import('./LiveContactForm')
  // Marked as settled the way React's `use` reads it: once loaded, the form renders at once
  // instead of suspending again (which would make the server write an inline script).
  void promise.then((module) => Object.assign(promise, { status: 'fulfilled', value: module }))
  loading = promise
  return promise
}

// The pre-render draws the whole form: the page's module is ready once the form's code is.
if (import.meta.env.SSR) await loadLiveForm()

/** The form's code once the visitor touches the form (one promise, as React's `use` wants). */
function liveFormAtFirstTouch(): Promise<LiveModule> {
  touched ??= new Promise<void>((resolve) => (touch = resolve)).then(loadLiveForm)
  return touched
}

/** Whether this form is being hydrated on a pre-rendered page (not the server, not a navigation). */
function isHydrating(): boolean {
  return typeof document !== 'undefined' && !('hydrated' in document.documentElement.dataset)
}

/** The events that show a visitor is about to use the form. */
const firstTouches = ['pointerover', 'focusin', 'touchstart'] as const

function LiveForm({ deferred, ...props }: LiveContactFormProps & { deferred: boolean }) {
  const { LiveContactForm } = use(deferred ? liveFormAtFirstTouch() : loadLiveForm())
  return <LiveContactForm {...props} />
}

/**
 * Enables the pre-rendered form, loads its code at the first touch of its section and holds a
 * submit made before the code is there.
 */
function useFirstTouch(sectionId: string) {
  useEffect(() => {
    const section = document.getElementById(sectionId)
    if (!section || isLive(sectionId)) return
    // The pre-rendered controls wait disabled for React (FormControls). From here on a submit is
    // held and the fields keep what is typed (the form takes it over), so they may be used now:
    // a keyboard visitor's focus is what loads the code.
    for (const controls of section.querySelectorAll('fieldset')) controls.disabled = false
    const onTouch = () => {
      void loadToaster()
      touch?.()
    }
    const onSubmit = (event: Event) => {
      if (isLive(sectionId)) return
      event.preventDefault()
      notePendingSubmit(sectionId)
      onTouch()
    }
    for (const type of firstTouches) section.addEventListener(type, onTouch, { once: true })
    section.addEventListener('submit', onSubmit, true)
    return () => {
      for (const type of firstTouches) section.removeEventListener(type, onTouch)
      section.removeEventListener('submit', onSubmit, true)
    }
  }, [sectionId])
}

/**
 * The contact block of the selling pages. A pre-rendered page shows the form at once, but its
 * code loads only when the visitor points at it, focuses it or touches it: React keeps the
 * server's markup under the Suspense boundary until then. A submit that comes first is held and
 * made again once the form can check it. After a client-side navigation, the code loads at once.
 */
export function ContactForm(props: LiveContactFormProps) {
  const sectionId = contactSectionId(props.id, useLocale())
  // Decided once: the page's later renders must not load the code before the visitor's touch.
  const [deferred] = useState(isHydrating)
  useFirstTouch(sectionId)
  return (
    <Suspense>
      <LiveForm {...props} id={sectionId} deferred={deferred} />
    </Suspense>
  )
}
