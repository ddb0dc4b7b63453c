/*
 * What a visitor typed in the contact form goes with them when they switch the page's language:
 * the other language's page is another page, loaded afresh. It is kept in this tab's
 * sessionStorage for that one page load only, then forgotten; nothing is sent anywhere.
 */
import { type ContactFieldName, contactFields } from './contactTypes'

const DRAFT_KEY = 'santra.contactForm.draft'

/** Longer than any field's content could sensibly be: a bigger value is not a draft of ours. */
const MAX_FIELD_LENGTH = 10_000

/** What the visitor typed; the request's type is the page's, never carried over. */
type DraftValues = Partial<Record<ContactFieldName, string>>

interface Draft {
  path: string
  values: DraftValues
}

function fieldOf(section: HTMLElement, name: string) {
  return section.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `input[name="${name}"], textarea[name="${name}"]`,
  )
}

function typedValues(section: HTMLElement): DraftValues {
  const values: DraftValues = {}
  for (const name of contactFields) {
    const value = fieldOf(section, name)?.value ?? ''
    if (value.trim()) values[name] = value
  }
  return values
}

const samePath = (a: string, b: string) =>
  a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase()

/** The draft kept in storage, when it is one: anything else is ignored. */
function storedDraft(): Draft | undefined {
  const stored = sessionStorage.getItem(DRAFT_KEY)
  if (!stored) return undefined
  const draft: unknown = JSON.parse(stored)
  if (typeof draft !== 'object' || draft === null) return undefined
  const { path, values } = draft as { path?: unknown; values?: unknown }
  if (typeof path !== 'string' || typeof values !== 'object' || values === null) return undefined
  const kept: DraftValues = {}
  for (const name of contactFields) {
    const value = (values as Record<string, unknown>)[name]
    if (typeof value === 'string' && value.length <= MAX_FIELD_LENGTH) kept[name] = value
  }
  return { path, values: kept }
}

/**
 * Keeps what the section's fields hold when the visitor follows a language switch (a link with
 * `hreflang`), for the page it opens. Returns the function that stops listening.
 */
export function keepDraftOnLanguageSwitch(section: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[hreflang]') : null
    if (!(link instanceof HTMLAnchorElement)) return
    const values = typedValues(section)
    if (Object.keys(values).length === 0) return
    try {
      const draft: Draft = { path: new URL(link.href).pathname, values }
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
    } catch {
      // Storage disabled or full: the other page opens with an empty form, as it would anyway.
    }
  }
  document.addEventListener('click', onClick, true)
  return () => {
    document.removeEventListener('click', onClick, true)
  }
}

/**
 * Puts a draft kept for this page back into the section's empty fields, once. A draft kept for
 * another page is dropped: it was never meant for the form the visitor now sees.
 */
export function restoreDraft(section: HTMLElement, path: string): void {
  try {
    const draft = storedDraft()
    sessionStorage.removeItem(DRAFT_KEY)
    if (!draft || !samePath(draft.path, path)) return
    for (const [name, value] of Object.entries(draft.values)) {
      const field = fieldOf(section, name)
      if (field && !field.value) field.value = value
    }
  } catch {
    // Storage disabled or a value that is not JSON: the form starts empty.
  }
}
