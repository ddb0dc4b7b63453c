import { useSyncExternalStore } from 'react'

/**
 * The admin's session token, kept in the tab's sessionStorage for the browser session. The
 * passphrase itself is never kept: it is sent once to `POST /api/session`, in exchange for this
 * token, and lives only in the form's memory until then.
 */
const STORAGE_KEY = 'santra-admin-session'

/** Where earlier versions of the page kept the passphrase itself: cleared on sight. */
const FORMER_PASSPHRASE_KEY = 'santra-admin-passphrase'

const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Used when the browser disables storage: the session lasts as long as the page. */
let memory: string | null = null

/** The current session token, or null when the passphrase must be asked. */
export function sessionToken(): string | null {
  try {
    sessionStorage.removeItem(FORMER_PASSPHRASE_KEY)
    return sessionStorage.getItem(STORAGE_KEY)
  } catch {
    return memory
  }
}

/**
 * Keeps a session token: the one the passphrase was exchanged for, or a renewed one from an
 * answer of the API.
 */
export function keepSessionToken(token: string): void {
  memory = token
  try {
    sessionStorage.setItem(STORAGE_KEY, token)
  } catch {
    // See `memory`.
  }
  emit()
}

/** Ends the session, after a 401 or when the consultant closes it. */
export function endSession(): void {
  memory = null
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // See `memory`.
  }
  emit()
}

const isOpen = () => sessionToken() !== null

/**
 * Whether a session is open in this tab. Pre-rendering has no session, so the HTML shows the
 * passphrase form; the browser then shows the tools if a session is open already. Renewals keep
 * it open, so they re-render nothing.
 */
export function useAdminSession(): boolean {
  return useSyncExternalStore(subscribe, isOpen, () => false)
}
