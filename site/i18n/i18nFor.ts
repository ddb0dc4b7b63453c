import { type I18n, setupI18n } from '@lingui/core'
import { messages as enMessages } from '../locales/en/messages.po'
import { messages as frMessages } from '../locales/fr/messages.po'
import type { Locale } from '../routes/pageTable'

/**
 * One Lingui instance per language, for the pre-render and the app (the admin page). Pages are
 * pre-rendered concurrently, so a shared instance switched with `activate()` would race between
 * French and English pages. They hold the strings of every page
 * (site/locales/<locale>/messages.po); a part that loads on its own pages only (the contact form,
 * the self-assessment) adds its catalog (partMessages.ts). A page without the app makes its own
 * instance, with its language's strings only (site/islands/start.tsx).
 */
const instances: Record<Locale, I18n> = {
  fr: setupI18n({ locale: 'fr', messages: { fr: frMessages } }),
  en: setupI18n({ locale: 'en', messages: { en: enMessages } }),
}

export function i18nFor(locale: Locale): I18n {
  return instances[locale]
}
