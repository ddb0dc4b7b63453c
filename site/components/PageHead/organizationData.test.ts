import { describe, expect, it, vi } from 'vitest'
import siteJson from '../../../content/site.json'
import { organizationData } from './organizationData'

/** The facts after « Coordonnées » changed the town, the region, the name, the phone and the rest. */
vi.mock('../../siteFacts', async (original) => {
  const { siteFacts } = await original<typeof import('../../siteFacts')>()
  return {
    siteFacts: {
      ...siteFacts,
      businessName: 'Atelier Mieux-être',
      person: { ...siteFacts.person, name: 'Camille Tremblay' },
      email: 'camille@atelier.example',
      phone: '819 555-0199',
      town: 'L’Assomption',
      region: 'Nouveau-Brunswick',
      serviceArea: { fr: 'Partout en Mauricie', en: 'Throughout Mauricie' },
    },
  }
})

describe('the structured data of every page', () => {
  it('takes the business, its place, its founder and its phone from the facts alone', () => {
    const data = organizationData('fr')
    expect(data).toMatchObject({
      name: 'Atelier Mieux-être',
      email: 'camille@atelier.example',
      telephone: '819 555-0199',
      address: { addressLocality: 'L’Assomption', addressRegion: 'Nouveau-Brunswick' },
      areaServed: 'Partout en Mauricie',
      founder: { name: 'Camille Tremblay' },
    })
    const text = JSON.stringify(data)
    for (const old of [
      siteJson.businessName,
      siteJson.person.name,
      siteJson.email,
      siteJson.phone,
      siteJson.town,
      siteJson.region,
      'QC',
    ]) {
      expect(text, old).not.toContain(old)
    }
  })

  it('describes the business in the page’s language, with the home page’s description', () => {
    const french = organizationData('fr')
    const english = organizationData('en')
    expect(JSON.stringify(french)).toMatch(
      /"description":"Conseil en santé et performance au travail/,
    )
    expect(JSON.stringify(english)).toMatch(/"description":"Workplace health and performance/)
    expect(french).toMatchObject({
      areaServed: 'Partout en Mauricie',
      founder: { jobTitle: siteJson.person.title.fr },
    })
    expect(english).toMatchObject({
      areaServed: 'Throughout Mauricie',
      founder: { jobTitle: siteJson.person.title.en },
    })
  })
})
