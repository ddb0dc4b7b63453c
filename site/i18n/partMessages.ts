import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { Locale } from '../../engine/index.ts'

type Catalog = () => Promise<{ messages: Messages }>

/**
 * The Lingui instance of a part that loads on its own pages only (the contact form, the
 * self-assessment): the page's strings (`page`, the instance above it) and the part's own
 * catalog, each language's a chunk of its own, loaded once, when the part needs it. A new
 * instance, never the page's: strings added to the page's would make every part of the page
 * render again, and React draws anew, empty, a part it has not finished hydrating. The promise is
 * marked settled the way React's `use` reads it, so a part that reads it once it is loaded
 * renders at once instead of suspending.
 */
export function partMessages(catalogs: Record<Locale, Catalog>): (page: I18n) => Promise<I18n> {
  const instances = new WeakMap<I18n, Promise<I18n>>()
  return (page) => {
    const existing = instances.get(page)
    if (existing) return existing
    const locale = page.locale as Locale
    const promise = catalogs[locale]().then(({ messages }) =>
      setupI18n({ locale, messages: { [locale]: { ...page.messages, ...messages } } }),
    )
    promise.then(
      (i18n) => Object.assign(promise, { status: 'fulfilled', value: i18n }),
      () => undefined,
    )
    instances.set(page, promise)
    return promise
  }
}
