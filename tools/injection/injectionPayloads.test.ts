import { describe, expect, it } from 'vitest'
import { rssFeed } from '../../generator/feeds/rssFeed.ts'
import { importDocument } from '../../engine/blog/operations/importDocument.ts'
import { postImageType } from '../../engine/blog/postImages.ts'
import { loadPosts } from '../../engine/blog/readPosts.ts'
import { renderMarkdown } from '../../engine/blog/renderMarkdown.ts'
import { MemoryStore } from '../../tests/support/MemoryStore.ts'
import { terminalSafe } from '../../cli/terminalSafe.ts'
import { jsonForScript } from '../../site/security/jsonForScript.ts'
import { INJECTION_PAYLOADS, injectionDocument, skeleton } from './injectionPayloads.ts'

/** The tags and attributes of rendered post HTML (every quote in a value is `&#x22;`). */
function tags(html: string): { name: string; attributes: Map<string, string> }[] {
  return [...html.matchAll(/<([a-z][\w-]*)((?:\s+[^\s="<>/]+(?:="[^"]*")?)*)\s*\/?>/g)].map(
    ([, name = '', attributes = '']) => ({
      name,
      attributes: new Map(
        [...attributes.matchAll(/(?<!\s)\s+([^\s="<>/]+)(?:="([^"]*)")?/g)].map(
          ([, key = '', value = '']) => [key, value],
        ),
      ),
    }),
  )
}

const SAFE_ADDRESS = /^(https?:|mailto:|tel:|[^:]*$)/i

/** The injection probe's payloads, without a browser or a build: fast, and run by npm test. */
describe('injection payloads, from Word to every output', async () => {
  const store = new MemoryStore()
  await importDocument(store, await injectionDocument(INJECTION_PAYLOADS), {
    startDate: new Date('2030-01-07T08:00:00-05:00'),
    now: new Date('2030-01-01T12:00:00-05:00'),
  })
  const posts = await loadPosts(store)

  it('imports every payload as an article and writes no file but fr.md, en.md and images', () => {
    expect(posts).toHaveLength(INJECTION_PAYLOADS.length)
    for (const path of store.files.keys()) {
      const name = path.split('/').pop() ?? ''
      expect(['fr.md', 'en.md'].includes(name) || postImageType(name) !== undefined, path).toBe(
        true,
      )
    }
  })

  it.each(INJECTION_PAYLOADS.map((payload) => [payload.id, payload] as const))(
    '%s: the body renders to inert HTML that shows the payload as text',
    (_id, payload) => {
      const post = posts.find(
        (candidate) => skeleton(candidate.fr.frontmatter.title) === skeleton(payload.title),
      )
      expect(post, 'the article is found by its title, kept as written').toBeDefined()
      if (!post) return
      const { html, text } = renderMarkdown(post.fr.body)
      for (const tag of tags(html)) {
        expect(['script', 'iframe', 'svg', 'object', 'embed', 'style']).not.toContain(tag.name)
        for (const [name, value] of tag.attributes) {
          expect(name).not.toMatch(/^(on|style$|srcdoc$|formaction$)/i)
          if (name === 'href' || name === 'src') expect(value).toMatch(SAFE_ADDRESS)
        }
      }
      const alts = tags(html).map((tag) =>
        (tag.attributes.get('alt') ?? '').replace(/&#x([\da-f]+);/gi, (_, hex: string) =>
          String.fromCodePoint(parseInt(hex, 16)),
        ),
      )
      const shownText = skeleton(
        alts.join(' ') + [post.fr.frontmatter.title, post.fr.frontmatter.excerpt, text].join(' '),
      )
      for (const shown of payload.shown) expect(shownText).toContain(skeleton(shown))
    },
  )

  it('keeps titles and excerpts inside JSON-LD, RSS and terminal output', () => {
    for (const post of posts) {
      const { title, excerpt = '' } = post.fr.frontmatter
      const json = jsonForScript({ headline: title, description: excerpt })
      expect(json).not.toMatch(/[<>&\u2028\u2029]/)
      expect(JSON.parse(json)).toEqual({ headline: title, description: excerpt })
      const feed = rssFeed({
        title: 'Blogue',
        description: 'Articles',
        siteUrl: 'https://www.example.com/blog',
        feedUrl: 'https://www.example.com/blog/rss.xml',
        language: 'fr-CA',
        builtAt: new Date('2030-01-01T00:00:00Z'),
        items: [
          {
            title,
            url: 'https://www.example.com/blog/x',
            description: excerpt,
            publishedAt: '2030-01-07T13:00:00.000Z',
          },
        ],
      })
      const elements = new Set([...feed.matchAll(/<([a-zA-Z][\w:]*)/g)].map((match) => match[1]))
      const feedElements =
        'rss channel title link description language lastBuildDate atom:link item guid pubDate'
      expect([...elements].filter((name) => !feedElements.split(' ').includes(name ?? ''))).toEqual(
        [],
      )
      expect(terminalSafe(title)).not.toContain('\u001b')
    }
  })
})
