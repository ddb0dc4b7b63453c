import { useEffect } from 'react'
import { useLocale } from '../../i18n/LocaleContext'
import { deferredPart } from '../Deferred/deferredPart'
import { loadToaster } from '../Toaster/DeferredToaster'
import { contactSectionId, isLive, notePendingSubmit } from './deferredForm'
import type { LiveContactFormProps } from './LiveContactForm'

export type { ContactFormProps } from './LiveContactForm'

/** The form's code (react-hook-form and the zod schema): about 25 KB gzip, once per visit. */
const liveForm = deferredPart(async () => (await import('./LiveContactForm')).LiveContactForm)

// The pre-render draws the whole form: the page's module is ready once the form's code is.
if (import.meta.env.SSR) await liveForm.ready()

/** The events that show a visitor is about to use the form. */
const firstTouches = ['pointerover', 'focusin', 'touchstart'] as const

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
      liveForm.start()
    }
    const onSubmit = (event: Event) => {
      if (isLive(sectionId)) return
      // Held whole: neither the browser nor React (hydrating the form just now) acts on it; the
      // form makes it again once its code runs, so it is handled exactly once.
      event.preventDefault()
      event.stopPropagation()
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
 * code loads only when the visitor points at it, focuses it or touches it (see deferredPart). A
 * submit that comes first is held and made again once the form can check it.
 */
export function ContactForm(props: LiveContactFormProps) {
  const sectionId = contactSectionId(props.id, useLocale())
  useFirstTouch(sectionId)
  return <liveForm.Part {...props} id={sectionId} />
}
