import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { serializePost } from '../postFile.ts'
import type { Post } from '../postSchema.ts'
import { readPosts } from '../readPosts.ts'
import { fileSystemReader } from './fileSystemReader.ts'
import { LocalGitStore } from './LocalGitStore.ts'
import { startGitHubStandIn, storeOn } from '../../../tests/support/githubStandIn.ts'

const postOf = (id: string, images: string[] = []): Post => ({
  id,
  fr: {
    frontmatter: {
      title: 'Un article',
      slug: id.slice(11),
      status: 'published',
      publishedDate: '2026-11-23T08:00:00-05:00',
      createdAt: '2026-11-01T10:15:00-04:00',
      updatedAt: '2026-11-01T10:15:00-04:00',
    },
    body: images.map((image) => `![Une image](${image})`).join('\n\n') || 'Texte.',
  },
  images,
})

/** A PNG signature and header: enough to pass for an image. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

let root: string
let outside: string
const blog = () => path.join(root, 'content', 'blog')

function writePost(folder: string, value: Post): void {
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, 'fr.md'), serializePost(value).fr)
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'santra-links-'))
  outside = mkdtempSync(path.join(tmpdir(), 'santra-outside-'))
  writeFileSync(path.join(outside, 'secret.png'), PNG)
  writePost(path.join(blog(), '2026-11-20-sain'), postOf('2026-11-20-sain'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

const IMAGE = 'img-0123456789abcdef.png'

/** A post whose image is a link to a file outside the repository. */
function linkAnImage(): string {
  const id = '2026-11-23-lien-image'
  writePost(path.join(blog(), id), postOf(id, [IMAGE]))
  symlinkSync(path.join(outside, 'secret.png'), path.join(blog(), id, IMAGE))
  return `content/blog/${id}/${IMAGE}`
}

/** A post folder that is a link to a folder outside the repository. */
function linkAFolder(): string {
  const id = '2026-11-24-lien-dossier'
  writePost(path.join(outside, 'post'), postOf(id))
  symlinkSync(path.join(outside, 'post'), path.join(blog(), id))
  return `content/blog/${id}`
}

describe('symbolic links in content/', () => {
  for (const [what, link] of [
    ['an image linked to a file outside the repository', linkAnImage],
    ['a linked post folder', linkAFolder],
  ] as const) {
    it(`refuse ${what}, naming it, in the build's reader and the local store`, async () => {
      const linked = link()
      const named = { code: 'invalid-post', file: expect.stringMatching(`${linked}$`) as unknown }
      await expect(readPosts(blog())).rejects.toMatchObject(named)
      await expect(readPosts(blog())).rejects.toThrow(/ est un lien symbolique : /)
      await expect(fileSystemReader(root).list(path.posix.dirname(linked))).rejects.toMatchObject(
        named,
      )
      await expect(new LocalGitStore(root).list(path.posix.dirname(linked))).rejects.toMatchObject(
        named,
      )
    })
  }

  it('refuse a link met on the way to a file, and a linked file read directly', async () => {
    const linked = linkAnImage()
    const reader = fileSystemReader(root)
    await expect(reader.read(linked)).rejects.toThrow(`est un lien symbolique`)
    const folder = linkAFolder()
    await expect(reader.read(`${folder}/fr.md`)).rejects.toThrow('est un lien symbolique')
    await expect(reader.list(folder)).rejects.toThrow('est un lien symbolique')
  })

  it('read a repository without links as before, wherever the posts folder is', async () => {
    expect((await readPosts(blog())).map((value) => value.id)).toEqual(['2026-11-20-sain'])
    expect(await fileSystemReader(root).list('content/blog/absent')).toEqual([])
  })

  it('refuse a link committed on the GitHub branch, naming it', async () => {
    const github = await startGitHubStandIn()
    try {
      const id = '2026-11-23-lien-image'
      const blob = async (text: string) =>
        (await github.git(['hash-object', '-w', '--stdin'], text)).trim()
      const tree = async (lines: string[]) =>
        (await github.git(['mktree'], `${lines.join('\n')}\n`)).trim()
      // A post folder whose image is a link (git mode 120000) to a file outside the repository.
      const post = await tree([
        `100644 blob ${await blob(serializePost(postOf(id, [IMAGE])).fr)}\tfr.md`,
        `120000 blob ${await blob(path.join(outside, 'secret.png'))}\t${IMAGE}`,
      ])
      const content = await tree([
        `040000 tree ${await tree([`040000 tree ${post}\t${id}`])}\tblog`,
      ])
      const head = (await github.git(['rev-parse', github.branch])).trim()
      const top = (await github.git(['ls-tree', head])).trim().split('\n')
      const root = await tree([...top, `040000 tree ${content}\tcontent`])
      const commit = (
        await github.git(['commit-tree', root, '-p', head], 'Un lien symbolique')
      ).trim()
      await github.git(['update-ref', `refs/heads/${github.branch}`, commit])
      const store = storeOn(github)
      const linked = `content/blog/${id}/${IMAGE}`
      await expect(store.list(`content/blog/${id}`)).rejects.toMatchObject({ file: linked })
      await expect(store.read(linked)).rejects.toThrow(`${linked} est un lien symbolique`)
    } finally {
      await github.close()
    }
  })
})
