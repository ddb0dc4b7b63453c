import { type I18n, setupI18n } from '@lingui/core'
import { messages as enMessages } from '../locales/en/messages.po'
import { messages as frMessages } from '../locales/fr/messages.po'
import type { Locale } from '../routes/pageTable'

/**
 * One Lingui instance per language. Pages are pre-rendered concurrently, so a shared
 * instance switched with `activate()` would race between French and English pages.
 */
const instances: Record<Locale, I18n> = {
  fr: setupI18n({ locale: 'fr', messages: { fr: frMessages } }),
  en: setupI18n({ locale: 'en', messages: { en: enMessages } }),
}

export function i18nFor(locale: Locale): I18n {
  return instances[locale]
}
