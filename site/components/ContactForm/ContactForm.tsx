import { i18nFor } from '../../i18n/i18nFor'
import { IslandBox } from '../../islands/IslandBox'
import { contactFormI18n } from './contactFormI18n'
import { ContactFormPart } from './ContactFormPart'
import type { LiveContactFormProps } from './LiveContactForm'

// The pre-render draws the whole form in both languages: the page's module is ready once their
// strings are.
if (import.meta.env.SSR) {
  await Promise.all([contactFormI18n(i18nFor('fr')), contactFormI18n(i18nFor('en'))])
}

/**
 * The contact block of the selling pages. On a page without the app, its container is an island
 * (site/islands/main.tsx) that brings the same part to life with the same props.
 */
export function ContactForm(props: LiveContactFormProps) {
  return (
    <IslandBox name="contact-form" props={props}>
      <ContactFormPart {...props} />
    </IslandBox>
  )
}
