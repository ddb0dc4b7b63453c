import { z } from '../../../engine/index.ts'
import { contactTypes } from './contactTypes'

export type { ContactType } from './contactTypes'

/** Contact minimums (spec section 9). */
const contactMinimums = {
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
  const trimmed = (minimum: number, message: string) =>
    z.string().check(z.trim(), z.minLength(minimum, message))
  return z.object({
    firstName: trimmed(contactMinimums.firstName, messages.firstName),
    lastName: trimmed(contactMinimums.lastName, messages.lastName),
    email: z.pipe(z.string().check(z.trim()), z.email(messages.email)),
    phone: trimmed(contactMinimums.phone, messages.phone),
    /** Optional: an empty string means the visitor left it blank. */
    company: z.string().check(z.trim()),
    message: trimmed(contactMinimums.message, messages.message),
    type: z.enum(contactTypes),
  })
}

/** What the visitor types, before validation. */
export type ContactFormValues = z.input<ReturnType<typeof contactSchema>>

/** A validated contact request (spec: Contact request entity). */
export type ContactRequest = z.output<ReturnType<typeof contactSchema>>
