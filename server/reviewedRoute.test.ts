import { describe, expect, it } from 'vitest'
import { adminPostListSchema, serializePost, type Post } from '../engine/index.ts'
import { MemoryStore } from '../tests/support/MemoryStore.ts'
import { createBlogApi } from './createBlogApi'

const TOKEN = 'phrase-de-passe-de-test'
const auth = { Authorization: `Bearer ${TOKEN}` }
const ID = '2026-11-23-sante'

/** A post whose English an import left behind. */
function flaggedStore(): MemoryStore {
  const post: Post = {
    id: ID,
    fr: {
      frontmatter: {
        title: 'Santé',
        slug: 'sante',
        status: 'draft',
        createdAt: '2026-11-20T10:00:00-05:00',
        updatedAt: '2026-11-20T10:00:00-05:00',
      },
      body: 'Texte <b>modifié</b>.',
    },
    en: {
      frontmatter: {
        title: 'Health',
        slug: 'health',
        review: { since: '2026-11-21T10:00:00-05:00', passage: 'Texte <b>modifié</b>.' },
      },
      body: 'Text.',
    },
    images: [],
  }
  const files = serializePost(post)
  return new MemoryStore({
    [`content/blog/${ID}/fr.md`]: files.fr,
    [`content/blog/${ID}/en.md`]: files.en ?? '',
  })
}

describe('POST /:id/reviewed', () => {
  it('lists the flag, clears it in one commit behind the passphrase, and refuses a malformed id', async () => {
    const store = flaggedStore()
    const app = createBlogApi({
      store,
      adminToken: TOKEN,
      now: () => new Date('2026-11-22T09:00:00-05:00'),
    })
    const listed = adminPostListSchema.parse(
      await (await app.request('/all', { headers: auth })).json(),
    )
    expect(listed[0]?.review).toEqual({
      language: 'en',
      since: '2026-11-21T10:00:00-05:00',
      passage: 'Texte <b>modifié</b>.',
    })

    expect((await app.request(`/${ID}/reviewed`, { method: 'POST' })).status).toBe(401)
    expect(
      (await app.request('/pas-un-id/reviewed', { method: 'POST', headers: auth })).status,
    ).toBe(400)
    expect(store.commits).toHaveLength(0)

    const answer = await app.request(`/${ID}/reviewed`, { method: 'POST', headers: auth })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      message: 'La version anglaise de « Santé » est marquée comme revue.',
      post: { id: ID },
    })
    expect(store.commits).toHaveLength(1)
    expect(store.text(`content/blog/${ID}/en.md`)).not.toContain('review')
    expect(store.text(`content/blog/${ID}/fr.md`)).toContain(
      'updatedAt: "2026-11-22T09:00:00-05:00"',
    )
  })
})
