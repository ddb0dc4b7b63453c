/*
 * What the contact form's light shell (ContactForm) and its full code (LiveContactForm) share,
 * without the weight of the latter: the section's anchor and a submit made before the code came.
 */
import type { Locale } from '../../../engine/index.ts'

/** The section's anchor: the page's own, else `#formulaire-contact` / `#contact-form`. */
export function contactSectionId(id: string | undefined, locale: Locale): string {
  return id ?? (locale === 'fr' ? 'formulaire-contact' : 'contact-form')
}

const pendingSubmits = new Set<string>()

/** Notes that the form of this section was submitted before its code was there. */
export function notePendingSubmit(sectionId: string): void {
  pendingSubmits.add(sectionId)
}

/** Whether a submit of this section waits to be made again (once). */
export function takePendingSubmit(sectionId: string): boolean {
  return pendingSubmits.delete(sectionId)
}

const liveSections = new Set<string>()

/** The full form of this section is on the page and handles its own submits. */
export function markLive(sectionId: string): () => void {
  liveSections.add(sectionId)
  return () => {
    liveSections.delete(sectionId)
  }
}

export function isLive(sectionId: string): boolean {
  return liveSections.has(sectionId)
}
