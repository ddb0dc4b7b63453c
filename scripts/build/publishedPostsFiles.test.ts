import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createBlogApi } from '../../api/createBlogApi'
import { builtPublishedPosts, type PublishedPosts } from '../../api/publishedPosts'
import type { ContentStore } from '../../blog/store/ContentStore'
import { createTestRepository, type TestRepository } from '../../blog/store/createTestRepository'
import { LocalGitStore } from '../../blog/store/LocalGitStore'
import { writePublishedPosts } from './publishedPostsFiles'

const NOW = new Date('2026-11-30T12:00:00-05:00')

function postFile(id: string, slug: string, status: string, date: string): string {
  return `---\ntitle: Article ${slug}\nslug: ${slug}\nstatus: ${status}\nscheduledDate: ${date}\npublishedDate: ${status === 'published' ? date : 'null'}\ncreatedAt: 2026-11-10T08:00:00-05:00\nupdatedAt: 2026-11-10T08:00:00-05:00\n---\nLe texte de ${id}, avec **du gras**.\n`
}

let repo: TestRepository
let out: string

beforeEach(async () => {
  repo = createTestRepository()
  out = mkdtempSync(path.join(tmpdir(), 'published-'))
  await new LocalGitStore(repo.root).commit(
    [
      {
        path: 'content/blog/2026-11-16-equipe/fr.md',
        content: postFile('2026-11-16-equipe', 'equipe', 'published', '2026-11-16T08:00:00-05:00'),
      },
      {
        path: 'content/blog/2026-11-16-equipe/en.md',
        content: '---\ntitle: Team\nslug: team\n---\nEnglish text.\n',
      },
      {
        path: 'content/blog/2026-11-23-due/fr.md',
        content: postFile('2026-11-23-due', 'due', 'scheduled', '2026-11-23T08:00:00-05:00'),
      },
      {
        path: 'content/blog/2026-12-23-futur/fr.md',
        content: postFile('2026-12-23-futur', 'futur', 'scheduled', '2026-12-23T08:00:00-05:00'),
      },
    ],
    'Articles',
  )
})
afterEach(() => {
  repo.remove()
  rmSync(out, { recursive: true, force: true })
})

function api(store: ContentStore, publishedPosts?: PublishedPosts) {
  return createBlogApi({
    store,
    adminToken: 'phrase de passe des lectures',
    now: () => NOW,
    ...(publishedPosts ? { publishedPosts } : {}),
  })
}

async function body(answer: Response | Promise<Response>): Promise<unknown> {
  return (await answer).json()
}

describe('the published posts the build writes', () => {
  it('answer what the store would, without one read of the store', async () => {
    await writePublishedPosts(out, path.join(repo.root, 'content/blog'), NOW)
    const store = new LocalGitStore(repo.root)
    let storeCalls = 0
    const watched = Object.assign(Object.create(store) as LocalGitStore, {
      list: (folder: string) => (storeCalls++, store.list(folder)),
      read: (file: string) => (storeCalls++, store.read(file)),
    })
    const fromStore = api(store)
    const fromBuild = api(
      watched,
      builtPublishedPosts((file) => readFile(path.join(out, file), 'utf8').catch(() => undefined)),
    )
    const list = await body(fromBuild.request('/'))
    expect(list).toEqual(await body(fromStore.request('/')))
    expect((list as { slug: string }[]).map((post) => post.slug)).toEqual(['due', 'equipe'])
    for (const address of ['EQUIPE', 'team', 'due']) {
      const answer = await fromBuild.request(`/${address}`)
      expect(answer.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
      expect(await answer.json()).toEqual(await body(fromStore.request(`/${address}`)))
    }
    expect((await fromBuild.request('/futur')).status).toBe(404)
    expect(storeCalls).toBe(0)
    const unbuilt = api(
      watched,
      builtPublishedPosts(() => Promise.resolve(undefined)),
    )
    expect((await unbuilt.request('/')).status).toBe(503)
  })
})
