import type { Locale } from '../routes/pageTable'

/**
 * The BCP 47 tag of each language of the site: hreflang links, the sitemap, the feeds, JSON-LD
 * and the dates all speak Canadian French and Canadian English.
 */
export const languageTags: Readonly<Record<Locale, string>> = { fr: 'fr-CA', en: 'en-CA' }
