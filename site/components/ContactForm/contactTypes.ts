// Apart from the schema and the form, so what reads a type or a field's name (an island's props,
// a draft kept across a language switch) loads neither zod nor react-hook-form.
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

/** The fields a visitor types in, in the order they are shown. */
export const contactFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'message',
] as const

export type ContactFieldName = (typeof contactFields)[number]
