/** Paths kept out of search engines: the admin page and its API. */
const DISALLOWED = ['/admin', '/api/']

/** `robots.txt`: everything is public except the admin, and the sitemap's address. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n')
}
