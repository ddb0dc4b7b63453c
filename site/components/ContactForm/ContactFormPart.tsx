import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { useLocale } from '../../i18n/LocaleContext'
import { deferredPart } from '../Deferred/deferredPart'
import { loadToaster } from '../Toaster/DeferredToaster'
import { contactSectionId, isLive, notePendingSubmit } from './deferredForm'
import { keepDraftOnLanguageSwitch, restoreDraft } from './languageSwitchDraft'
import { contactFormI18n } from './contactFormI18n'
import type { LiveContactFormProps } from './LiveContactForm'

/** The form's code (react-hook-form and the zod schema): about 25 KB gzip, once per visit. */
const liveForm = deferredPart(async () => (await import('./LiveContactForm')).LiveContactForm)

// The pre-render draws the whole form: the page's module is ready once the form's code is.
if (import.meta.env.SSR) await liveForm.ready()

/** The events that show a visitor is about to use the form. */
const firstTouches = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Listens for the first touch of the section and for a submit, on the document in its capture
 * phase: React stops the events that reach markup it holds unhydrated (it replays them once the
 * part is live), so a listener on the section itself would never hear them. Returns the
 * function that stops listening.
 */
function listenBeforeReact(
  section: HTMLElement,
  onTouch: () => void,
  onSubmit: (event: Event) => void,
): () => void {
  const inSection = (event: Event) => event.target instanceof Node && section.contains(event.target)
  const touched = (event: Event) => {
    if (!inSection(event)) return
    for (const type of firstTouches) document.removeEventListener(type, touched, true)
    onTouch()
  }
  const submitted = (event: Event) => {
    if (inSection(event)) onSubmit(event)
  }
  for (const type of firstTouches) document.addEventListener(type, touched, true)
  document.addEventListener('submit', submitted, true)
  return () => {
    for (const type of firstTouches) document.removeEventListener(type, touched, true)
    document.removeEventListener('submit', submitted, true)
  }
}

/**
 * Enables the pre-rendered form, loads its code and its strings (in the language of `i18n`, the
 * page's) at the first touch of its section and holds a submit made before the code is there.
 */
function useFirstTouch(sectionId: string, i18n: I18n) {
  useEffect(() => {
    const section = document.getElementById(sectionId)
    if (!section) return
    const stopKeeping = keepDraftOnLanguageSwitch(section)
    if (isLive(sectionId)) return stopKeeping
    // The other language's page is another page: what was typed there comes along.
    restoreDraft(section, window.location.pathname)
    // The pre-rendered controls wait disabled for React (FormControls). From here on a submit is
    // held and the fields keep what is typed (the form takes it over), so they may be used now:
    // a keyboard visitor's focus is what loads the code.
    for (const controls of section.querySelectorAll('fieldset')) controls.disabled = false
    const onTouch = () => {
      void loadToaster()
      void liveForm.ready()
      // The form takes over the pre-rendered one once its strings are there too: it must not
      // wait for them in the middle of hydration, which would draw it anew, empty.
      const start = () => {
        liveForm.start()
      }
      contactFormI18n(i18n).then(start, start)
    }
    const stopListening = listenBeforeReact(section, onTouch, (event) => {
      if (isLive(sectionId)) return
      // Held whole: neither the browser nor React (hydrating the form just now) acts on it; the
      // form makes it again once its code runs, so it is handled exactly once.
      event.preventDefault()
      event.stopPropagation()
      notePendingSubmit(sectionId)
      onTouch()
    })
    return () => {
      stopKeeping()
      stopListening()
    }
  }, [sectionId, i18n])
}

/**
 * The form as it comes alive: the pre-rendered form shows at once, but its code loads only when
 * the visitor points at it, focuses it or touches it (see deferredPart). A submit that comes first
 * is held and made again once the form can check it.
 */
export function ContactFormPart(props: LiveContactFormProps) {
  const sectionId = contactSectionId(props.id, useLocale())
  useFirstTouch(sectionId, useLingui().i18n)
  return <liveForm.Part {...props} id={sectionId} />
}
