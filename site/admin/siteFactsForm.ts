import {
  checkSiteFacts,
  type SiteFacts,
  type SiteFactsInput,
  type SiteFactsProblem,
} from '../../engine/index.ts'

/**
 * The « Coordonnées » form's values: the facts' own shape, except that the credentials are one
 * text (one per line) and the photo's fields are always there, an empty file name meaning no
 * photo. Field names are the facts' paths, so a problem of the schema lands beside its field.
 */
export interface SiteFactsFormValues {
  businessName: string
  person: {
    name: string
    title: { fr: string; en: string }
    credentials: string
    bio: { fr: string; en: string }
    photo: { file: string; alt: { fr: string; en: string } }
  }
  email: string
  phone: string
  town: string
  region: string
  serviceArea: { fr: string; en: string }
  socialProfiles: { network: string; url: string }[]
  relatedSites: { label: string; url: string; language: 'fr' | 'en' }[]
  siteUrl: string
}

/** The form's starting values, from the saved facts. */
export function factsToForm(facts: SiteFacts): SiteFactsFormValues {
  const { photo, credentials, ...person } = facts.person
  return {
    ...facts,
    person: {
      ...person,
      credentials: credentials.join('\n'),
      photo: photo ?? { file: '', alt: { fr: '', en: '' } },
    },
    socialProfiles: facts.socialProfiles.map((profile) => ({ ...profile })),
    relatedSites: facts.relatedSites.map((site) => ({ ...site })),
  }
}

/** What the form sends: the facts file's shape, untrimmed (the schema trims). */
export function formToFacts(values: SiteFactsFormValues): SiteFactsInput {
  const { photo, credentials, ...person } = values.person
  return {
    ...values,
    person: {
      ...person,
      credentials: credentials
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      ...(photo.file.trim() === '' ? {} : { photo }),
    },
  }
}

/**
 * The form field a problem of the schema belongs to: `relatedSites[2].url` is the field
 * `relatedSites.2.url`, any credential is the one credentials box.
 */
export function problemFieldName(field: string): string {
  if (field.startsWith('person.credentials')) return 'person.credentials'
  return field.replace(/\[(\d+)\]/g, '.$1')
}

/** The form's values checked by the facts' own schema: the facts to send, or every problem. */
export function checkFactsForm(
  values: SiteFactsFormValues,
): { ok: true; facts: SiteFactsInput } | { ok: false; problems: SiteFactsProblem[] } {
  const facts = formToFacts(values)
  const result = checkSiteFacts(facts)
  return result.ok ? { ok: true, facts } : result
}
