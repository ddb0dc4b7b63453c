/**
 * The one route table. The router, both navigations, both footers, the language switch,
 * hreflang links and the sitemap all read it.
 */

import { trimTrailingSlashes } from '../blog/trimTrailingSlashes.ts'

export type Locale = 'fr' | 'en'

export const locales: readonly Locale[] = ['fr', 'en']

export type PageId =
  | 'home'
  | 'vision'
  | 'services'
  | 'meetings'
  | 'diagnostic'
  | 'selfAssessment'
  | 'intro'
  | 'about'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'legalNotice'
  | 'blog'
  | 'conviction'
  | 'admin'

/** One language version of a page. */
export interface PageVersion {
  /** Canonical path: lower-case, no trailing slash. */
  path: string
  /** Other paths that show the same page; their canonical link points to `path`. */
  aliases?: readonly string[]
}

export interface PageEntry {
  id: PageId
  fr?: PageVersion
  en?: PageVersion
  /** Pages kept out of search engines and the sitemap. */
  noindex?: boolean
  /** Pages whose header offers no other language: the admin speaks French only. */
  noLanguageSwitch?: boolean
}

const pageTable: readonly PageEntry[] = [
  {
    id: 'home',
    fr: { path: '/' },
    en: { path: '/en', aliases: ['/home-en'] },
  },
  {
    id: 'vision',
    fr: { path: '/vision' },
    en: { path: '/vision-en' },
  },
  {
    id: 'services',
    fr: { path: '/services' },
    en: { path: '/services-en' },
  },
  {
    id: 'meetings',
    fr: { path: '/rencontres', aliases: ['/conferences'] },
    en: { path: '/meetings-en' },
  },
  {
    id: 'diagnostic',
    fr: { path: '/diagnostic' },
    en: { path: '/diagnostic-en' },
  },
  {
    id: 'selfAssessment',
    fr: { path: '/auto-diagnostic' },
    en: { path: '/auto-diagnostic-en' },
  },
  {
    id: 'intro',
    fr: { path: '/santra-3-minutes' },
    en: { path: '/santra-3-minutes-en' },
  },
  {
    id: 'about',
    fr: { path: '/a-propos' },
    en: { path: '/about-en' },
  },
  {
    id: 'blog',
    fr: { path: '/blog' },
    en: { path: '/blog-en' },
  },
  {
    id: 'contact',
    fr: { path: '/contact' },
    en: { path: '/contact-en' },
  },
  {
    id: 'conviction',
    en: { path: '/conviction-en' },
  },
  { id: 'legalNotice', fr: { path: '/mentions-legales' } },
  {
    id: 'privacy',
    fr: { path: '/politique-confidentialite' },
  },
  { id: 'terms', fr: { path: '/conditions-utilisation' } },
  {
    id: 'admin',
    fr: { path: '/admin/blog' },
    noindex: true,
    noLanguageSwitch: true,
  },
]

/** A link in a menu or footer: a page of the table, in one language. */
export interface NavItem {
  page: PageId
  /** When a menu must use an alias rather than the canonical path. */
  path?: string
}

/** Top navigation, in the order of the spec. */
export const navigation: Record<Locale, readonly NavItem[]> = {
  fr: [
    { page: 'home' },
    { page: 'vision' },
    { page: 'services' },
    { page: 'meetings' },
    { page: 'diagnostic' },
    { page: 'selfAssessment' },
    { page: 'about' },
    { page: 'blog' },
    { page: 'contact' },
  ],
  en: [
    { page: 'home' },
    { page: 'vision' },
    { page: 'services' },
    { page: 'meetings' },
    { page: 'diagnostic' },
    { page: 'selfAssessment' },
    { page: 'about' },
    { page: 'blog' },
    { page: 'contact' },
  ],
}

/** Footer links. The legal pages exist in French only and are linked from both footers. */
export const footerNavigation: Record<
  Locale,
  { main: readonly NavItem[]; legal: readonly NavItem[] }
> = {
  fr: {
    main: [
      { page: 'home' },
      { page: 'vision' },
      { page: 'services' },
      { page: 'meetings' },
      { page: 'diagnostic' },
      { page: 'selfAssessment' },
      { page: 'about' },
      { page: 'blog' },
      { page: 'contact' },
      { page: 'intro' },
    ],
    legal: [{ page: 'legalNotice' }, { page: 'privacy' }, { page: 'terms' }],
  },
  en: {
    main: [
      { page: 'home', path: '/home-en' },
      { page: 'vision' },
      { page: 'services' },
      { page: 'meetings' },
      { page: 'diagnostic' },
      { page: 'about' },
      { page: 'contact' },
      { page: 'intro' },
    ],
    legal: [{ page: 'legalNotice' }, { page: 'privacy' }, { page: 'terms' }],
  },
}

/** Lower-case, no trailing slash (except the root), no query or hash. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/'
  const trimmed = trimTrailingSlashes(bare)
  return trimmed === '' ? '/' : trimmed.toLowerCase()
}

/**
 * The language of a path outside the table (the 404 screen): English when one of its segments is
 * `en` or ends with `-en` (`/en/…`, `/blog-en/…`, `/services-en`), as every English path of the
 * site does; French otherwise. A French slug that merely contains « -en » (`/blog/mieux-etre-en-equipe`)
 * stays French.
 */
export function localeOfPath(path: string): Locale {
  const segments = normalizePath(path).split('/')
  return segments.some((segment) => segment === 'en' || segment.endsWith('-en')) ? 'en' : 'fr'
}

/** The pre-rendered 404 page of each language, which the servers send with a 404 status. */
export const notFoundPaths: Record<Locale, string> = { fr: '/404', en: '/404-en' }

export function findPage(id: PageId): PageEntry {
  const entry = pageTable.find((page) => page.id === id)
  if (!entry) throw new Error(`No page "${id}" in the route table`)
  return entry
}

/** The version of a page in a language, falling back to the other language (legal pages). */
export function pageVersion(id: PageId, locale: Locale): PageVersion & { locale: Locale } {
  const entry = findPage(id)
  const own = entry[locale]
  if (own) return { ...own, locale }
  const other: Locale = locale === 'fr' ? 'en' : 'fr'
  const fallback = entry[other]
  if (!fallback) throw new Error(`Page "${id}" has no version`)
  return { ...fallback, locale: other }
}

/** Where the language switch goes: the counterpart page, else the other home page. */
export function counterpartPath(id: PageId | undefined, locale: Locale): string {
  const other: Locale = locale === 'fr' ? 'en' : 'fr'
  const version = id ? findPage(id)[other] : undefined
  return version?.path ?? findPage('home')[other]?.path ?? '/'
}

/** Every path of a page (canonical and aliases), with the language and canonical path. */
export interface RoutePath {
  path: string
  canonical: string
  locale: Locale
  page: PageId
}

export const routePaths: readonly RoutePath[] = pageTable.flatMap((entry) =>
  locales.flatMap((locale) => {
    const version = entry[locale]
    if (!version) return []
    return [version.path, ...(version.aliases ?? [])].map((path) => ({
      path,
      canonical: version.path,
      locale,
      page: entry.id,
    }))
  }),
)

/** Pages search engines should index, canonical paths only, with their alternates. */
export function indexablePages(): {
  path: string
  locale: Locale
  alternates: { locale: Locale; path: string }[]
}[] {
  return pageTable
    .filter((entry) => !entry.noindex)
    .flatMap((entry) => {
      const alternates = locales.flatMap((locale) => {
        const version = entry[locale]
        return version ? [{ locale, path: version.path }] : []
      })
      return alternates.map(({ locale, path }) => ({ path, locale, alternates }))
    })
}
