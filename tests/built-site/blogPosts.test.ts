import { describe, expect, it } from 'vitest'
import { builtFile, builtHtml } from './builtSite.ts'

/**
 * The blog as built from the test posts of tests/fixtures/blog (`npm run build:test`, at a pinned
 * moment): "equipe-en-forme" (French and English, with an image), "reunions-courtes" (French
 * only), a draft and a post scheduled for 2099. tests/e2e/blog.spec.ts checks the pages in a browser.
 */
describe('an article page', () => {
  it('is pre-rendered with the body in the page, not in the route data', () => {
    // The head's void elements may be written `<link …>` or `<link … />`: compare the former.
    const html = builtHtml('/blog/equipe-en-forme').replace(/"\s*\/>/g, '">')
    expect(html).toContain('<h2>Trois priorités, pas dix</h2>')
    expect(html.match(/Choisissez trois priorités/g)).toHaveLength(1)
    expect(html).toContain(
      '<link data-rh="true" rel="canonical" href="https://www.example.com/blog/equipe-en-forme">',
    )
    expect(html).toMatch(
      /hreflang="en-CA" href="https:\/\/www\.example\.com\/blog-en\/healthy-team-clear-priorities"/i,
    )
    expect(html).toContain('<meta data-rh="true" property="og:type" content="article">')
    expect(html).toContain(
      '<meta data-rh="true" property="article:published_time" content="2026-01-05T08:00:00-05:00">',
    )
    expect(html).toMatch(/<meta data-rh="true" property="article:author" content="[^"]+">/)
    expect(html).toMatch(/<meta data-rh="true" property="article:section" content="[^"]+">/)
    expect(html).toContain(
      '<meta data-rh="true" name="description" content="Des priorités claires protègent l’énergie de toute l’équipe.">',
    )
    expect(html).toContain(
      '"@type":"BlogPosting","headline":"Une équipe en forme commence par des priorités claires"',
    )
  })
})

it('feeds and sitemap hold only the visible posts', () => {
  const french = builtFile('blog/rss.xml')
  expect(french).toContain('<link>https://www.example.com/blog/reunions-courtes</link>')
  expect(french).toContain('<link>https://www.example.com/blog/equipe-en-forme</link>')
  const english = builtFile('blog-en/rss.xml')
  expect(english).toContain(
    '<link>https://www.example.com/blog-en/healthy-team-clear-priorities</link>',
  )
  expect(english).not.toContain('reunions-courtes')
  const sitemap = builtFile('sitemap.xml')
  expect(sitemap).toContain('<loc>https://www.example.com/blog/reunions-courtes</loc>')
  expect(sitemap).toContain(
    '<loc>https://www.example.com/blog-en/healthy-team-clear-priorities</loc>',
  )
  for (const text of [french, english, sitemap]) {
    expect(text).not.toMatch(/brouillon|draft-in-progress|article-futur|future-article/)
  }
  const robots = builtFile('robots.txt')
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml')
})
