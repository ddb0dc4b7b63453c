import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSiteBlog, type SiteBlog } from '../engine/blog/loadSiteBlog.ts'
import { blogAddresses } from '../engine/siteModel/blogPaths.ts'
import { robotsTxt } from './feeds/robotsTxt.ts'
import { sitemapXml } from './feeds/sitemapXml.ts'
import { feedOf, sitemapEntries } from './sitemapAndFeeds.ts'

const SITE_URL = 'https://www.example.com'

let dir: string
let blog: SiteBlog

async function post(id: string, status: string, date: string, withEnglish: boolean) {
  const slug = id.slice(11)
  await mkdir(path.join(dir, id), { recursive: true })
  const dates =
    status === 'published'
      ? `publishedDate: "${date}"`
      : status === 'scheduled'
        ? `scheduledDate: "${date}"`
        : ''
  await writeFile(
    path.join(dir, id, 'fr.md'),
    `---\ntitle: "Titre ${slug}"\nslug: "${slug}"\nstatus: "${status}"\n${dates}\ncreatedAt: "2026-01-01T08:00:00-05:00"\nupdatedAt: "2026-01-02T08:00:00-05:00"\n---\n\nTexte de ${slug} & cie.\n`,
  )
  if (withEnglish) {
    await writeFile(
      path.join(dir, id, 'en.md'),
      `---\ntitle: "Title ${slug}"\nslug: "${slug}-en"\n---\n\nText.\n`,
    )
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-files-'))
  await post('2026-01-05-publie', 'published', '2026-01-05T08:00:00-05:00', true)
  await post('2026-01-07-francais-seulement', 'published', '2026-01-07T08:00:00-05:00', false)
  await post('2026-01-12-brouillon', 'draft', '', true)
  await post('2026-03-02-futur', 'scheduled', '2026-03-02T08:00:00-05:00', true)
  blog = await loadSiteBlog({
    contentDir: dir,
    addresses: blogAddresses,
    now: new Date('2026-02-01T00:00:00Z'),
  })
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('sitemap', () => {
  it('lists the static pages with their alternates and only the visible posts', () => {
    const xml = sitemapXml(sitemapEntries(blog, SITE_URL))
    expect(xml).toContain('<loc>https://www.example.com/services</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/services"/>',
    )
    expect(xml).not.toContain('/admin')
    expect(xml).toContain('<loc>https://www.example.com/blog/publie</loc>')
    expect(xml).toContain('<loc>https://www.example.com/blog-en/publie-en</loc>')
    expect(xml).toContain('<loc>https://www.example.com/blog/francais-seulement</loc>')
    expect(xml).toContain('<lastmod>2026-01-02T08:00:00-05:00</lastmod>')
    expect(xml).not.toMatch(/brouillon|futur/)
  })
})

describe('RSS feeds', () => {
  it('holds the visible posts of its language, newest first', () => {
    const words = { title: 'Blogue SANTRA', description: 'Articles & réflexions' }
    const french = feedOf(blog, 'fr', SITE_URL, words)
    expect(french).toContain('<title>Blogue SANTRA</title>')
    expect(french).toContain('<description>Articles &amp; réflexions</description>')
    expect([...french.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1])).toEqual([
      'https://www.example.com/blog',
      'https://www.example.com/blog/francais-seulement',
      'https://www.example.com/blog/publie',
    ])
    expect(french).toContain('<description>Texte de publie &amp; cie.</description>')
    expect(french).toContain('<pubDate>Mon, 05 Jan 2026 13:00:00 GMT</pubDate>')
    expect(french).not.toMatch(/brouillon|futur/)

    const english = feedOf(blog, 'en', SITE_URL, words)
    expect(english).toContain('<language>en-CA</language>')
    expect(english.match(/<item>/g)).toHaveLength(1)
    expect(english).toContain('<link>https://www.example.com/blog-en/publie-en</link>')
  })
})

describe('robots.txt', () => {
  it('keeps crawlers out of the admin and points them to the sitemap', () => {
    const robots = robotsTxt('https://www.example.com/sitemap.xml')
    expect(robots).toContain('Disallow: /admin\n')
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml\n')
  })
})
