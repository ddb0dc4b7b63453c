import { describe, expect, it } from 'vitest'
import { i18nFor } from '../../i18n/i18nFor'
import { contactFormI18n } from './contactFormI18n'
import { contactValidationMessages } from './contactFormMessages'
import { contactSchema, type ContactFormValues } from './contactSchema'

const i18n = {
  fr: await contactFormI18n(i18nFor('fr')),
  en: await contactFormI18n(i18nFor('en')),
}

const valid: ContactFormValues = {
  firstName: 'Élise',
  lastName: 'Gagnon',
  email: 'elise.gagnon@exemple.ca',
  phone: '450 555-0199',
  company: '',
  message: 'Nous aimerions parler d’un diagnostic.',
  type: 'general',
}

const schemas = {
  fr: contactSchema(contactValidationMessages(i18n.fr)),
  en: contactSchema(contactValidationMessages(i18n.en)),
}

function errorsOf(locale: 'fr' | 'en', values: Partial<ContactFormValues>) {
  const result = schemas[locale].safeParse({ ...valid, ...values })
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('contact rules (French messages of the spec)', () => {
  it('accepts a complete request, company left empty', () => {
    expect(schemas.fr.safeParse(valid).success).toBe(true)
  })

  const bounds = [
    ['firstName', 2, 'Le prénom doit contenir au moins 2\u00a0caractères'],
    ['lastName', 2, 'Le nom doit contenir au moins 2\u00a0caractères'],
    ['phone', 10, 'Le numéro de téléphone doit contenir au moins 10\u00a0caractères'],
    ['message', 10, 'Le message doit contenir au moins 10\u00a0caractères'],
  ] as const

  for (const [field, minimum, message] of bounds) {
    it(`${field}: ${minimum - 1} characters are refused, ${minimum} accepted`, () => {
      expect(errorsOf('fr', { [field]: 'é'.repeat(minimum - 1) })).toEqual({ [field]: message })
      expect(errorsOf('fr', { [field]: 'é'.repeat(minimum) })).toEqual({})
    })

    it(`${field}: surrounding spaces do not count`, () => {
      expect(errorsOf('fr', { [field]: `  ${'a'.repeat(minimum - 1)}  ` })).toEqual({
        [field]: message,
      })
    })
  }

  it('refuses an email address that is not one', () => {
    for (const email of [
      '',
      'elise',
      'elise@',
      '@exemple.ca',
      'elise@exemple',
      'élise gagnon@exemple.ca',
    ]) {
      expect(errorsOf('fr', { email }), email).toEqual({ email: 'Adresse email invalide' })
    }
  })

  it('accepts an email address with spaces around it, and trims every value', () => {
    const result = schemas.fr.parse({ ...valid, email: ' elise@exemple.ca ', company: '  Acme  ' })
    expect(result.email).toBe('elise@exemple.ca')
    expect(result.company).toBe('Acme')
  })

  it('shows every message at once for an empty form', () => {
    expect(
      errorsOf('fr', {
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        company: '',
        message: '',
      }),
    ).toEqual({
      firstName: 'Le prénom doit contenir au moins 2\u00a0caractères',
      lastName: 'Le nom doit contenir au moins 2\u00a0caractères',
      email: 'Adresse email invalide',
      phone: 'Le numéro de téléphone doit contenir au moins 10\u00a0caractères',
      message: 'Le message doit contenir au moins 10\u00a0caractères',
    })
  })

  it('accepts a long message: 5,000 characters', () => {
    expect(errorsOf('fr', { message: 'x'.repeat(5000) })).toEqual({})
  })

  it('knows only the six request types', () => {
    expect(errorsOf('fr', { type: 'conference' })).toEqual({})
    expect(Object.keys(errorsOf('fr', { type: 'spam' as never }))).toEqual(['type'])
  })
})

describe('contact rules on English pages', () => {
  it('applies the same bounds with English sentences', () => {
    expect(errorsOf('en', { firstName: 'A' })).toEqual({
      firstName: 'Your first name must be at least 2\u00a0characters long',
    })
    expect(errorsOf('en', { firstName: 'Al' })).toEqual({})
    expect(errorsOf('en', { phone: '123456789' })).toEqual({
      phone: 'Your phone number must be at least 10\u00a0characters long',
    })
    expect(errorsOf('en', { phone: '1234567890' })).toEqual({})
    expect(errorsOf('en', { email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    })
  })

  it('never falls back to a generic message', () => {
    const messages = Object.values(
      errorsOf('en', { firstName: '', lastName: '', email: '', phone: '', message: '' }),
    )
    expect(messages).toHaveLength(5)
    for (const message of messages) expect(message).not.toMatch(/Required|Invalid input/)
  })
})
