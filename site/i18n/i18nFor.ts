import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { messages as enMessages } from '../locales/en/messages.po'
import { messages as frMessages } from '../locales/fr/messages.po'
import type { Locale } from '../routes/pageTable'

/**
 * One Lingui instance per language. Pages are pre-rendered concurrently, so a shared
 * instance switched with `activate()` would race between French and English pages.
 * They start with the strings of every page (site/locales/<locale>/messages.po); a part that
 * loads on its own pages only (the contact form, the self-assessment) adds its catalog.
 */
const instances: Record<Locale, I18n> = {
  fr: setupI18n({ locale: 'fr', messages: { fr: frMessages } }),
  en: setupI18n({ locale: 'en', messages: { en: enMessages } }),
}

export function i18nFor(locale: Locale): I18n {
  return instances[locale]
}

/** Adds a part's catalog (one language's, or each language's) to the instances. */
export function addMessages(catalogs: Partial<Record<Locale, Messages>>): void {
  for (const [locale, messages] of Object.entries(catalogs) as [Locale, Messages][]) {
    instances[locale].load(locale, messages)
  }
}
