import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isBlogError } from './errors.ts'
import { loadSiteBlog, markdownWordCount } from './loadSiteBlog.ts'

/** The site's addresses (its route table's), as the engine is handed them. */
const TEST_ADDRESSES = {
  lists: { fr: '/blog', en: '/blog-en' },
  media: (id: string) => `/blog/${id}/`,
}

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-posts-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const DUE = '2026-03-02T08:00:00-05:00'

async function writePost(
  id: string,
  fr: Record<string, string>,
  body: string,
  en?: { fields: Record<string, string>; body: string },
): Promise<void> {
  const folder = path.join(dir, id)
  await mkdir(folder, { recursive: true })
  const yaml = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n')
  const frontmatter = {
    createdAt: '2026-02-20T10:00:00-05:00',
    updatedAt: '2026-02-21T10:00:00-05:00',
    ...fr,
  }
  await writeFile(path.join(folder, 'fr.md'), `---\n${yaml(frontmatter)}\n---\n\n${body}\n`)
  if (en)
    await writeFile(path.join(folder, 'en.md'), `---\n${yaml(en.fields)}\n---\n\n${en.body}\n`)
}

describe('markdownWordCount', () => {
  it('counts the words a reader reads', () => {
    expect(
      markdownWordCount(
        '## Un titre\n\nDu **texte** et [un lien](https://example.com/a-b-c).\n\n![Image](x.png)\n\n- point',
      ),
    ).toBe(8)
    expect(markdownWordCount('')).toBe(0)
  })
})

describe('loadSiteBlog', () => {
  beforeEach(async () => {
    await writePost(
      '2026-03-02-programme',
      { title: 'Programmé', slug: 'programme', status: 'scheduled', scheduledDate: DUE },
      'Un article programmé.',
      { fields: { title: 'Scheduled', slug: 'scheduled' }, body: 'A scheduled article.' },
    )
    await writePost(
      '2026-02-23-brouillon',
      { title: 'Brouillon', slug: 'brouillon', status: 'draft' },
      'Pas encore prêt.',
    )
    await writePost(
      '2026-02-16-publie',
      {
        title: 'Publié',
        slug: 'publie',
        status: 'published',
        publishedDate: '2026-02-16T08:00:00-05:00',
        excerpt: 'Le résumé écrit par l’autrice.',
      },
      'Un article publié, en français seulement.',
      { fields: { title: 'Published', slug: 'published' }, body: '   ' },
    )
  })

  it('shows a scheduled post from its date to the second, and never a draft', async () => {
    const due = Date.parse(DUE)
    const before = await loadSiteBlog({
      contentDir: dir,
      addresses: TEST_ADDRESSES,
      now: new Date(due - 1000),
    })
    expect(before.posts.fr.map((post) => post.slug)).toEqual(['publie'])
    expect(before.posts.en).toEqual([])

    const after = await loadSiteBlog({
      contentDir: dir,
      addresses: TEST_ADDRESSES,
      now: new Date(due + 1000),
    })
    expect(after.posts.fr.map((post) => post.slug)).toEqual(['programme', 'publie'])
    expect(after.posts.en.map((post) => post.path)).toEqual(['/blog-en/scheduled'])
    expect(JSON.stringify(after)).not.toContain('brouillon')
  })

  it('links the two versions and leaves an untranslated post out of English', async () => {
    const { posts } = await loadSiteBlog({
      contentDir: dir,
      addresses: TEST_ADDRESSES,
      now: new Date('2026-06-01'),
    })
    const [scheduled, published] = posts.fr
    expect(scheduled).toMatchObject({
      path: '/blog/programme',
      alternatePath: '/blog-en/scheduled',
      publishedAt: DUE,
      readingMinutes: 1,
    })
    expect(scheduled?.html()).toBe('<p>Un article programmé.</p>')
    expect(posts.en[0]?.alternatePath).toBe('/blog/programme')
    expect(published?.alternatePath).toBeUndefined()
    expect(published?.description).toBe('Le résumé écrit par l’autrice.')
    expect(scheduled?.description).toBe('Un article programmé.')
  })

  it('fails on two visible posts sharing a slug, naming both files', async () => {
    await writePost(
      '2026-02-09-publie',
      {
        title: 'Doublon',
        slug: 'publie',
        status: 'published',
        publishedDate: '2026-02-09T08:00:00-05:00',
      },
      'Même adresse.',
    )
    const error: unknown = await loadSiteBlog({
      addresses: TEST_ADDRESSES,
      contentDir: dir,
      now: new Date('2026-06-01'),
    }).catch((caught: unknown) => caught)
    expect(isBlogError(error, 'invalid-post')).toBe(true)
    expect((error as Error).message).toContain('2026-02-09-publie/fr.md')
    expect((error as Error).message).toContain('2026-02-16-publie/fr.md')
  })

  it('names the file and the field of an invalid post', async () => {
    await writePost(
      '2026-02-02-casse',
      { title: 'Cassé', slug: 'Pas Un Slug', status: 'published' },
      'x',
    )
    await expect(
      loadSiteBlog({ contentDir: dir, addresses: TEST_ADDRESSES, now: new Date() }),
    ).rejects.toThrow(/2026-02-02-casse\/fr\.md: field "slug"/)
  })
})
