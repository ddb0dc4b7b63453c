import { existsSync, readFileSync, writeFileSync, chmodSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestRepository, type TestRepository } from './createTestRepository.ts'
import { LocalGitStore } from './LocalGitStore.ts'

let repo: TestRepository
let store: LocalGitStore
beforeEach(() => {
  repo = createTestRepository()
  store = new LocalGitStore(repo.root)
})
afterEach(() => {
  repo.remove()
})

describe('LocalGitStore', () => {
  it('writes several files as one commit of exactly those paths', async () => {
    writeFileSync(path.join(repo.root, 'other.txt'), 'someone else’s work')
    repo.git('add', 'other.txt')

    const { commit } = await store.commit(
      [
        { path: 'content/blog/a/fr.md', content: 'un' },
        { path: 'content/blog/a/img.png', content: new Uint8Array([1, 2, 3]) },
      ],
      'Import de 1 article',
    )

    expect(commit).toBe(repo.git('rev-parse', 'HEAD').trim())
    expect(repo.log()).toEqual(['Import de 1 article', 'Initial commit'])
    expect(repo.git('show', '--name-only', '--format=', 'HEAD').trim().split('\n')).toEqual([
      'content/blog/a/fr.md',
      'content/blog/a/img.png',
    ])
    expect(repo.status()).toEqual(['A  other.txt'])
    expect(await store.list('content/blog/a')).toEqual(['fr.md', 'img.png'])
    expect(await store.read('content/blog/a/img.png')).toEqual(new Uint8Array([1, 2, 3]))
    expect(await store.read('content/blog/a/absent.md')).toBeUndefined()
    expect(await store.list('content/blog/absent')).toEqual([])
  })

  it('deletes files and leaves no empty folder', async () => {
    await store.commit([{ path: 'content/blog/a/fr.md', content: 'un' }], 'Ajout')
    await store.commit([{ path: 'content/blog/a/fr.md', delete: true }], 'Suppression')
    expect(existsSync(path.join(repo.root, 'content'))).toBe(false)
    expect(repo.git('ls-files').trim()).toBe('README.md')
    expect(repo.status()).toEqual([])
  })

  it('restores every path and makes no commit when git refuses', async () => {
    await store.commit([{ path: 'content/blog/a/fr.md', content: 'avant' }], 'Ajout')
    const hook = path.join(repo.root, '.git', 'hooks', 'pre-commit')
    writeFileSync(hook, '#!/bin/sh\necho "refusé par le hook" >&2\nexit 1\n')
    chmodSync(hook, 0o755)

    await expect(
      store.commit(
        [
          { path: 'content/blog/a/fr.md', content: 'après' },
          { path: 'content/blog/b/fr.md', content: 'nouveau' },
        ],
        'Ne doit pas exister',
      ),
    ).rejects.toMatchObject({ code: 'store-failed' })

    expect(repo.log()).toEqual(['Ajout', 'Initial commit'])
    expect(readFileSync(path.join(repo.root, 'content/blog/a/fr.md'), 'utf8')).toBe('avant')
    expect(existsSync(path.join(repo.root, 'content/blog/b'))).toBe(false)
    expect(repo.status()).toEqual([])
  })

  it('serialises concurrent commits', async () => {
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        store.commit([{ path: `content/blog/p${n}/fr.md`, content: String(n) }], `Article ${n}`),
      ),
    )
    expect(repo.log()).toHaveLength(6)
    expect(repo.status()).toEqual([])
  })

  it('makes no commit when nothing changed', async () => {
    const first = await store.commit([{ path: 'a.md', content: 'x' }], 'Ajout')
    expect(await store.commit([{ path: 'a.md', content: 'x' }], 'Rien')).toEqual(first)
    expect(repo.log()).toEqual(['Ajout', 'Initial commit'])
  })

  it('refuses paths outside the repository', async () => {
    await expect(store.commit([{ path: '../evil.md', content: 'x' }], 'Non')).rejects.toMatchObject(
      {
        code: 'invalid-input',
      },
    )
    expect(repo.log()).toEqual(['Initial commit'])
  })
})
