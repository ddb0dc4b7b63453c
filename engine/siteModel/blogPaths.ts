import { findPage, type Locale } from './pageTable.ts'

function blogListPath(locale: Locale): string {
  const path = findPage('blog')[locale]?.path
  if (path === undefined) throw new Error(`The route table has no ${locale} blog page.`)
  return path
}

/**
 * Where each language's blog lives on the site, taken from the route table. Articles are
 * `<path>/<slug>`; a post's images `/blog/<id>/<file>`.
 */
export const BLOG_PATHS: Readonly<Record<Locale, string>> = {
  fr: blogListPath('fr'),
  en: blogListPath('en'),
}

/** The site address of a post's folder, where its images are served. */
export function postMediaPath(id: string): string {
  return `${BLOG_PATHS.fr}/${id}/`
}

/** The blog's addresses as the engine takes them (`loadSiteBlog`). */
export const blogAddresses = { lists: BLOG_PATHS, media: postMediaPath }
