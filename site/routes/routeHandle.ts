import type { Locale, PageId } from '../../engine/index.ts'

/** What every route of the site tells the layout through react-router's `handle`. */
export interface RouteHandle {
  locale: Locale
  page?: PageId
  /** Canonical path of the page (an alias points to its main path). */
  canonical?: string
  /**
   * The pre-rendered page is complete without the app: it loads only the scripts of its live
   * parts (site/islands/main.tsx), and its links load the next page. Every page but the admin's;
   * a page reached by a link inside the admin's app still shows in the app.
   */
  islands?: boolean
}

/**
 * Loader data a route may return to steer the shell, e.g. a blog post whose counterpart
 * depends on the post.
 */
export interface ShellLoaderData {
  /** Where the language switch goes from this page. */
  alternatePath?: string
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'locale' in value
}
