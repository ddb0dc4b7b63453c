import { mkdtempSync, rmSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createBlogApi } from '../server/createBlogApi'
import { builtPublishedPosts, type PublishedPosts } from '../engine/blog/publishedPosts'
import { loadSiteBlog } from '../engine/blog/loadSiteBlog'
import type { ContentStore } from '../engine/blog/store/ContentStore'
import { createTestRepository, type TestRepository } from '../tests/support/createTestRepository'
import { LocalGitStore } from '../engine/blog/store/LocalGitStore'
import { blogAddresses } from '../engine/siteModel/blogPaths'
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

function siteBlogAt(now: Date) {
  return loadSiteBlog({
    contentDir: path.join(repo.root, 'content/blog'),
    now,
    addresses: blogAddresses,
  })
}

const readJson = async (file: string) =>
  JSON.parse(await readFile(path.join(out, '_data/blog', file), 'utf8')) as Record<string, unknown>

async function body(answer: Response | Promise<Response>): Promise<unknown> {
  return (await answer).json()
}

describe('the published posts the build writes', () => {
  it('answer what the store would, without one read of the store', async () => {
    await writePublishedPosts(out, await siteBlogAt(NOW), false)
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

  it('take the bodies the pages rendered, never rendering one twice', async () => {
    const blog = await siteBlogAt(NOW)
    // What a page (here or on the second thread) rendered is what the file holds.
    blog.bodies.set('/blog/equipe', '<p>Rendu par la page.</p>')
    await writePublishedPosts(out, blog, false)
    expect((await readJson('2026-11-16-equipe.json')).content).toBe('<p>Rendu par la page.</p>')
    expect((await readJson('2026-11-16-equipe.json')).contentEn).toBe('<p>English text.</p>')
  })

  it('keep a post whose pages were not drawn again, and drop a post no longer shown', async () => {
    await writePublishedPosts(out, await siteBlogAt(NOW), false)
    const kept = path.join(out, '_data/blog/2026-11-16-equipe.json')
    await writeFile(kept, '{"kept":true}')
    // Later the same day: the pages of "due" are drawn again; "equipe"'s are not.
    const later = await siteBlogAt(NOW)
    later.bodies.set('/blog/due', '<p>Nouveau rendu.</p>')
    await writePublishedPosts(out, later, true)
    expect(await readJson('2026-11-16-equipe.json')).toEqual({ kept: true })
    expect((await readJson('2026-11-23-due.json')).content).toBe('<p>Nouveau rendu.</p>')
    // Not kept: every file is written again.
    await writePublishedPosts(out, await siteBlogAt(NOW), false)
    expect((await readJson('2026-11-16-equipe.json')).content).toContain('<strong>du gras</strong>')
    // Before "due" was due: its file goes, and the list no longer names it.
    await writePublishedPosts(out, await siteBlogAt(new Date('2026-11-20T12:00:00-05:00')), true)
    expect(await readdir(path.join(out, '_data/blog'))).toEqual([
      '2026-11-16-equipe.json',
      'posts.json',
    ])
  })
})
