import { SITE_VERSION_FILE } from '../engine/index.ts'

/*
 * How long browsers and Cloudflare may keep what the site sends, for the local server and the
 * edge worker alike.
 */

/** The 404 page: asked again each time, so a page published later is found. */
export const NOT_FOUND_CACHE_CONTROL = 'no-cache'

/** Pages and public API reads: caches may keep them, but ask again at each visit. */
export const REVALIDATE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/**
 * The `Cache-Control` of a file found at `path`: the build's `assets/` are named by their
 * content and kept a year; the version file (the commit the site serves) is never kept, so the
 * admin sees a deployment at once; pages and other files are revalidated at each visit.
 */
export function cacheControlFor(path: string): string {
  if (path === `/${SITE_VERSION_FILE}`) return 'no-store'
  return path.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : REVALIDATE_CACHE_CONTROL
}
