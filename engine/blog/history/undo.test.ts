import { describe, expect, it } from 'vitest'
import { MemoryStore } from '../../../tests/support/MemoryStore.ts'
import { frenchPostFile } from '../../../tests/support/postFixture.ts'
import { reschedulePost, setPostDescription, setPostStatus } from '../operations/changePost.ts'
import { deletePost } from '../operations/deletePost.ts'
import { parsePost } from '../postFile.ts'
import { revertChange, postHistory } from './revertChange.ts'
import { listTrash, restorePost } from './trash.ts'

const DAY = 24 * 60 * 60_000
const now = new Date('2026-11-20T10:00:00-05:00')

function fr(title: string, slug: string, status: string, scheduledDate: string | null): string {
  return frenchPostFile({ title, slug, status, scheduledDate })
}

/** Two scheduled posts, one with an image, on a store whose clock the test moves. */
function blog() {
  const store = new MemoryStore({
    'content/blog/2026-11-23-sante/fr.md': fr(
      'Santé',
      'sante',
      'scheduled',
      '2026-11-23T08:00:00-05:00',
    ),
    'content/blog/2026-11-23-sante/img-0123456789abcdef.png': new Uint8Array([
      137, 80, 78, 71, 0, 255,
    ]),
    'content/blog/2026-11-25-autre/fr.md': fr(
      'Autre',
      'autre',
      'scheduled',
      '2026-11-25T08:00:00-05:00',
    ),
  })
  let clock = now
  store.clock = () => clock
  return { store, at: (date: Date) => (clock = date) }
}

describe('the trash', () => {
  it('lists a deleted post for 30 days and restores it byte for byte on its own slot', async () => {
    const { store, at } = blog()
    const before = new Map(store.files)
    await deletePost(store, '2026-11-23-sante')
    const [entry] = await listTrash(store, { now })
    expect(entry).toMatchObject({
      id: '2026-11-23-sante',
      title: 'Santé',
      deletedAt: now.toISOString(),
    })
    expect(entry?.until).toBe(new Date(now.getTime() + 30 * DAY).toISOString())
    // Day 30 still counts; the day after, the post is gone from the trash and cannot come back.
    expect(await listTrash(store, { now: new Date(now.getTime() + 30 * DAY) })).toHaveLength(1)
    const late = new Date(now.getTime() + 30 * DAY + 1000)
    expect(await listTrash(store, { now: late })).toEqual([])
    await expect(restorePost(store, '2026-11-23-sante', { now: late })).rejects.toThrow(
      /n’est pas dans la corbeille/,
    )
    at(new Date(now.getTime() + DAY))
    const result = await restorePost(store, '2026-11-23-sante', {
      now: new Date('2026-11-21T10:00:00-05:00'),
    })
    expect(result.message).toBe('« Santé » est restauré, tel qu’il était avant sa suppression.')
    expect(store.files).toEqual(before)
    expect(await listTrash(store, { now })).toEqual([])
    const history = await postHistory(store, '2026-11-23-sante', { now })
    expect(history.entries.map((line) => line.action)).toEqual(['restored', 'deleted'])
  })

  it('puts a post whose slot was taken meanwhile on the next free Monday or Wednesday', async () => {
    const { store } = blog()
    await deletePost(store, '2026-11-23-sante')
    await reschedulePost(store, '2026-11-25-autre', new Date('2026-11-23T13:00:00Z'), { now })
    const result = await restorePost(store, '2026-11-23-sante', { now })
    // Monday 23 is Autre's now; Wednesday 25 is free again.
    expect(result.post.scheduledDate).toBe('2026-11-25T08:00:00-05:00')
    expect(result.message).toMatch(
      /Son créneau du lundi 23 novembre 2026 à 8\u00a0h n’étant plus libre, il est programmé le mercredi 25 novembre 2026 à 8\u00a0h/,
    )
    const text = store.text('content/blog/2026-11-23-sante/fr.md') ?? ''
    expect(parsePost('2026-11-23-sante', { fr: text }).fr.frontmatter.status).toBe('scheduled')
    expect(store.files.get('content/blog/2026-11-23-sante/img-0123456789abcdef.png')).toEqual(
      new Uint8Array([137, 80, 78, 71, 0, 255]),
    )
  })
})

describe('undoing a change', () => {
  it('reverts a description set by hand, byte for byte, and names it in the history', async () => {
    const { store } = blog()
    const original = store.text('content/blog/2026-11-23-sante/fr.md')
    await setPostDescription(store, '2026-11-23-sante', 'fr', 'Agir tôt.', { now })
    const history = await postHistory(store, '2026-11-23-sante', { now })
    expect(history.entries[0]).toMatchObject({ action: 'described' })
    expect(history.undo).toMatchObject({ action: 'described' })
    const undone = await revertChange(store, '2026-11-23-sante', { now })
    expect(undone.message).toMatch(/\(changement de description annulé\)\.$/)
    expect(store.text('content/blog/2026-11-23-sante/fr.md')).toBe(original)
  })

  it('reverts a move and a publication as new commits, and refuses after 30 days', async () => {
    const { store, at } = blog()
    const original = store.text('content/blog/2026-11-23-sante/fr.md')
    await reschedulePost(store, '2026-11-23-sante', new Date('2026-11-30T13:00:00Z'), { now })
    const history = await postHistory(store, '2026-11-23-sante', { now })
    expect(history.entries[0]).toMatchObject({
      action: 'moved',
      from: '2026-11-23T08:00:00-05:00',
      to: '2026-11-30T08:00:00-05:00',
    })
    expect(history.undo).toMatchObject({ action: 'moved' })
    const undone = await revertChange(store, '2026-11-23-sante', { now })
    expect(undone.message).toMatch(
      /^« Santé » est revenu à son état d’avant le .* \(changement de date annulé\)\.$/,
    )
    expect(store.text('content/blog/2026-11-23-sante/fr.md')).toBe(original)
    expect(store.commits).toHaveLength(2)

    await setPostStatus(store, '2026-11-25-autre', 'published', { now })
    const late = new Date(now.getTime() + 31 * DAY)
    at(late)
    expect((await postHistory(store, '2026-11-25-autre', { now: late })).undo).toBeNull()
    await expect(revertChange(store, '2026-11-25-autre', { now: late })).rejects.toThrow(
      /date de plus de 30 jours/,
    )
    expect(store.commits).toHaveLength(3)
  })

  it('refuses to undo a change the post has changed since, and a slot another post took', async () => {
    const { store } = blog()
    await reschedulePost(store, '2026-11-23-sante', new Date('2026-11-30T13:00:00Z'), { now })
    const [move] = (await postHistory(store, '2026-11-23-sante', { now })).entries
    await setPostStatus(store, '2026-11-23-sante', 'draft', { now })
    await expect(
      revertChange(store, '2026-11-23-sante', { now, commit: move?.commit ?? '' }),
    ).rejects.toThrow(/a changé depuis le .* annulez d’abord le plus récent/)
    // Back to draft undone, then Autre takes Monday 30: undoing the move would land on Monday 23,
    // still free; undoing Autre's move onto it is refused instead.
    await revertChange(store, '2026-11-23-sante', { now })
    await reschedulePost(store, '2026-11-25-autre', new Date('2026-12-02T13:00:00Z'), { now })
    await reschedulePost(store, '2026-11-23-sante', new Date('2026-11-25T13:00:00Z'), { now })
    await expect(
      revertChange(store, '2026-11-25-autre', {
        now,
        commit: (await postHistory(store, '2026-11-25-autre', { now })).entries[0]?.commit ?? '',
      }),
    ).rejects.toThrow(
      /Le créneau du mercredi 25 novembre 2026 à 8\u00a0h que « Autre » retrouverait est maintenant pris par « Santé »/,
    )
  })

  it('shows a commit made by hand as « modifié » with its subject', async () => {
    const { store } = blog()
    await store.commit(
      [
        {
          path: 'content/blog/2026-11-23-sante/fr.md',
          content: fr('Santé!', 'sante', 'draft', null),
        },
      ],
      'Corrige le titre à la main',
    )
    const history = await postHistory(store, '2026-11-23-sante', { now })
    expect(history.entries).toEqual([
      expect.objectContaining({ action: 'modified', subject: 'Corrige le titre à la main' }),
    ])
    expect(history.undo).toBeNull()
    await expect(revertChange(store, '2026-11-23-sante', { now })).rejects.toThrow(/hors du blogue/)
  })
})
