import { type Locale, publicationDays, type SiteFacts } from '../../engine/index.ts'

/*
 * What a text of content/pages/ may hold besides its words: the consultant's facts, written
 * `{town}`, which the build replaces with the value of content/site.json (`{name|other words}`
 * when the fact may be empty: the other words show then), the publication days, written from the
 * schedule's constants (`{everyPublicationDay}`: « chaque lundi et chaque mercredi », « every
 * Monday and Wednesday »; `{aPublicationDay}`: « un lundi ou un mercredi », « a Monday or a
 * Wednesday »), and, in the fields the schema calls rich, links written `[text](address)`.
 * Nothing else: no HTML, no other markup.
 */

/**
 * The facts of content/site.json a text may name, each as it is written on the pages, and the
 * publication days.
 */
export const FACT_NAMES = [
  'businessName',
  'personName',
  'email',
  'phone',
  'town',
  'region',
  'serviceArea',
  'socialNetworks',
  'everyPublicationDay',
  'aPublicationDay',
] as const

type FactName = (typeof FACT_NAMES)[number]

/** `{name}` or `{name|words}`; the name is checked against FACT_NAMES by the schema. */
export const FACT_PATTERN = /\{([^{}|]*)(?:\|([^{}]*))?\}/g

/** `[text](address)`: a link, in the fields where the schema allows one. */
export const LINK_PATTERN = /\[([^[\]]+)\]\(([^()\s]+)\)/g

/** The value each fact takes in a page of `locale`, from the validated facts. */
export function factValues(facts: SiteFacts, locale: Locale): Record<FactName, string> {
  return {
    businessName: facts.businessName,
    personName: facts.person.name,
    email: facts.email,
    phone: facts.phone,
    town: facts.town,
    region: facts.region,
    serviceArea: facts.serviceArea[locale],
    socialNetworks: facts.socialProfiles.map((profile) => profile.network).join(', '),
    everyPublicationDay:
      locale === 'fr'
        ? publicationDays('fr', { each: 'chaque', join: 'and' })
        : `every ${publicationDays('en', { join: 'and' })}`,
    aPublicationDay: publicationDays(locale, { each: locale === 'fr' ? 'un' : 'a', join: 'or' }),
  }
}

/** `text` with each `{name}` replaced by its fact (or by its other words when the fact is empty). */
function withFacts(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(FACT_PATTERN, (whole, name: string, otherwise: string | undefined) => {
    const value = values[name]
    if (value === undefined) throw new Error(`Unknown fact ${whole} in "${text}"`)
    return value === '' && otherwise !== undefined ? otherwise : value
  })
}

/** A page's copy with `change` applied to every one of its texts, at any depth. */
export function mapCopyTexts<Copy>(copy: Copy, change: (text: string) => string): Copy {
  const map = (value: unknown): unknown => {
    if (typeof value === 'string') return change(value)
    if (Array.isArray(value)) return value.map(map)
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, map(item)]))
    }
    return value
  }
  return map(copy) as Copy
}

/** A page's copy with the facts written into every one of its texts. */
export function fillFacts<Copy>(copy: Copy, values: Readonly<Record<string, string>>): Copy {
  return mapCopyTexts(copy, (text) => withFacts(text, values))
}
