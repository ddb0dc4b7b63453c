import { describe, expect, it } from 'vitest'
import { parsePost, serializePost } from '../postFile.ts'
import type { Post, PostStatus } from '../postSchema.ts'
import { MemoryStore } from '../../../tests/support/MemoryStore.ts'
import { deletePost } from './deletePost.ts'
import { listPosts } from './listPosts.ts'
import { publishDue } from './publishDue.ts'

function post(id: string, status: PostStatus, scheduledDate: string): Post {
  return {
    id,
    fr: {
      frontmatter: {
        title: `Titre ${id.slice(11)}`,
        slug: id.slice(11),
        status,
        scheduledDate,
        publishedDate: status === 'published' ? scheduledDate : null,
        createdAt: '2026-11-01T09:00:00-04:00',
        updatedAt: '2026-11-01T09:00:00-04:00',
      },
      body: 'Texte.',
    },
    ...(id.endsWith('anglais')
      ? { en: { frontmatter: { title: 'English', slug: 'english' }, body: 'Text.' } }
      : {}),
    images: [],
  }
}

function storeWith(posts: Post[], extra: Record<string, string> = {}): MemoryStore {
  const files: Record<string, string> = { ...extra }
  for (const item of posts) {
    const contents = serializePost(item)
    files[`content/blog/${item.id}/fr.md`] = contents.fr
    if (contents.en !== undefined) files[`content/blog/${item.id}/en.md`] = contents.en
  }
  return new MemoryStore(files)
}

const readFr = (store: MemoryStore, id: string) =>
  parsePost(id, { fr: store.text(`content/blog/${id}/fr.md`) ?? '' }).fr.frontmatter

describe('publishDue', () => {
  const store = () =>
    storeWith([
      post('2026-11-23-echu', 'scheduled', '2026-11-23T08:00:00-05:00'),
      post('2026-11-25-futur', 'scheduled', '2026-11-25T08:00:00-05:00'),
      post('2026-11-16-deja', 'published', '2026-11-16T08:00:00-05:00'),
    ])

  it('publishes due posts with their scheduled date, in one commit, and nothing more on a second run', async () => {
    const memory = store()
    const now = new Date('2026-11-24T15:00:00-05:00')
    expect(await publishDue(memory, { now })).toEqual({
      message: '1 article publié.',
      published: [
        { id: '2026-11-23-echu', title: 'Titre echu', publishedDate: '2026-11-23T08:00:00-05:00' },
      ],
      // The commit it made, for the admin to follow to the public site.
      commit: memory.commits[0]?.id,
    })
    expect(readFr(memory, '2026-11-23-echu')).toMatchObject({
      status: 'published',
      publishedDate: '2026-11-23T08:00:00-05:00',
      updatedAt: '2026-11-24T15:00:00-05:00',
    })
    expect(readFr(memory, '2026-11-25-futur').status).toBe('scheduled')
    expect(memory.commits.map((commit) => commit.paths)).toEqual([
      ['content/blog/2026-11-23-echu/fr.md'],
    ])

    const again = await publishDue(memory, { now })
    expect(again).toEqual({ message: 'Aucun article à publier.', published: [] })
    // Nothing committed, nothing to follow.
    expect(again).not.toHaveProperty('commit')
    expect(memory.commits).toHaveLength(1)
  })

  it('publishes a post exactly at its time, not a second before', async () => {
    const memory = store()
    await publishDue(memory, { now: new Date('2026-11-23T07:59:59-05:00') })
    expect(memory.commits).toHaveLength(0)
    await publishDue(memory, { now: new Date('2026-11-23T08:00:00-05:00') })
    expect(memory.commits).toHaveLength(1)
  })
})

describe('deletePost', () => {
  it('removes the whole folder in one commit', async () => {
    const memory = storeWith(
      [post('2026-11-23-anglais', 'scheduled', '2026-11-23T08:00:00-05:00')],
      {
        'content/blog/2026-11-23-anglais/img-0123456789abcdef.png': 'png',
        'content/blog/2026-11-25-autre/fr.md': serializePost(
          post('2026-11-25-autre', 'draft', '2026-11-25T08:00:00-05:00'),
        ).fr,
      },
    )
    expect(await deletePost(memory, '2026-11-23-anglais')).toEqual({
      message:
        'L’article « Titre anglais » a été mis à la corbeille : vous pouvez le restaurer pendant 30 jours.',
      id: '2026-11-23-anglais',
      title: 'Titre anglais',
      commit: memory.commits[0]?.id,
    })
    expect([...memory.files.keys()]).toEqual(['content/blog/2026-11-25-autre/fr.md'])
    expect(memory.commits).toHaveLength(1)
  })

  it('says when the post does not exist or the id is malformed', async () => {
    const memory = storeWith([])
    await expect(deletePost(memory, '2026-11-23-absent')).rejects.toMatchObject({
      code: 'not-found',
      message: 'Aucun article ne porte l’identifiant « 2026-11-23-absent ».',
    })
    await expect(deletePost(memory, '../README.md')).rejects.toMatchObject({
      code: 'invalid-input',
    })
    expect(memory.commits).toHaveLength(0)
  })
})

describe('listPosts', () => {
  it('lists posts newest first, filtered by status', async () => {
    const memory = storeWith([
      post('2026-11-16-deja', 'published', '2026-11-16T08:00:00-05:00'),
      post('2026-11-25-anglais', 'scheduled', '2026-11-25T08:00:00-05:00'),
    ])
    expect((await listPosts(memory)).map((item) => item.id)).toEqual([
      '2026-11-25-anglais',
      '2026-11-16-deja',
    ])
    expect(await listPosts(memory, { status: 'scheduled' })).toEqual([
      {
        id: '2026-11-25-anglais',
        title: 'Titre anglais',
        titleEn: 'English',
        slug: 'anglais',
        slugEn: 'english',
        status: 'scheduled',
        scheduledDate: '2026-11-25T08:00:00-05:00',
        publishedDate: null,
      },
    ])
  })
})
