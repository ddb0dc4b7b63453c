import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { absoluteUrlOn, postMediaPath, publicSiteUrl } from '../engine/index.ts'
import { assertNoSymbolicLink, readSiteFacts, type SiteLocale } from '../engine/node.ts'
import { readPageCopy } from './readPageCopy.ts'
import { robotsTxt } from './feeds/robotsTxt.ts'
import { sitemapXml } from './feeds/sitemapXml.ts'
import { writeImageVariants, writePublishedImage } from './images/imageVariants.ts'
import { feedOf, feedPath, sitemapEntries } from './sitemapAndFeeds.ts'
import { siteBlog } from './siteBlog.ts'
import { siteBuildConfig } from './siteBuildConfig.ts'

let factsSiteUrl: string | undefined

/** A feed's title and description: the blog page's, in the feed's language. */
function feedWords(locale: SiteLocale) {
  const { feed, list } = readPageCopy(
    'blog',
    locale,
    readSiteFacts(siteBuildConfig().siteFactsFile),
  )
  return { title: feed.channelTitle, description: list.description }
}

/** The site's public address in this build, as the pages have it (`site/siteFacts.ts`). */
function buildSiteUrl(): string {
  const config = siteBuildConfig()
  // Read once: the sitemap asks for it thousands of times.
  factsSiteUrl ??= readSiteFacts(config.siteFactsFile).siteUrl
  return publicSiteUrl(factsSiteUrl, config.siteUrlOverride)
}

/**
 * Writes what the pre-rendered pages do not cover, from the same posts they were built from:
 * `sitemap.xml`, `robots.txt`, one RSS feed per language and the visible posts' images (at
 * `/blog/<id>/<file>`, with their WebP widths). Runs at the end of the build (`ssgOptions.onFinished`).
 *
 * @param outDir the build's output folder (`dist`)
 */
export async function writeSitemapFeedsAndMedia(outDir: string): Promise<void> {
  const out = path.resolve(outDir)
  const blog = await siteBlog()
  const siteUrl = buildSiteUrl()
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true })
    await writeFile(path.join(out, file), text)
  }
  await Promise.all([
    write('sitemap.xml', sitemapXml(sitemapEntries(blog, siteUrl))),
    write('robots.txt', robotsTxt(absoluteUrlOn(siteUrl, '/sitemap.xml'))),
    write(feedPath('fr').slice(1), feedOf(blog, 'fr', siteUrl, feedWords('fr'))),
    write(feedPath('en').slice(1), feedOf(blog, 'en', siteUrl, feedWords('en'))),
    ...blog.media.flatMap((media) =>
      media.files.map(async (file) => {
        const target = path.join(out, postMediaPath(media.id), file)
        const source = path.resolve(media.folder, file)
        // The posts were read without following links; the copy checks again, just before it reads.
        await assertNoSymbolicLink(path.dirname(path.dirname(path.resolve(media.folder))), source)
        await mkdir(path.dirname(target), { recursive: true })
        // The right way up and without metadata (camera, GPS), like its variants.
        await writePublishedImage(source, target)
        // The photo's WebP widths, converted once per content (see imageVariants.ts).
        await writeImageVariants(source, path.dirname(target))
      }),
    ),
  ])
}
