import { siteFacts } from '../../siteFacts'
import { absoluteUrl } from './absoluteUrl'
import { head as englishHome } from '../../../content/pages/en/home.yaml'
import { head as frenchHome } from '../../../content/pages/fr/home.yaml'
import { languageTags, type Locale } from '../../../engine/index.ts'

/**
 * JSON-LD describing the business, added to every page in the page's language: its description
 * is the home page's (`content/pages/<locale>/home.yaml`), so it is edited with the page's copy.
 */
export function organizationData(locale: Locale): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl('/')}#organization`,
    name: siteFacts.businessName,
    url: absoluteUrl('/'),
    email: siteFacts.email,
    telephone: siteFacts.phone,
    description: (locale === 'fr' ? frenchHome : englishHome).description,
    address: {
      '@type': 'PostalAddress',
      addressLocality: siteFacts.town,
      addressRegion: siteFacts.region,
      addressCountry: 'CA',
    },
    areaServed: siteFacts.serviceArea[locale],
    founder: {
      '@type': 'Person',
      name: siteFacts.person.name,
      jobTitle: siteFacts.person.title[locale],
    },
    sameAs: siteFacts.socialProfiles.map((profile) => profile.url),
    knowsLanguage: [languageTags.fr, languageTags.en],
  }
}
