import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  startGitHubStandIn,
  storeOn,
  type GitHubStandIn,
  type StandInFault,
} from '../../../tests/support/githubStandIn.ts'

let github: GitHubStandIn

beforeEach(async () => {
  github = await startGitHubStandIn()
})
afterEach(async () => {
  await github.close()
})

describe('GitHubStore', () => {
  it('writes several files as one commit on the branch and reads them back', async () => {
    const store = storeOn(github)
    const image = new Uint8Array([0, 1, 2, 255, 254])
    const { commit } = await store.commit(
      [
        { path: 'content/blog/2026-11-23-un/fr.md', content: 'Élan « durable »\n' },
        { path: 'content/blog/2026-11-23-un/image-1.png', content: image },
      ],
      'Import de 1 article',
    )

    expect(commit).toBe((await github.git(['rev-parse', github.branch])).trim())
    expect(await github.log()).toEqual(['Import de 1 article', 'Initial commit'])
    expect(await github.files()).toEqual([
      'README.md',
      'content/blog/2026-11-23-un/fr.md',
      'content/blog/2026-11-23-un/image-1.png',
    ])
    expect(await github.git(['log', '-1', '--format=%an <%ae>', github.branch])).toBe(
      'Blog SANTRA <blog@example.com>\n',
    )
    expect(github.requests.get('PATCH ref')).toBe(1)

    expect(await store.list('content/blog')).toEqual(['2026-11-23-un'])
    expect(await store.list('content/blog/2026-11-23-un')).toEqual(['fr.md', 'image-1.png'])
    expect(await store.list('content/absent')).toEqual([])
    const text = await store.read('content/blog/2026-11-23-un/fr.md')
    expect(new TextDecoder().decode(text)).toBe('Élan « durable »\n')
    expect(await store.read('content/blog/2026-11-23-un/image-1.png')).toEqual(image)
    expect(await store.read('content/blog/2026-11-23-un/absent.md')).toBeUndefined()
    expect(await store.read('content/blog')).toBeUndefined()
  })

  it('deletes files, and the emptied folder disappears', async () => {
    const store = storeOn(github)
    await store.commit([{ path: 'content/blog/a/fr.md', content: 'un' }], 'Ajout')
    await store.commit([{ path: 'content/blog/a/fr.md', delete: true }], 'Suppression')
    expect(await github.files()).toEqual(['README.md'])
    expect(await store.list('content/blog')).toEqual([])
    expect(await github.log()).toEqual(['Suppression', 'Ajout', 'Initial commit'])
  })

  it('writes the commit message without bidirectional or invisible controls', async () => {
    const store = storeOn(github)
    await store.commit(
      [{ path: 'a.md', content: 'x' }],
      'Blog : import depuis « facture\u202egpj.docx »\u2066\u200f\u001b[2J',
    )
    expect(await github.log()).toEqual([
      'Blog : import depuis « facturegpj.docx »[2J',
      'Initial commit',
    ])
  })

  it('makes no commit when nothing changes', async () => {
    const store = storeOn(github)
    const first = await store.commit([{ path: 'a.md', content: 'x' }], 'Ajout')
    expect(await store.commit([{ path: 'a.md', content: 'x' }], 'Rien')).toEqual(first)
    expect(await store.commit([{ path: 'absent.md', delete: true }], 'Rien')).toEqual(first)
    expect(await github.log()).toEqual(['Ajout', 'Initial commit'])
  })

  it('retries on the new head when another writer moved the branch first; both commits land', async () => {
    const writerA = storeOn(github)
    const writerB = storeOn(github)
    let interfered = false
    github.beforeRefUpdate = async () => {
      if (interfered) return
      interfered = true
      await writerB.commit([{ path: 'content/blog/b/fr.md', content: 'B' }], 'Écrit par B')
    }

    await writerA.commit([{ path: 'content/blog/a/fr.md', content: 'A' }], 'Écrit par A')

    expect(await github.log()).toEqual(['Écrit par A', 'Écrit par B', 'Initial commit'])
    expect(await github.files()).toEqual([
      'README.md',
      'content/blog/a/fr.md',
      'content/blog/b/fr.md',
    ])
    // A's first ref update was refused, B's went through, A's second went through.
    expect(github.requests.get('PATCH ref')).toBe(3)
    expect(github.requests.get('POST commit')).toBe(3)
  })

  it('lands every commit of writers racing each other', async () => {
    const writers = [1, 2, 3, 4].map(() => storeOn(github))
    await Promise.all(
      writers.map((writer, n) =>
        writer.commit([{ path: `content/blog/p${n}/fr.md`, content: String(n) }], `Article ${n}`),
      ),
    )
    expect((await github.log()).sort()).toEqual(
      ['Article 0', 'Article 1', 'Article 2', 'Article 3', 'Initial commit'].sort(),
    )
    expect(await github.files()).toHaveLength(5)
  })

  it('refuses to overwrite a file another writer changed after it was read', async () => {
    const writerA = storeOn(github)
    const writerB = storeOn(github)
    await writerA.commit([{ path: 'content/blog/a/fr.md', content: 'v1' }], 'Ajout')
    expect(await writerA.read('content/blog/a/fr.md')).toBeDefined()
    await writerB.commit([{ path: 'content/blog/a/fr.md', content: 'v2 par B' }], 'Modifié par B')

    const refusal: unknown = await writerA
      .commit([{ path: 'content/blog/a/fr.md', content: 'v2 par A' }], 'Modifié par A')
      .catch((error: unknown) => error)
    expect(refusal).toMatchObject({ code: 'store-failed' })
    expect(String(refusal)).toContain('content/blog/a/fr.md')
    expect(await github.log()).toEqual(['Modifié par B', 'Ajout', 'Initial commit'])
  })

  it('refuses as a conflict a commit decided from a folder another writer changed', async () => {
    const writerA = storeOn(github)
    const writerB = storeOn(github)
    expect(await writerA.list('content/blog')).toEqual([])
    await writerB.commit([{ path: 'content/blog/b/fr.md', content: 'B' }], 'Écrit par B')

    const refusal: unknown = await writerA
      .commit([{ path: 'content/blog/a/fr.md', content: 'A' }], 'Écrit par A', {
        decidedFrom: 'content/blog',
      })
      .catch((error: unknown) => error)
    expect(refusal).toMatchObject({ code: 'conflict' })
    expect(await github.log()).toEqual(['Écrit par B', 'Initial commit'])

    // Read again, decided again: it lands.
    expect(await writerA.list('content/blog')).toEqual(['b'])
    await writerA.commit([{ path: 'content/blog/a/fr.md', content: 'A' }], 'Écrit par A', {
      decidedFrom: 'content/blog',
    })
    expect(await github.log()).toEqual(['Écrit par A', 'Écrit par B', 'Initial commit'])
  })

  it('lets a decided commit land when the other writer changed files elsewhere', async () => {
    const writerA = storeOn(github)
    const writerB = storeOn(github)
    expect(await writerA.list('content/blog')).toEqual([])
    await writerB.commit([{ path: 'docs/notes.md', content: 'B' }], 'Notes de B')
    await writerA.commit([{ path: 'content/blog/a/fr.md', content: 'A' }], 'Écrit par A', {
      decidedFrom: 'content/blog',
    })
    expect(await github.log()).toEqual(['Écrit par A', 'Notes de B', 'Initial commit'])
  })

  it('reports a refused token as a failed commit that changed nothing', async () => {
    const store = storeOn(github, { token: 'wrong' })
    const refusal: unknown = await store
      .commit([{ path: 'a.md', content: 'x' }], 'Non')
      .catch((error: unknown) => error)
    expect(refusal).toMatchObject({ code: 'store-failed' })
    expect(String(refusal)).toContain('rien n’a été modifié')
    expect(await github.log()).toEqual(['Initial commit'])
  })

  it('refuses paths outside the repository', async () => {
    const store = storeOn(github)
    await expect(store.commit([{ path: '../evil.md', content: 'x' }], 'Non')).rejects.toMatchObject(
      {
        code: 'invalid-input',
      },
    )
    expect(await github.log()).toEqual(['Initial commit'])
  })
})

describe('GitHubStore on an unreliable network', () => {
  /**
   * How long a request may take before the store gives up on it: a second, so that a request the
   * stand-in answers (a few git commands each) never runs out on a busy machine (at 200 and
   * 300 ms, a load of 16 on two cores made answered requests time out), while a hung one costs
   * only that second.
   */
  const requestTimeoutMs = 1000

  /** Injects `fault` into the first `times` requests named `request`. */
  function inject(request: string, fault: StandInFault, times = 1) {
    let left = times
    github.fault = (name) => {
      if (name !== request || left === 0) return undefined
      left--
      return fault
    }
  }

  it.each(['lose-answer', 'apply-then-hang'] as const)(
    'recognises its own commit after the ref update’s answer is lost (%s) and never duplicates it',
    async (fault) => {
      inject('PATCH ref', fault)
      const store = storeOn(github, { requestTimeoutMs })
      const result = await store.commit(
        [{ path: 'content/blog/a/fr.md', content: 'A' }],
        'Import',
        { decidedFrom: 'content/blog' },
      )
      expect(result.note?.fr).toContain('La réponse de GitHub s’est perdue')
      expect(await github.log()).toEqual(['Import', 'Initial commit'])
      expect(await github.git(['log', '-1', '--format=%B', github.branch])).toMatch(
        /Blog-Operation: [0-9a-f-]{36}/,
      )
    },
  )

  it('retries a call that hung, within the deadline, and lands once', async () => {
    inject('POST commit', 'hang')
    const store = storeOn(github, { requestTimeoutMs })
    const result = await store.commit([{ path: 'a.md', content: 'x' }], 'Ajout')
    expect(result.note).toBeUndefined()
    expect(await github.log()).toEqual(['Ajout', 'Initial commit'])
  })

  it('gives up at the deadline when GitHub keeps hanging, saying nothing was changed', async () => {
    inject('PATCH ref', 'hang', 100)
    const store = storeOn(github, { requestTimeoutMs, operationTimeoutMs: 2000 })
    const started = Date.now()
    await expect(store.commit([{ path: 'a.md', content: 'x' }], 'Perdu')).rejects.toMatchObject({
      code: 'store-failed',
      message:
        'GitHub n’a pas répondu à temps ou a refusé l’enregistrement ; la branche a été relue et rien n’a été modifié, réessayez dans un instant.',
    })
    expect(Date.now() - started).toBeLessThan(6000)
    expect(await github.log()).toEqual(['Initial commit'])
  })
})
