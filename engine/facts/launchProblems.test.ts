import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatLaunchProblems, launchProblems } from './launchProblems'
import { parseSiteFacts, type SiteFacts } from './siteFactsSchema'

const defaults = parseSiteFacts(
  JSON.parse(readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8')),
)

/** A consultant's file filled in with invented but plausible values. */
const filled: SiteFacts = {
  ...defaults,
  person: {
    ...defaults.person,
    name: 'Marie-Ève Tremblay',
    credentials: ['Maîtrise en relations industrielles'],
    bio: { fr: 'J’accompagne les PME.', en: 'I help small businesses.' },
    photo: { file: 'portrait.jpg', alt: { fr: 'Portrait', en: 'Portrait' } },
  },
  email: 'bonjour@santra.ca',
  phone: '450 582-1234',
  siteUrl: 'https://www.santra.ca',
  socialProfiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/marie-eve-tremblay' }],
  relatedSites: [],
}

const fieldsOf = (facts: SiteFacts, level: 'error' | 'warning') =>
  launchProblems(facts)
    .filter((problem) => problem.level === level)
    .map((problem) => problem.field)

describe('launchProblems', () => {
  it('blocks every placeholder of the shipped file', () => {
    expect(fieldsOf(defaults, 'error')).toEqual([
      'email',
      'phone',
      'person.name',
      'person.bio.fr',
      'person.bio.en',
      'siteUrl',
      'socialProfiles[0].url',
      ...defaults.relatedSites.map((_, index) => `relatedSites[${index}].url`),
    ])
    expect(fieldsOf(defaults, 'warning')).toEqual(['person.credentials', 'person.photo'])
  })

  it('names each field as the « Coordonnées » form labels it, in French', () => {
    expect(
      formatLaunchProblems(launchProblems(defaults)).map((line) => line.split('\u00a0:')[0]),
    ).toEqual([
      '✗ Courriel',
      '✗ Téléphone',
      '✗ Votre nom',
      '✗ Courte biographie (français)',
      '✗ Courte biographie (anglais)',
      '✗ Adresse du site',
      '✗ Réseaux sociaux',
      ...defaults.relatedSites.map(() => '✗ Sites associés'),
      '! Formations, titres et affiliations',
      '! Photo',
    ])
  })

  it('lets a filled file go', () => {
    expect(launchProblems(filled)).toEqual([])
  })

  it('knows a 555 number written with the country code and a missing photo', () => {
    const facts = {
      ...filled,
      phone: '+1 (514) 555-0199',
      person: { ...filled.person, photo: undefined },
    }
    expect(launchProblems(facts).map(({ level, field }) => `${level} ${field}`)).toEqual([
      'error phone',
      'warning person.photo',
    ])
  })

  it('catches an example.org site and a generic name', () => {
    const facts = {
      ...filled,
      person: { ...filled.person, name: 'Prénom Nom' },
      relatedSites: [
        { label: 'Balado', url: 'https://balado.example.org', language: 'fr' as const },
      ],
    }
    expect(fieldsOf(facts, 'error')).toEqual(['person.name', 'relatedSites[0].url'])
  })
})
