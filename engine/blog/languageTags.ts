/** A language of the site. */
export type SiteLocale = 'fr' | 'en'

/**
 * The BCP 47 tag of each language of the site: hreflang links, the sitemap, the feeds, JSON-LD
 * and the dates all speak Canadian French and Canadian English.
 */
export const languageTags: Readonly<Record<SiteLocale, string>> = { fr: 'fr-CA', en: 'en-CA' }
