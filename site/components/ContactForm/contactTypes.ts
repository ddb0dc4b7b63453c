// Apart from the schema, so what reads a type (an island's props) does not load zod.
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
