import { settings } from '../../settings'
import { absoluteUrl } from './absoluteUrl'

/** JSON-LD describing the business, added to every page. */
export function organizationData(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl('/')}#organization`,
    name: settings.consultantName,
    url: absoluteUrl('/'),
    email: settings.email,
    telephone: settings.phone,
    description:
      'Conseil en santé et performance au travail : la méthode SANTRA pour les organisations.',
    address: {
      '@type': 'PostalAddress',
      addressLocality: settings.town,
      addressRegion: 'QC',
      addressCountry: 'CA',
    },
    areaServed: {
      '@type': 'City',
      name: `${settings.town}, ${settings.region}`,
    },
    sameAs: [settings.socialProfile.url],
    knowsLanguage: ['fr-CA', 'en-CA'],
  }
}
