import { HeadingLevel, Paragraph } from 'docx'
import { describe, expect, it } from 'vitest'
import { MemoryStore } from '../../../tests/support/MemoryStore.ts'
import { wordFixture } from '../../../tests/support/wordFixture.ts'
import { importDocument } from './importDocument.ts'
import { listPosts } from './listPosts.ts'
import { markReviewed } from './markReviewed.ts'

const h1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
const p = (text: string) => new Paragraph({ text })
const now = new Date('2026-11-20T10:00:00-05:00')
const later = new Date('2026-11-21T10:00:00-05:00')

/** The document of one article in both languages, the French second paragraph as given. */
const article = (french: string, english: string) =>
  wordFixture([
    h1('La santé au travail'),
    p('Premier paragraphe.'),
    p(french),
    h1('[EN] Health at work'),
    p('First paragraph.'),
    p(english),
  ])

describe('a translation left behind', () => {
  it('is flagged by an import that changes the French only, shown in the list, and cleared once reviewed', async () => {
    const store = new MemoryStore()
    const options = { now, startDate: new Date('2026-11-23T00:00:00-05:00'), fileName: 'mars.docx' }
    await importDocument(
      store,
      await article('La prévention compte.', 'Prevention matters.'),
      options,
    )
    await importDocument(
      store,
      await article('La prévention compte, et l’ergonomie aussi.', 'Prevention matters.'),
      { ...options, now: later },
    )
    const [post] = await listPosts(store)
    expect(post?.review).toEqual({
      language: 'en',
      since: '2026-11-21T10:00:00-05:00',
      passage: 'La prévention compte, et l’ergonomie aussi.',
    })
    const id = post?.id ?? ''
    expect(store.text(`content/blog/${id}/en.md`)).toContain(
      'review:\n  since: "2026-11-21T10:00:00-05:00"',
    )

    const commits = store.commits.length
    const result = await markReviewed(store, id, { now: later })
    expect(result.message).toBe(
      'La version anglaise de « La santé au travail » est marquée comme revue.',
    )
    expect(result.post.review).toBeUndefined()
    // The commit it made, for the admin to follow to the public site.
    expect(result.commit).toBe(store.commits.at(-1)?.id)
    expect(store.commits.slice(commits).map((commit) => commit.message)).toEqual([
      `Blog : traduction de « La santé au travail » marquée comme revue\n\nSantra-Action: reviewed\nSantra-Post: ${id}`,
    ])
    // Nothing left to review: said so, nothing written, no commit to follow.
    const again = await markReviewed(store, id)
    expect(again.message).toMatch(/n’a pas de traduction à revoir/)
    expect(again).not.toHaveProperty('commit')
    expect(store.commits).toHaveLength(commits + 1)
  })

  it('moves to the French when only the English changes next, and goes when both change', async () => {
    const store = new MemoryStore()
    const options = { now, startDate: new Date('2026-11-23T00:00:00-05:00'), fileName: 'mars.docx' }
    await importDocument(store, await article('Un.', 'One.'), options)
    await importDocument(store, await article('Deux.', 'One.'), options)
    await importDocument(store, await article('Deux.', 'Two, and three.'), options)
    expect((await listPosts(store))[0]?.review).toMatchObject({
      language: 'fr',
      passage: 'Two, and three.',
    })
    await importDocument(store, await article('Trois.', 'Three.'), options)
    expect((await listPosts(store))[0]?.review).toBeUndefined()
  })
})
