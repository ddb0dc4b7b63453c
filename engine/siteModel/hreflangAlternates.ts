import { languageTags } from '../blog/languageTags.ts'
import type { Locale } from './pageTable.ts'

/** One `<link rel="alternate">` of a page, or one `xhtml:link` of the sitemap. */
export interface HreflangAlternate {
  hreflang: string
  url: string
}

/**
 * The hreflang alternates of a page from its versions: one per language, and `x-default` on the
 * French version (the site's first language). A page in one language has none.
 *
 * @param absolute turns a site path into the absolute URL written in the link
 */
export function hreflangAlternates(
  versions: readonly { locale: Locale; path: string }[],
  absolute: (path: string) => string,
): HreflangAlternate[] {
  if (versions.length < 2) return []
  const byDefault = versions.find((version) => version.locale === 'fr') ?? versions[0]
  return [
    ...versions.map((version) => ({
      hreflang: languageTags[version.locale],
      url: absolute(version.path),
    })),
    ...(byDefault ? [{ hreflang: 'x-default', url: absolute(byDefault.path) }] : []),
  ]
}
