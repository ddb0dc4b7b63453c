import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ContactRequest, ContactType } from '../components/ContactForm/contactSchema'
import { siteFacts } from '../siteFacts'
import { mailtoHref } from './mailtoHref'

/** A prefilled message, ready for the visitor's mail client. */
export interface ComposedMail {
  to: string
  subject: string
  body: string
  /** The `mailto:` link that opens it. */
  href: string
}

/** How each request type reads in the message the consultant receives. */
const contactTypeLabels: Record<ContactType, MessageDescriptor> = {
  general: msg`Demande générale`,
  services: msg`Services`,
  conference: msg`Conférence`,
  meetings: msg`Rencontre`,
  diagnostic: msg`Diagnostic`,
  about: msg`À propos`,
}

/**
 * The subject (spec section 7): « Demande de contact - {name} » in French, « Contact from
 * {name} - {type} » in English. Written out, not with the macro, to give the English the type
 * that the French does not show.
 */
function subject(i18n: I18n, name: string, type: string): string {
  return i18n._('Demande de contact - {name}', { name, type })
}

/** The body (spec section 7): a greeting, the visitor's details, the message, the type. */
function body(i18n: I18n, request: ContactRequest, name: string, type: string): string {
  const { email, phone, message } = request
  const company = request.company || i18n._(msg`Non spécifiée`)
  return i18n._(
    msg`Bonjour,

Nom : ${name}
Courriel : ${email}
Téléphone : ${phone}
Entreprise : ${company}

Message :
${message}

Type de demande : ${type}`,
  )
}

/**
 * Writes the message a contact request opens in the visitor's mail client, addressed to the
 * consultant (settings), in the language of `i18n`, the page's. Its words are the contact form's:
 * the form has loaded them into `i18n` (contactFormI18n) before any request can be made.
 */
export function contactMail(
  request: ContactRequest,
  i18n: I18n,
  to: string = siteFacts.email,
): ComposedMail {
  const name = `${request.firstName} ${request.lastName}`
  const type = i18n._(contactTypeLabels[request.type])
  const mailSubject = subject(i18n, name, type)
  const mailBody = body(i18n, request, name, type)
  return { to, subject: mailSubject, body: mailBody, href: mailtoHref(to, mailSubject, mailBody) }
}
