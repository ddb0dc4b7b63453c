import { describe, expect, it } from 'vitest'
import { MemoryStore } from '../tests/support/MemoryStore'
import { frenchPostFile } from '../tests/support/postFixture'
import { postHistorySchema, trashSchema, undoResultSchema } from '../engine/index.ts'
import { createBlogApi } from './createBlogApi'

const TOKEN = 'phrase-de-passe-de-test'
const auth = { Authorization: `Bearer ${TOKEN}` }
const json = { ...auth, 'Content-Type': 'application/json' }
const NOW = new Date('2026-11-20T15:00:00-05:00')

const fr = (title: string, slug: string, date: string) =>
  frenchPostFile({ title, slug, scheduledDate: date })

function api() {
  const store = new MemoryStore({
    'content/blog/2026-11-23-sante/fr.md': fr('Santé', 'sante', '2026-11-23T08:00:00-05:00'),
    'content/blog/2026-11-23-sante/img-0123456789abcdef.png': new Uint8Array([137, 80, 78, 71]),
  })
  store.clock = () => NOW
  let writes = 0
  const app = createBlogApi({
    store,
    adminToken: TOKEN,
    now: () => NOW,
    onWrite: () => {
      writes++
    },
  })
  return { store, app, writes: () => writes }
}

describe('the trash, history and undo routes', () => {
  it('list a deleted post in the trash, restore it, and show its history', async () => {
    const { store, app, writes } = api()
    const before = new Map(store.files)
    expect(
      (await app.request('/2026-11-23-sante', { method: 'DELETE', headers: auth })).status,
    ).toBe(200)
    const trash = trashSchema.parse(await (await app.request('/trash', { headers: auth })).json())
    expect(trash).toEqual([expect.objectContaining({ id: '2026-11-23-sante', title: 'Santé' })])
    const restored = await app.request('/trash/2026-11-23-sante/restore', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ commit: trash[0]?.commit }),
    })
    expect(restored.status).toBe(200)
    const answer: unknown = await restored.json()
    expect(undoResultSchema.parse(answer).post).toMatchObject({
      id: '2026-11-23-sante',
      status: 'scheduled',
    })
    // The commit it made, for the admin to follow to the public site.
    expect(answer).toHaveProperty('commit', store.commits.at(-1)?.id)
    expect(store.files).toEqual(before)
    expect(writes()).toBe(2)
    const history = postHistorySchema.parse(
      await (await app.request('/2026-11-23-sante/history', { headers: auth })).json(),
    )
    expect(history.entries.map((entry) => entry.action)).toEqual(['restored', 'deleted'])
    expect(history.undo).toBeNull()
  })

  it('reverts a move, and refuses bad input and a missing passphrase before anything', async () => {
    const { store, app } = api()
    await app.request('/2026-11-23-sante', {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ scheduledDate: '2026-11-30' }),
    })
    const history = postHistorySchema.parse(
      await (await app.request('/2026-11-23-sante/history', { headers: auth })).json(),
    )
    expect(history.undo?.action).toBe('moved')
    const refused = [
      await app.request('/trash', {}),
      await app.request('/2026-11-23-sante/history', {}),
      await app.request('/2026-11-23-sante/revert', { method: 'POST', body: '{}' }),
      await app.request('/2026-11-23-sante/revert', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ commit: 'HEAD~1' }),
      }),
      await app.request('/2026-11-23-sante/revert', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ commit: history.undo?.commit, extra: 1 }),
      }),
    ]
    expect(refused.map((answer) => answer.status)).toEqual([401, 401, 401, 400, 400])
    expect(store.commits).toHaveLength(1)
    const reverted = await app.request('/2026-11-23-sante/revert', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ commit: history.undo?.commit }),
    })
    expect(reverted.status).toBe(200)
    const answer: unknown = await reverted.json()
    expect(undoResultSchema.parse(answer).post.scheduledDate).toBe('2026-11-23T08:00:00-05:00')
    expect(answer).toHaveProperty('commit', store.commits.at(-1)?.id)
    // Undoing the same move twice is refused in a sentence: the post changed since.
    const again = await app.request('/2026-11-23-sante/revert', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ commit: history.undo?.commit }),
    })
    expect(again.status).toBe(400)
    expect(((await again.json()) as { error: string }).error).toMatch(/a changé depuis/)
  })
})
