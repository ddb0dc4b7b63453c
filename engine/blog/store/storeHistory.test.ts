import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestRepository,
  type TestRepository,
} from '../../../tests/support/createTestRepository.ts'
import {
  startGitHubStandIn,
  storeOn,
  type GitHubStandIn,
} from '../../../tests/support/githubStandIn.ts'
import { MemoryStore } from '../../../tests/support/MemoryStore.ts'
import { parseTrailers, withTrailers } from '../history/commitTrailers.ts'
import type { ContentStore } from './ContentStore.ts'
import { LocalGitStore } from './LocalGitStore.ts'

const FOLDER = 'content/blog/2026-11-23-sante'
/** Bytes that are no text: every value once, as an image would hold them. */
const BINARY = Uint8Array.from({ length: 256 }, (_, index) => index)

let repository: TestRepository
let standIn: GitHubStandIn
beforeAll(async () => {
  repository = createTestRepository()
  standIn = await startGitHubStandIn()
})
afterAll(async () => {
  repository.remove()
  await standIn.close()
})

const stores: [string, () => ContentStore][] = [
  ['LocalGitStore', () => new LocalGitStore(repository.root)],
  ['GitHubStore', () => storeOn(standIn)],
  ['MemoryStore', () => new MemoryStore()],
]

describe.each(stores)('%s reads the history from git', (_name, makeStore) => {
  it('lists the commits of a folder deleted since, and reads its files as they were', async () => {
    const store = makeStore()
    const started = new Date(Date.now() - 2000)
    const { commit: added } = await store.commit(
      [
        { path: `${FOLDER}/fr.md`, content: 'Texte.\n' },
        { path: `${FOLDER}/img-0123456789abcdef.png`, content: BINARY },
      ],
      withTrailers('Blog : import', { action: 'imported', posts: ['2026-11-23-sante'] }),
    )
    const { commit: deleted } = await store.commit(
      [
        { path: `${FOLDER}/fr.md`, delete: true },
        { path: `${FOLDER}/img-0123456789abcdef.png`, delete: true },
      ],
      withTrailers('Blog : suppression', { action: 'deleted', posts: ['2026-11-23-sante'] }),
    )
    const history = await store.history(FOLDER)
    expect(history.map((entry) => entry.commit)).toEqual([deleted, added])
    expect(history[0]?.parent).toBe(added)
    // GitHub's store adds its operation id to the trailer block, which still reads whole.
    expect(history.map((entry) => parseTrailers(entry.message)?.action)).toEqual([
      'deleted',
      'imported',
    ])
    expect(Date.parse(history[0]?.time ?? '')).toBeGreaterThanOrEqual(started.getTime())
    expect(await store.history(FOLDER, { since: new Date(Date.now() + 60_000) })).toEqual([])
    expect(await store.listAt(added, FOLDER)).toEqual(['fr.md', 'img-0123456789abcdef.png'])
    expect(await store.readAt(added, `${FOLDER}/img-0123456789abcdef.png`)).toEqual(BINARY)
    expect(await store.listAt(deleted, FOLDER)).toEqual([])
    expect(await store.readAt(deleted, `${FOLDER}/fr.md`)).toBeUndefined()
    expect(await store.list(FOLDER)).toEqual([])
  })

  it('takes nothing but a commit id as one', async () => {
    const store = makeStore()
    if (store instanceof MemoryStore) return
    for (const commit of ['HEAD', 'main', '--output=/tmp/x', `${'a'.repeat(40)}:README.md`]) {
      await expect(store.readAt(commit, 'README.md')).rejects.toThrow(
        /n’est pas un identifiant de commit/,
      )
      await expect(store.listAt(commit, '')).rejects.toThrow(/n’est pas un identifiant de commit/)
    }
  })
})
