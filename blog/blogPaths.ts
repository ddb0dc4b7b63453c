/** A language of the site. */
export type SiteLocale = 'fr' | 'en'

/**
 * Where each language's blog lives on the site, as in the route table (`site/routes/pageTable.ts`;
 * a test keeps the two equal). Articles are `<path>/<slug>`; a post's images `/blog/<id>/<file>`.
 */
export const BLOG_PATHS: Readonly<Record<SiteLocale, string>> = { fr: '/blog', en: '/blog-en' }

/** The site address of a post's folder, where its images are served. */
export function postMediaPath(id: string): string {
  return `${BLOG_PATHS.fr}/${id}/`
}

/**
 * Where the admin's « Aperçu » reads a post's images, behind the passphrase: a post not yet
 * published has none on the site, since they are copied there at publication.
 */
export function previewImagePath(id: string): string {
  return `/api/blog/preview/${id}/images/`
}
