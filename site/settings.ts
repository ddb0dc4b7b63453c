/**
 * The consultant's facts, in one place. Every page, the footer, the structured data, the
 * mail links and the legal pages read them from here.
 *
 * The defaults use example.com addresses on purpose: replace them with the real ones before
 * going live (see README, "Personnaliser").
 */
export const settings = {
  /** Shown in titles, the footer and the structured data. */
  consultantName: 'Conseils SANTRA',
  /** The person behind the business, named in the legal pages. */
  personName: 'Responsable SANTRA',
  email: 'bonjour@example.com',
  /** Display form; the tel: link is derived from it. */
  phone: '450 555-0123',
  town: 'Repentigny',
  region: 'Québec',
  country: 'Canada',
  socialProfile: { label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
  /** Related sites listed in the French footer. */
  relatedSites: [
    { label: 'Blogue SANTRA', url: 'https://blogue.example.com' },
    { label: 'Balado Énergie au travail', url: 'https://balado.example.com' },
    { label: 'Chaîne vidéo', url: 'https://video.example.com' },
    { label: 'Ressources pour gestionnaires', url: 'https://ressources.example.com' },
    { label: 'Conférences et ateliers', url: 'https://conferences.example.org' },
    { label: 'Infolettre', url: 'https://infolettre.example.com' },
  ],
  /**
   * Absolute address of the site, used for canonical links, hreflang, the sitemap and feeds.
   * Set VITE_SITE_URL at build time to override it.
   */
  siteUrl: (import.meta.env.VITE_SITE_URL ?? 'https://www.example.com').replace(/\/+$/, ''),
} as const

/** `tel:` form of the phone number: digits only, with the North American country code. */
export const phoneHref = `tel:+1${settings.phone.replace(/\D/g, '')}`
