import { HeadingLevel, Paragraph } from 'docx'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { wordFixture } from '../../../tests/support/wordFixture.ts'
import { BlogError } from '../errors.ts'
import { loadPosts } from '../readPosts.ts'
import {
  startGitHubStandIn,
  storeOn,
  type GitHubStandIn,
} from '../../../tests/support/githubStandIn.ts'
import { importDocument } from './importDocument.ts'
import { retryOnConflict } from './retryOnConflict.ts'

const article = (title: string) =>
  wordFixture([
    new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
    new Paragraph({ text: `Le texte de « ${title} ».` }),
  ])
const now = new Date('2026-11-20T10:00:00-05:00')

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn()
})
afterEach(async () => {
  await github.close()
})

describe('retryOnConflict', () => {
  it('gives two imports racing from two servers two distinct slots', async () => {
    // Two edge isolates: each its own store, both on one branch. B's whole import lands while
    // A is about to commit the slot it chose from the posts it read before.
    const isolateA = storeOn(github)
    const isolateB = storeOn(github)
    const [documentA, documentB] = await Promise.all([article('Article A'), article('Article B')])
    let interfered = false
    github.beforeRefUpdate = async () => {
      if (interfered) return
      interfered = true
      await retryOnConflict(() => importDocument(isolateB, documentB, { now }))
    }

    await retryOnConflict(() => importDocument(isolateA, documentA, { now }))

    const posts = await loadPosts(storeOn(github), 'content/blog')
    const slots = posts.map((post) => post.fr.frontmatter.scheduledDate)
    expect(posts.map((post) => post.fr.frontmatter.title).sort()).toEqual([
      'Article A',
      'Article B',
    ])
    expect(new Set(slots).size).toBe(2)
    expect(await github.log()).toHaveLength(3)
  })

  it('reports the conflict after the last attempt, and passes other errors at once', async () => {
    let calls = 0
    const conflict = () => {
      calls++
      return Promise.reject(new BlogError('conflict', 'Les articles ont changé.'))
    }
    await expect(retryOnConflict(conflict, 3)).rejects.toMatchObject({ code: 'conflict' })
    expect(calls).toBe(3)

    calls = 0
    const broken = () => {
      calls++
      return Promise.reject(new BlogError('store-failed', 'GitHub ne répond pas.'))
    }
    await expect(retryOnConflict(broken, 3)).rejects.toMatchObject({ code: 'store-failed' })
    expect(calls).toBe(1)
  })
})
