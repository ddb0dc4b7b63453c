import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { serializePost } from './postFile.ts'
import type { Post, PostStatus } from './postSchema.ts'
import { readPosts } from './readPosts.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'santra-posts-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function makePost(id: string, status: PostStatus, date: string): Post {
  return {
    id,
    fr: {
      frontmatter: {
        title: id,
        slug: id.slice(11),
        status,
        ...(status === 'published' ? { publishedDate: date } : { scheduledDate: date }),
        createdAt: '2026-01-01T00:00:00-05:00',
        updatedAt: '2026-01-01T00:00:00-05:00',
      },
      body: 'Texte.',
    },
    images: [],
  }
}

async function writePost(post: Post, extra: Record<string, string> = {}) {
  const folder = path.join(dir, post.id)
  await mkdir(folder, { recursive: true })
  const files = serializePost(post)
  await writeFile(path.join(folder, 'fr.md'), files.fr)
  if (files.en !== undefined) await writeFile(path.join(folder, 'en.md'), files.en)
  for (const [name, content] of Object.entries(extra))
    await writeFile(path.join(folder, name), content)
}

describe('readPosts', () => {
  it.each(['evil.html', 'schema.svg', 'notes.txt', '.DS_Store', 'photo.png.exe'])(
    'refuses a post folder holding %s, naming the file',
    async (name) => {
      await writePost(makePost('2026-03-02-ancien', 'published', '2026-03-02T08:00:00-05:00'), {
        [name]: '<script>alert(1)</script>',
      })
      await expect(readPosts(dir)).rejects.toThrow(
        `${dir}/2026-03-02-ancien/${name}: a post folder holds only fr.md, en.md and images (PNG, JPEG, GIF, WebP or AVIF); remove or convert this file.`,
      )
    },
  )

  it('reads every post with its images, newest first, ignoring non-post entries', async () => {
    await writePost(makePost('2026-03-02-ancien', 'published', '2026-03-02T08:00:00-05:00'))
    await writePost(makePost('2026-12-02-futur', 'scheduled', '2026-12-02T08:00:00-05:00'), {
      'img-aaaa.png': 'png',
    })
    await writePost(makePost('2026-06-01-milieu', 'published', '2026-06-01T08:00:00-04:00'))
    await writeFile(path.join(dir, '.gitkeep'), '')
    await writeFile(path.join(dir, 'README.md'), '# Articles')

    const posts = await readPosts(dir)
    expect(posts.map((post) => post.id)).toEqual([
      '2026-12-02-futur',
      '2026-06-01-milieu',
      '2026-03-02-ancien',
    ])
    expect(posts[0]?.images).toEqual(['img-aaaa.png'])
  })

  it('fails naming the file and field of an invalid post', async () => {
    await writePost(makePost('2026-03-02-ancien', 'published', '2026-03-02T08:00:00-05:00'))
    await mkdir(path.join(dir, '2026-03-04-casse'))
    await writeFile(path.join(dir, '2026-03-04-casse', 'fr.md'), '---\ntitle: Cassé\n---\n')
    await expect(readPosts(dir)).rejects.toThrow(`${dir}/2026-03-04-casse/fr.md: field "slug"`)
  })

  it('fails on a post folder without fr.md or with a name that is not an id', async () => {
    await mkdir(path.join(dir, '2026-03-04-vide'))
    await writeFile(path.join(dir, '2026-03-04-vide', 'photo.png'), '')
    await expect(readPosts(dir)).rejects.toThrow(
      `${dir}/2026-03-04-vide/fr.md: the file is missing.`,
    )
    // en.md alone is an English article awaiting its French version: fr.md's fields, a draft.
    await writeFile(path.join(dir, '2026-03-04-vide', 'en.md'), '---\ntitle: x\n---\n')
    await expect(readPosts(dir)).rejects.toThrow(`${dir}/2026-03-04-vide/en.md`)
    await rm(path.join(dir, '2026-03-04-vide'), { recursive: true })
    await writePost({ ...makePost('2026-03-04-bon', 'draft', ''), id: 'Mon-Article' })
    await expect(readPosts(dir)).rejects.toThrow(
      `${dir}/Mon-Article: the folder name is not a post id`,
    )
  })

  it('returns no post for a missing folder', async () => {
    expect(await readPosts(path.join(dir, 'absent'))).toEqual([])
  })
})
