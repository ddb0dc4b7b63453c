import { siteFacts } from '../../siteFacts'
import { absoluteUrl } from './absoluteUrl'
import { languageTags } from '../../../engine/index.ts'

/** JSON-LD describing the business, added to every page. */
export function organizationData(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl('/')}#organization`,
    name: siteFacts.businessName,
    url: absoluteUrl('/'),
    email: siteFacts.email,
    telephone: siteFacts.phone,
    description:
      'Conseil en santé et performance au travail : la méthode SANTRA pour les organisations.',
    address: {
      '@type': 'PostalAddress',
      addressLocality: siteFacts.town,
      addressRegion: siteFacts.region,
      addressCountry: 'CA',
    },
    areaServed: siteFacts.serviceArea.fr,
    founder: {
      '@type': 'Person',
      name: siteFacts.person.name,
      jobTitle: siteFacts.person.title.fr,
    },
    sameAs: siteFacts.socialProfiles.map((profile) => profile.url),
    knowsLanguage: [languageTags.fr, languageTags.en],
  }
}
