import { describe, expect, it } from 'vitest'
import { parsePost } from '../postFile.ts'
import { MemoryStore } from '../../../tests/support/MemoryStore.ts'
import { frenchPostFile } from '../../../tests/support/postFixture.ts'
import { reschedulePost, setPostDescription, setPostStatus } from './changePost.ts'

const now = new Date('2026-11-20T10:00:00-05:00')

function fr(status: string, scheduledDate: string | null, title = 'Santé'): string {
  return frenchPostFile({
    title,
    slug: title === 'Santé' ? 'sante' : 'autre',
    status,
    scheduledDate,
    publishedDate: status === 'published' ? (scheduledDate ?? '') : null,
  })
}

function store() {
  return new MemoryStore({
    'content/blog/2026-11-23-sante/fr.md': fr('scheduled', '2026-11-23T08:00:00-05:00'),
    'content/blog/2026-11-25-autre/fr.md': fr('scheduled', '2026-11-25T08:00:00-05:00', 'Autre'),
  })
}

const frontmatter = (memory: MemoryStore) =>
  parsePost('2026-11-23-sante', { fr: memory.text('content/blog/2026-11-23-sante/fr.md') ?? '' }).fr
    .frontmatter

describe('reschedulePost', () => {
  it('moves a post to a free slot in one commit, keeping its id', async () => {
    const memory = store()
    const result = await reschedulePost(
      memory,
      '2026-11-23-sante',
      new Date('2026-11-30T13:00:00Z'),
      { now },
    )
    expect(result.message).toBe(
      '« Santé » est programmé le lundi 30 novembre 2026 à 8\u00a0h (heure du Québec).',
    )
    expect(result.offSlot).toBeUndefined()
    expect(result.post).toMatchObject({
      id: '2026-11-23-sante',
      scheduledDate: '2026-11-30T08:00:00-05:00',
    })
    expect(memory.commits).toHaveLength(1)
  })

  it('warns off-slot, and refuses a taken day or a past date without writing', async () => {
    const memory = store()
    const off = await reschedulePost(memory, '2026-11-23-sante', new Date('2026-12-01T15:30:00Z'), {
      now,
    })
    expect(off.offSlot).toBe(
      'Cette date n’est pas un créneau habituel (lundi ou mercredi à 8\u00a0h).',
    )
    await expect(
      reschedulePost(memory, '2026-11-23-sante', new Date('2026-11-25T15:00:00Z'), { now }),
    ).rejects.toThrow(
      'Le mercredi 25 novembre 2026 à 10\u00a0h est déjà pris par « Autre » : choisissez un autre jour.',
    )
    await expect(
      reschedulePost(memory, '2026-11-23-sante', new Date('2026-11-02T13:00:00Z'), { now }),
    ).rejects.toThrow(/est déjà passé/)
    expect(memory.commits).toHaveLength(1)
  })
})

describe('setPostStatus', () => {
  it('publishes now, then sets back to draft, freeing the slot', async () => {
    const memory = store()
    const published = await setPostStatus(memory, '2026-11-23-sante', 'published', { now })
    expect(published.post).toMatchObject({
      status: 'published',
      publishedDate: '2026-11-20T10:00:00-05:00',
    })
    const draft = await setPostStatus(memory, '2026-11-23-sante', 'draft', { now })
    expect(draft.message).toMatch(/est redevenu un brouillon/)
    expect(frontmatter(memory)).toMatchObject({
      status: 'draft',
      scheduledDate: null,
      publishedDate: null,
    })
    await expect(setPostStatus(memory, '2026-11-23-sante', 'scheduled', { now })).rejects.toThrow(
      '« Santé » n’a pas de date : donnez-lui une date pour le programmer.',
    )
    await expect(setPostStatus(memory, '../secret', 'draft', { now })).rejects.toThrow(
      /n’est pas un identifiant/,
    )
    expect(memory.commits).toHaveLength(2)
  })
})

describe('setPostDescription', () => {
  it('sets the description of either version in one commit, and refuses a version that is missing', async () => {
    const memory = new MemoryStore({
      'content/blog/2026-11-23-sante/fr.md': fr('scheduled', '2026-11-23T08:00:00-05:00'),
      'content/blog/2026-11-23-sante/en.md': '---\ntitle: "Health"\nslug: "health"\n---\n\nText.\n',
      'content/blog/2026-11-25-autre/fr.md': fr('draft', null, 'Autre'),
    })
    const french = await setPostDescription(memory, '2026-11-23-sante', 'fr', 'Une description.', {
      now,
    })
    expect(french.commit).toBe(memory.commits.at(-1)?.id)
    expect(frontmatter(memory)).toMatchObject({
      excerpt: 'Une description.',
      updatedAt: '2026-11-20T10:00:00-05:00',
    })
    const result = await setPostDescription(memory, '2026-11-23-sante', 'en', 'A description.', {
      now,
    })
    expect(result.message).toBe('La description anglaise de « Santé » est enregistrée.')
    expect(result.commit).toBe(memory.commits.at(-1)?.id)
    expect(memory.text('content/blog/2026-11-23-sante/en.md')).toContain(
      'excerpt: "A description."',
    )
    await expect(
      setPostDescription(memory, '2026-11-25-autre', 'en', 'A description.', { now }),
    ).rejects.toThrow('« Autre » n’a pas de version anglaise')
    expect(memory.commits.map((commit) => [commit.message, commit.paths])).toEqual([
      [
        'Blog : description de « Santé »\n\nSantra-Action: described\nSantra-Post: 2026-11-23-sante',
        ['content/blog/2026-11-23-sante/fr.md'],
      ],
      [
        'Blog : description anglaise de « Santé »\n\nSantra-Action: described\nSantra-Post: 2026-11-23-sante',
        ['content/blog/2026-11-23-sante/en.md'],
      ],
    ])
  })
})
