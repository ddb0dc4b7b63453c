import { describe, expect, it } from 'vitest'
import { BLOG_DIR } from './postSchema.ts'
import { loadSiteBlog } from './loadSiteBlog.ts'

/** The site's addresses (its route table's), as the engine is handed them. */
const TEST_ADDRESSES = {
  lists: { fr: '/blog', en: '/blog-en' },
  media: (id: string) => `/blog/${id}/`,
}

/*
 * The site under test is built from the fixed posts of tests/fixtures/blog, so that its tests never
 * change with what the consultant publishes. The real posts of content/blog are checked here:
 * every post, the scheduled ones included, must read, validate and render as a page would.
 */
describe('the posts of content/blog', () => {
  it('read, validate and render, the scheduled ones included', async () => {
    const blog = await loadSiteBlog({
      contentDir: BLOG_DIR,
      addresses: TEST_ADDRESSES,
      now: new Date('2100-12-31T00:00:00Z'),
    })
    for (const post of [...blog.posts.fr, ...blog.posts.en]) {
      expect(post.title.trim(), post.id).not.toBe('')
      expect(post.description.trim(), post.id).not.toBe('')
      const html = post.html()
      expect(html.replace(/<[^<>]+>/g, '').trim().length, post.id).toBeGreaterThan(200)
      expect(html, post.id).not.toMatch(/lorem|\bTODO\b/i)
    }
  })
})
