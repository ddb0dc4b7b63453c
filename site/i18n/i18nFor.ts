import { type I18n, setupI18n } from '@lingui/core'
import { messages as enIslands } from '../locales/en/islands.po'
import { messages as enMessages } from '../locales/en/messages.po'
import { messages as frIslands } from '../locales/fr/islands.po'
import { messages as frMessages } from '../locales/fr/messages.po'
import type { Locale } from '../../engine/index.ts'

/**
 * One Lingui instance per language, for the pre-render and the app (the admin page). Pages are
 * pre-rendered concurrently, so a shared instance switched with `activate()` would race between
 * French and English pages. They hold the strings of every page (site/locales/<locale>/
 * messages.po and islands.po); a part that loads on its own pages only (the contact form, the
 * self-assessment) makes its own instance from them (partMessages.ts). A page without the app
 * makes its own, with the strings of its live parts in its language only (site/islands/start.tsx).
 */
const instances: Record<Locale, I18n> = {
  fr: setupI18n({ locale: 'fr', messages: { fr: { ...frMessages, ...frIslands } } }),
  en: setupI18n({ locale: 'en', messages: { en: { ...enMessages, ...enIslands } } }),
}

export function i18nFor(locale: Locale): I18n {
  return instances[locale]
}
