import { trimTrailingSlashes } from '../blog/trimTrailingSlashes.ts'
/**
 * The site's public address, without a trailing slash: `override` (the build's `VITE_SITE_URL`,
 * for previews and tests) when given, else the facts file's `siteUrl`. The pages, the sitemap,
 * the feeds and the share images all take it from here.
 */
export function publicSiteUrl(factsSiteUrl: string, override?: string): string {
  return trimTrailingSlashes(override ?? factsSiteUrl)
}

/** The absolute address of a site path on `siteUrl`, for canonical links, hreflang and feeds. */
export function absoluteUrlOn(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`
}
