import type { Messages } from '@lingui/core'
import type { Locale } from '../routes/pageTable'
import { addMessages } from './i18nFor'

type Catalog = () => Promise<{ messages: Messages }>

/**
 * The catalog of a part that loads on its own pages only (the contact form, the
 * self-assessment): each language's is a chunk of its own, loaded once, when the part needs it,
 * and added to the pages' Lingui instance of that language. A page loads its own language's
 * strings only. The promise is marked settled the way React's `use` reads it, so a part that
 * reads it once it is loaded renders at once instead of suspending.
 */
export function partMessages(catalogs: Record<Locale, Catalog>): (locale: Locale) => Promise<void> {
  const loading: Partial<Record<Locale, Promise<void>>> = {}
  return (locale) => {
    const existing = loading[locale]
    if (existing) return existing
    const promise = catalogs[locale]().then(({ messages }) => {
      addMessages({ [locale]: messages })
    })
    promise.then(
      () => Object.assign(promise, { status: 'fulfilled', value: undefined }),
      () => undefined,
    )
    loading[locale] = promise
    return promise
  }
}
