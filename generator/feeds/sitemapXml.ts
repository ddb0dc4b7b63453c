import { escapeXml } from './escapeXml.ts'

/** One address of the sitemap, with the other language versions of the same page. */
export interface SitemapEntry {
  /** Absolute URL. */
  url: string
  /** `hreflang` → absolute URL, every version including this one; `x-default` included. */
  alternates?: readonly { hreflang: string; url: string }[]
  /** Last change, ISO 8601. */
  lastModified?: string
}

/**
 * A sitemap (sitemaps.org 0.9) with hreflang alternates as Google reads them: every version of a
 * page lists all versions, itself included.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`  <url>`, `    <loc>${escapeXml(entry.url)}</loc>`]
    if (entry.lastModified) {
      lines.push(`    <lastmod>${escapeXml(entry.lastModified)}</lastmod>`)
    }
    for (const alternate of entry.alternates ?? []) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.url)}"/>`,
      )
    }
    lines.push(`  </url>`)
    return lines.join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
