import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { writeImageVariants } from './images/imageVariants.ts'
import { BLOG_PATHS, postMediaPath, type SiteLocale } from '../blog/blogPaths.ts'
import { rssFeed } from '../blog/feeds/rssFeed.ts'
import { robotsTxt } from '../blog/feeds/robotsTxt.ts'
import { sitemapXml, type SitemapEntry } from '../blog/feeds/sitemapXml.ts'
import { siteBlog, type SiteBlog } from '../blog/sitePosts.ts'
import { blogCopy } from '../site/pages/Blog/blogCopy.ts'
import { POSTS_PER_PAGE } from '../site/pages/Blog/blogLoaderData.ts'
import { readSiteFacts, siteFactsFile } from '../site/facts/readSiteFacts.ts'
import { indexablePages } from '../site/routes/pageTable.ts'

/** Articles per feed: enough for any reader catching up, small enough to fetch often. */
const FEED_SIZE = 50

const hreflang: Record<SiteLocale, string> = { fr: 'fr-CA', en: 'en-CA' }

let factsSiteUrl: string | undefined

/** The site's public address, as the pages have it (`site/facts/siteFacts.ts`). */
export function siteUrl(): string {
  // Read once: the sitemap asks for it thousands of times.
  factsSiteUrl ??= readSiteFacts(siteFactsFile()).siteUrl
  return (process.env.VITE_SITE_URL ?? factsSiteUrl).replace(/\/+$/, '')
}

function absolute(sitePath: string): string {
  return sitePath === '/' ? `${siteUrl()}/` : `${siteUrl()}${sitePath}`
}

/** Alternates of a page in both languages; French is also the default. */
function alternatesOf(versions: readonly { locale: SiteLocale; path: string }[]) {
  if (versions.length < 2) return undefined
  const french = versions.find((version) => version.locale === 'fr') ?? versions[0]
  return [
    ...versions.map((version) => ({
      hreflang: hreflang[version.locale],
      url: absolute(version.path),
    })),
    ...(french ? [{ hreflang: 'x-default', url: absolute(french.path) }] : []),
  ]
}

/** Every public page of the site: the route table's, the blog's older pages and every visible post. */
export function sitemapEntries(blog: SiteBlog): SitemapEntry[] {
  const pages = indexablePages().map((page) => ({
    url: absolute(page.path),
    alternates: alternatesOf(page.alternates),
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
        alternates: alternatesOf([{ locale, path: post.path }, ...other]),
      }
    }),
  )
  return [...pages, ...listPages, ...posts]
}

/** The RSS feed of one language: its latest visible posts. */
export function feedOf(blog: SiteBlog, locale: SiteLocale): string {
  const copy = blogCopy[locale]
  return rssFeed({
    title: copy.feedChannelTitle,
    description: copy.listDescription,
    siteUrl: absolute(BLOG_PATHS[locale]),
    feedUrl: absolute(`${BLOG_PATHS[locale]}/rss.xml`),
    language: hreflang[locale],
    builtAt: blog.now,
    items: blog.posts[locale].slice(0, FEED_SIZE).map((post) => ({
      title: post.title,
      url: absolute(post.path),
      description: post.description,
      publishedAt: post.publishedAt,
    })),
  })
}

/**
 * Writes what the pre-rendered pages do not cover, from the same posts they were built from:
 * `sitemap.xml`, `robots.txt`, one RSS feed per language and the visible posts' images (at
 * `/blog/<id>/<file>`, with their WebP widths). Runs at the end of the build (`ssgOptions.onFinished`).
 *
 * @param outDir the build's output folder (`dist`)
 */
export async function writeSiteFiles(outDir: string): Promise<void> {
  const out = path.resolve(outDir)
  const blog = await siteBlog()
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true })
    await writeFile(path.join(out, file), text)
  }
  await Promise.all([
    write('sitemap.xml', sitemapXml(sitemapEntries(blog))),
    write('robots.txt', robotsTxt(absolute('/sitemap.xml'))),
    write(`${BLOG_PATHS.fr.slice(1)}/rss.xml`, feedOf(blog, 'fr')),
    write(`${BLOG_PATHS.en.slice(1)}/rss.xml`, feedOf(blog, 'en')),
    ...blog.media.flatMap((media) =>
      media.files.map(async (file) => {
        const target = path.join(out, postMediaPath(media.id), file)
        await mkdir(path.dirname(target), { recursive: true })
        await copyFile(path.join(media.folder, file), target)
        // The photo's WebP widths, converted once per content (see imageVariants.ts).
        await writeImageVariants(path.join(media.folder, file), path.dirname(target))
      }),
    ),
  ])
}
