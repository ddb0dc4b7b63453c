import { useSyncExternalStore } from 'react'

type ToastVariant = 'default' | 'destructive'

export interface ToastContent {
  title: string
  description?: string
  variant?: ToastVariant
}

export interface ToastEntry extends ToastContent {
  id: number
  open: boolean
}

/** The spec shows one notification at a time. */
const TOAST_LIMIT = 1
/** How long a dismissed toast stays mounted, so its exit animation can finish (spec: 1,000,000 ms). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000

let toasts: ToastEntry[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: ToastEntry[]): void {
  toasts = next
  for (const listener of listeners) listener()
}

/** Shows a notification, replacing the one on screen. */
export function toast(content: ToastContent): number {
  const id = nextId++
  emit([{ ...content, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

/** Closes a notification; it is unmounted later so it can animate out. */
export function dismissToast(id: number): void {
  emit(toasts.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)))
  setTimeout(() => {
    emit(toasts.filter((entry) => entry.id !== id))
  }, TOAST_REMOVE_DELAY_MS)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const serverSnapshot: ToastEntry[] = []

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => serverSnapshot,
  )
}
