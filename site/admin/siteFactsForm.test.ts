import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSiteFacts } from '../../engine/facts/siteFactsSchema'
import { checkFactsForm, factsToForm, formToFacts, problemFieldName } from './siteFactsForm'

const facts = parseSiteFacts(
  JSON.parse(readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8')),
)

describe('the « Coordonnées » form values', () => {
  it('give back the same facts when nothing is changed', () => {
    expect(parseSiteFacts(formToFacts(factsToForm(facts)))).toEqual(facts)
  })

  it('read the credentials one per line and leave out a photo without a file name', () => {
    const values = factsToForm(facts)
    values.person.credentials = ' CRHA \n\n  Kinésiologue '
    const sent = formToFacts(values)
    expect(sent.person.credentials).toEqual(['CRHA', 'Kinésiologue'])
    expect(sent.person).not.toHaveProperty('photo')
    values.person.photo = { file: 'portrait.jpg', alt: { fr: 'Portrait', en: 'Portrait' } }
    expect(formToFacts(values).person.photo?.file).toBe('portrait.jpg')
  })

  it('name each faulty field as the form does', () => {
    const values = factsToForm(facts)
    values.email = 'pas-une-adresse'
    values.relatedSites[1] = { label: 'Balado', url: 'balado', language: 'fr' }
    const result = checkFactsForm(values)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.map(({ field }) => problemFieldName(field))).toEqual([
      'email',
      'relatedSites.1.url',
    ])
    expect(problemFieldName('person.credentials[3]')).toBe('person.credentials')
  })
})
