import type { I18n, Messages } from '@lingui/core'
import type { Locale } from '../routes/pageTable'

type Catalog = () => Promise<{ messages: Messages }>

/**
 * The catalog of a part that loads on its own pages only (the contact form, the
 * self-assessment): each language's is a chunk of its own, loaded when the part needs it into
 * the Lingui instance that renders it, once per instance. A page loads its own language's strings
 * only. The promise is marked settled the way React's `use` reads it, so a part that reads it
 * once it is loaded renders at once instead of suspending.
 */
export function partMessages(catalogs: Record<Locale, Catalog>): (i18n: I18n) => Promise<void> {
  const loading = new WeakMap<I18n, Promise<void>>()
  return (i18n) => {
    const existing = loading.get(i18n)
    if (existing) return existing
    const locale = i18n.locale as Locale
    const promise = catalogs[locale]().then(({ messages }) => {
      i18n.load(locale, messages)
    })
    promise.then(
      () => Object.assign(promise, { status: 'fulfilled', value: undefined }),
      () => undefined,
    )
    loading.set(i18n, promise)
    return promise
  }
}
