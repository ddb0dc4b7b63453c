import type { SiteBlog, SiteLocale } from '../engine/node.ts'
import {
  absoluteUrlOn,
  BLOG_PATHS,
  hreflangAlternates,
  indexablePages,
  languageTags,
} from '../engine/index.ts'
import { POSTS_PER_PAGE } from '../site/pages/Blog/blogLoaderData.ts'
import { rssFeed } from './feeds/rssFeed.ts'
import type { SitemapEntry } from './feeds/sitemapXml.ts'

/** Articles per feed: enough for any reader catching up, small enough to fetch often. */
const FEED_SIZE = 50

/** The alternates of a sitemap entry, left out for a page in one language. */
function alternatesOf(
  versions: readonly { locale: SiteLocale; path: string }[],
  absolute: (path: string) => string,
) {
  const alternates = hreflangAlternates(versions, absolute)
  return alternates.length > 0 ? alternates : undefined
}

/**
 * Every public page of the site: the route table's, the blog's older pages and every visible post.
 *
 * @param siteUrl the site's public address, without a trailing slash
 */
export function sitemapEntries(blog: SiteBlog, siteUrl: string): SitemapEntry[] {
  const absolute = (path: string) => absoluteUrlOn(siteUrl, path)
  const pages = indexablePages().map((page) => ({
    url: absolute(page.path),
    alternates: alternatesOf(page.alternates, absolute),
  }))
  const listPages = (['fr', 'en'] as const).flatMap((locale) => {
    const count = Math.ceil(blog.posts[locale].length / POSTS_PER_PAGE)
    return Array.from({ length: Math.max(0, count - 1) }, (_, index) => ({
      url: absolute(`${BLOG_PATHS[locale]}/page/${index + 2}`),
    }))
  })
  const posts = (['fr', 'en'] as const).flatMap((locale) =>
    blog.posts[locale].map((post) => {
      const other = post.alternatePath
        ? [
            {
              locale: locale === 'fr' ? ('en' as const) : ('fr' as const),
              path: post.alternatePath,
            },
          ]
        : []
      return {
        url: absolute(post.path),
        lastModified: post.updatedAt,
        alternates: alternatesOf([{ locale, path: post.path }, ...other], absolute),
      }
    }),
  )
  return [...pages, ...listPages, ...posts]
}

/** The address of a language's RSS feed on the site. */
export function feedPath(locale: SiteLocale): string {
  return `${BLOG_PATHS[locale]}/rss.xml`
}

/** A feed's own words: its title in feed readers and its description (the blog page's copy). */
export interface FeedWords {
  title: string
  description: string
}

/**
 * The RSS feed of one language: its latest visible posts.
 *
 * @param siteUrl the site's public address, without a trailing slash
 */
export function feedOf(
  blog: SiteBlog,
  locale: SiteLocale,
  siteUrl: string,
  words: FeedWords,
): string {
  const absolute = (path: string) => absoluteUrlOn(siteUrl, path)
  return rssFeed({
    title: words.title,
    description: words.description,
    siteUrl: absolute(BLOG_PATHS[locale]),
    feedUrl: absolute(feedPath(locale)),
    language: languageTags[locale],
    builtAt: blog.now,
    items: blog.posts[locale].slice(0, FEED_SIZE).map((post) => ({
      title: post.title,
      url: absolute(post.path),
      description: post.description,
      publishedAt: post.publishedAt,
    })),
  })
}
