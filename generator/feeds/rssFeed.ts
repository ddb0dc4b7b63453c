import { escapeXml } from './escapeXml.ts'

/** One article of a feed. */
interface FeedItem {
  title: string
  /** Absolute URL of the article, also its permanent id. */
  url: string
  description: string
  /** ISO 8601. */
  publishedAt: string
}

/** A feed: one language of the blog. */
export interface Feed {
  title: string
  description: string
  /** Absolute URL of the blog list. */
  siteUrl: string
  /** Absolute URL of the feed itself. */
  feedUrl: string
  /** e.g. `fr-CA`. */
  language: string
  /** When the feed was built. */
  builtAt: Date
  items: readonly FeedItem[]
}

/** An RSS 2.0 feed, with the self link feed readers expect. */
export function rssFeed(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(item.description)}</description>`,
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.siteUrl)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${escapeXml(feed.language)}</language>`,
    `    <lastBuildDate>${feed.builtAt.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
