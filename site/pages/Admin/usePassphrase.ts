import { useSyncExternalStore } from 'react'

/** The tab's sessionStorage key: the passphrase is asked once per browser session. */
const STORAGE_KEY = 'santra-admin-passphrase'

const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function read(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY)
  } catch {
    // Storage disabled by the browser: the passphrase lives only as long as the page.
    return memory
  }
}

let memory: string | null = null

/** Keeps the accepted passphrase for the rest of the browser session. */
export function savePassphrase(passphrase: string): void {
  memory = passphrase
  try {
    sessionStorage.setItem(STORAGE_KEY, passphrase)
  } catch {
    // See `read`.
  }
  emit()
}

/** Forgets the passphrase, after a 401 or when the consultant closes the session. */
export function forgetPassphrase(): void {
  memory = null
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // See `read`.
  }
  emit()
}

/**
 * The passphrase of this browser session, or null when it must be asked. Pre-rendering has no
 * session, so the HTML shows the passphrase form; the browser then shows the tools if it knows
 * the passphrase already.
 */
export function usePassphrase(): string | null {
  return useSyncExternalStore(subscribe, read, () => null)
}
