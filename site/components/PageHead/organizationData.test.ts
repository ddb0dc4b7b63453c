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
    const data = organizationData()
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
})
