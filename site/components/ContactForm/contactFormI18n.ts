import { partMessages } from '../../i18n/partMessages'

/**
 * The contact form's Lingui instance: the page's strings and the form's own, with those of the
 * mail it prepares (site/locales/<locale>/contactForm.po), loaded with the form's code in the
 * page's language.
 */
export const contactFormI18n = partMessages({
  fr: () => import('../../locales/fr/contactForm.po'),
  en: () => import('../../locales/en/contactForm.po'),
})
