import { z } from 'zod'

/** Where a contact request comes from; each selling page supplies its own. */
export const contactTypes = [
  'general',
  'services',
  'conference',
  'meetings',
  'diagnostic',
  'about',
] as const

export type ContactType = (typeof contactTypes)[number]

/** Contact minimums (spec section 9). */
export const contactMinimums = {
  firstName: 2,
  lastName: 2,
  phone: 10,
  message: 10,
} as const

/** The sentence shown under each field that breaks its rule, in the page's language. */
export interface ContactValidationMessages {
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
}

/**
 * The contact request's rules, shared by both languages; only the messages differ.
 * Values are trimmed first, so two spaces never count as a first name.
 */
export function contactSchema(messages: ContactValidationMessages) {
  return z.object({
    firstName: z.string().trim().min(contactMinimums.firstName, messages.firstName),
    lastName: z.string().trim().min(contactMinimums.lastName, messages.lastName),
    email: z.string().trim().pipe(z.email(messages.email)),
    phone: z.string().trim().min(contactMinimums.phone, messages.phone),
    /** Optional: an empty string means the visitor left it blank. */
    company: z.string().trim(),
    message: z.string().trim().min(contactMinimums.message, messages.message),
    type: z.enum(contactTypes),
  })
}

/** What the visitor types, before validation. */
export type ContactFormValues = z.input<ReturnType<typeof contactSchema>>

/** A validated contact request (spec: Contact request entity). */
export type ContactRequest = z.output<ReturnType<typeof contactSchema>>
