import { lazy, Suspense } from 'react'
import { loadToaster } from '../Toaster/DeferredToaster'
import type { ContactFormProps } from './ContactForm'
import * as styles from './ContactForm.css'

/** How far below the screen a pre-rendered form starts loading its code. */
const LOAD_AHEAD = '600px 0px'

let wanted: Promise<void> | undefined

/**
 * Resolves when a visitor may use a contact form: a pre-rendered form comes near the screen, or
 * the visitor presses, taps or types anywhere. A page reached by a client-side navigation has
 * no pre-rendered form, and the visitor has acted: the code loads at once.
 */
function formWanted(): Promise<void> {
  wanted ??= new Promise<void>((resolve) => {
    const forms = document.querySelectorAll(`.${styles.form}`)
    if (forms.length === 0 || !('IntersectionObserver' in window)) {
      resolve()
      return
    }
    const interactions = ['pointerdown', 'keydown', 'touchstart'] as const
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin: LOAD_AHEAD },
    )
    function done() {
      observer.disconnect()
      for (const type of interactions) removeEventListener(type, done, true)
      resolve()
    }
    for (const type of interactions) addEventListener(type, done, { capture: true, passive: true })
    for (const form of forms) observer.observe(form)
  })
  return wanted
}

const LazyContactForm = lazy(async () => {
  if (!import.meta.env.SSR) await formWanted()
  // A submit shows a notification: its code comes with the form's, so it shows at once.
  const [{ ContactForm }] = await Promise.all([import('./ContactForm'), loadToaster()])
  return { default: ContactForm }
})

/**
 * The contact form of a selling page. The page is pre-rendered with the form in place (disabled
 * until React runs it); its code (the form library, the schema, the mail composer) loads only
 * when the visitor comes near it, and React then hydrates it where it stands.
 */
export function DeferredContactForm(props: ContactFormProps) {
  return (
    <Suspense fallback={null}>
      <LazyContactForm {...props} />
    </Suspense>
  )
}
