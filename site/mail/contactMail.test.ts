import { describe, expect, it } from 'vitest'
import type { ContactRequest } from '../components/ContactForm/contactSchema'
import { siteFacts } from '../siteFacts'
import { i18nFor } from '../i18n/i18nFor'
import { contactFormI18n } from '../components/ContactForm/contactFormI18n'
import { contactMail } from './contactMail'

// The form loads its strings before it prepares a mail.
const i18n = {
  fr: await contactFormI18n(i18nFor('fr')),
  en: await contactFormI18n(i18nFor('en')),
}

const request: ContactRequest = {
  firstName: 'Marie-Ève',
  lastName: 'Côté',
  email: 'me.cote@exemple.ca',
  phone: '450 555-0142',
  company: '',
  message: 'Bonjour,\nNous sommes 40 employés.\nPouvons-nous en parler ?',
  type: 'services',
}

/** The subject and body as the visitor's mail client will show them. */
function decoded(href: string) {
  const query = href.slice(href.indexOf('?') + 1)
  const fields = new Map(
    query.split('&').map((pair) => {
      const [name = '', value = ''] = pair.split('=')
      return [name, decodeURIComponent(value)] as const
    }),
  )
  return {
    to: href.slice('mailto:'.length, href.indexOf('?')),
    subject: fields.get('subject'),
    body: fields.get('body'),
  }
}

describe('the French contact message', () => {
  it('is addressed to the consultant, with the spec subject and a French body', () => {
    const mail = contactMail(request, i18n.fr)
    expect(mail.to).toBe(siteFacts.email)
    expect(mail.subject).toBe('Demande de contact - Marie-Ève Côté')
    expect(mail.body).toBe(
      [
        'Bonjour,',
        '',
        'Nom : Marie-Ève Côté',
        'Courriel : me.cote@exemple.ca',
        'Téléphone : 450 555-0142',
        'Entreprise : Non spécifiée',
        '',
        'Message :',
        'Bonjour,',
        'Nous sommes 40 employés.',
        'Pouvons-nous en parler ?',
        '',
        'Type de demande : Services',
      ].join('\n'),
    )
    expect(decoded(mail.href)).toEqual({
      to: siteFacts.email,
      subject: mail.subject,
      body: mail.body.replaceAll('\n', '\r\n'),
    })
  })

  it('names each request type in words', () => {
    const names = {
      general: 'Demande générale',
      services: 'Services',
      conference: 'Conférence',
      meetings: 'Rencontre',
      diagnostic: 'Diagnostic',
      about: 'À propos',
    } as const
    for (const [type, name] of Object.entries(names)) {
      const mail = contactMail({ ...request, type: type as keyof typeof names }, i18n.fr)
      expect(mail.body.endsWith(`Type de demande : ${name}`)).toBe(true)
    }
  })

  it('shows the company when one is given', () => {
    expect(contactMail({ ...request, company: 'Acme inc.' }, i18n.fr).body).toContain(
      'Entreprise : Acme inc.',
    )
  })
})

describe('the English contact message', () => {
  it('has the spec subject with the type, a greeting and an English body', () => {
    const mail = contactMail({ ...request, type: 'conference' }, i18n.en)
    expect(mail.subject).toBe('Contact from Marie-Ève Côté - Talk')
    expect(mail.body).toBe(
      [
        'Hello,',
        '',
        'Name: Marie-Ève Côté',
        'Email: me.cote@exemple.ca',
        'Phone: 450 555-0142',
        'Company: Not specified',
        '',
        'Message:',
        'Bonjour,',
        'Nous sommes 40 employés.',
        'Pouvons-nous en parler ?',
        '',
        'Request type: Talk',
      ].join('\n'),
    )
    expect(decoded(mail.href).subject).toBe(mail.subject)
  })

  it('reads a general request as a general inquiry', () => {
    expect(contactMail({ ...request, type: 'general' }, i18n.en).subject).toBe(
      'Contact from Marie-Ève Côté - General inquiry',
    )
  })
})

describe('hostile input', () => {
  const hostile: ContactRequest = {
    ...request,
    firstName: 'Zoé&cc=x@y.z',
    lastName: 'O’Neil?body=pirate#frag',
    company: 'R&D + Cie 100%',
    message: 'Ligne 1\r\nLigne 2\rLigne 3\n&subject=autre ?#+% 🙂',
  }

  for (const locale of ['fr', 'en'] as const) {
    it(`stays inside its own fields (${locale})`, () => {
      const mail = contactMail(hostile, i18n[locale])
      const query = mail.href.slice(mail.href.indexOf('?') + 1)
      expect(query.split('&').map((pair) => pair.split('=')[0])).toEqual(['subject', 'body'])
      expect(mail.href).not.toMatch(/[#+ ]/)
      const read = decoded(mail.href)
      expect(read.subject).toBe(mail.subject)
      expect(read.body).toBe(mail.body.replace(/\r\n|\r|\n/g, '\r\n'))
      expect(read.body).toContain('R&D + Cie 100%')
      expect(read.body).toContain('Ligne 1\r\nLigne 2\r\nLigne 3\r\n&subject=autre ?#+% 🙂')
    })
  }

  it('keeps a 5,000-character message whole', () => {
    const message = 'Santé, équipe & bien-être ? '.repeat(200).slice(0, 5000)
    const mail = contactMail({ ...request, message }, i18n.fr)
    expect(decoded(mail.href).body).toContain(message)
  })
})
