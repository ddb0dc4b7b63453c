import { partMessages } from '../../i18n/partMessages'

/**
 * The contact form's strings and those of the mail it prepares (site/locales/<locale>/
 * contactForm.po): they load with the form's code, in the page's language.
 */
export const contactFormCatalog = partMessages({
  fr: () => import('../../locales/fr/contactForm.po'),
  en: () => import('../../locales/en/contactForm.po'),
})
