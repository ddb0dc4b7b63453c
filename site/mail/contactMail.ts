import type { ContactRequest, ContactType } from '../components/ContactForm/contactSchema'
import type { Locale } from '../routes/pageTable'
import { siteFacts } from '../facts/siteFacts'
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
const contactTypeLabels: Record<Locale, Record<ContactType, string>> = {
  fr: {
    general: 'Demande générale',
    services: 'Services',
    conference: 'Conférence',
    meetings: 'Rencontre',
    diagnostic: 'Diagnostic',
    about: 'À propos',
  },
  en: {
    general: 'General inquiry',
    services: 'Services',
    conference: 'Talk',
    meetings: 'Meeting',
    diagnostic: 'Diagnostic',
    about: 'About',
  },
}

function fullName(request: ContactRequest): string {
  return `${request.firstName} ${request.lastName}`
}

const templates: Record<Locale, (request: ContactRequest) => { subject: string; lines: string[] }> =
  {
    // Spec section 7: subject 'Demande de contact - {name}', body in French.
    fr: (request) => ({
      subject: `Demande de contact - ${fullName(request)}`,
      lines: [
        'Bonjour,',
        '',
        `Nom : ${fullName(request)}`,
        `Courriel : ${request.email}`,
        `Téléphone : ${request.phone}`,
        `Entreprise : ${request.company || 'Non spécifiée'}`,
        '',
        'Message :',
        request.message,
        '',
        `Type de demande : ${contactTypeLabels.fr[request.type]}`,
      ],
    }),
    // Spec section 7: subject 'Contact from {name} - {type}', body with a greeting.
    en: (request) => ({
      subject: `Contact from ${fullName(request)} - ${contactTypeLabels.en[request.type]}`,
      lines: [
        'Hello,',
        '',
        `Name: ${fullName(request)}`,
        `Email: ${request.email}`,
        `Phone: ${request.phone}`,
        `Company: ${request.company || 'Not specified'}`,
        '',
        'Message:',
        request.message,
        '',
        `Request type: ${contactTypeLabels.en[request.type]}`,
      ],
    }),
  }

/**
 * Writes the message a contact request opens in the visitor's mail client, addressed to the
 * consultant (settings), in the page's language.
 */
export function contactMail(
  request: ContactRequest,
  locale: Locale,
  to: string = siteFacts.email,
): ComposedMail {
  const { subject, lines } = templates[locale](request)
  const body = lines.join('\n')
  return { to, subject, body, href: mailtoHref(to, subject, body) }
}
