import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createTestRepository,
  type TestRepository,
} from '../../../tests/support/createTestRepository.ts'
import { LOCAL_COMMIT_STEPS, LOCAL_STORE_LOCK_FILE, LocalGitStore } from './LocalGitStore.ts'

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

  it('serialises concurrent commits', async () => {
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        store.commit([{ path: `content/blog/p${n}/fr.md`, content: String(n) }], `Article ${n}`),
      ),
    )
    expect(repo.log()).toHaveLength(6)
    expect(repo.status()).toEqual([])
  })

  it('writes the commit message without bidirectional or invisible controls', async () => {
    await store.commit(
      [{ path: 'a.md', content: 'x' }],
      'Blog : import depuis « facture\u202egpj.docx »\u2066\u200f\u001b[2J\n\n- nouveau : Été',
    )
    expect(repo.git('log', '-1', '--format=%B').trim()).toBe(
      'Blog : import depuis « facturegpj.docx »[2J\n\n- nouveau : Été',
    )
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

/** Everything a reader or git could see of the repository: the branch, the index, the files. */
function observable(repository: TestRepository) {
  return {
    head: repository.git('rev-parse', 'HEAD').trim(),
    index: repository.git('ls-files', '--stage'),
    status: repository.status(),
    files: repository
      .git('ls-files', '--others', '--cached')
      .trim()
      .split('\n')
      .filter((file) => existsSync(path.join(repository.root, file)))
      .map((file) => [file, readFileSync(path.join(repository.root, file), 'utf8')]),
    gitFolder: readdirSync(path.join(repository.root, '.git')).sort(),
  }
}

describe('LocalGitStore fault injection', () => {
  const scenarios = {
    import: [
      { path: 'content/blog/a/fr.md', content: 'après' },
      { path: 'content/blog/b/fr.md', content: 'nouveau' },
      { path: 'content/blog/b/img.png', content: new Uint8Array([1, 2]) },
    ],
    delete: [
      { path: 'content/blog/a/fr.md', delete: true as const },
      { path: 'content/blog/a/en.md', delete: true as const },
    ],
  }

  for (const [name, changes] of Object.entries(scenarios)) {
    it.each(LOCAL_COMMIT_STEPS)(`${name}: a failure at %s changes nothing`, async (failing) => {
      await store.commit(
        [
          { path: 'content/blog/a/fr.md', content: 'avant' },
          { path: 'content/blog/a/en.md', content: 'before' },
        ],
        'Ajout',
      )
      const before = observable(repo)
      const faulty = new LocalGitStore(repo.root, {
        beforeStep: (step) => {
          if (step === failing) {
            throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
          }
        },
      })
      await expect(faulty.commit(changes, 'Ne doit pas exister')).rejects.toMatchObject({
        code: 'store-failed',
        message: 'L’enregistrement a échoué parce que le disque est plein ; rien n’a été modifié.',
      })
      expect(observable(repo)).toEqual(before)
      expect(await store.read('content/blog/a/fr.md')).toEqual(new TextEncoder().encode('avant'))
      // The same store works again once the fault is gone.
      await expect(store.commit(changes, 'Réussi')).resolves.toMatchObject({})
      expect(repo.log()[0]).toBe('Réussi')
      expect(repo.status()).toEqual([])
    })
  }

  it('refuses as a conflict when the branch moved under it, and changes nothing else', async () => {
    const before = observable(repo)
    const racing = new LocalGitStore(repo.root, {
      beforeStep: (step) => {
        if (step !== 'update-ref') return
        repo.git('commit', '--quiet', '--allow-empty', '-m', 'Quelqu’un d’autre')
      },
    })
    await expect(
      racing.commit([{ path: 'content/blog/c/fr.md', content: 'x' }], 'Perdu'),
    ).rejects.toMatchObject({ code: 'conflict' })
    expect(repo.log()).toEqual(['Quelqu’un d’autre', 'Initial commit'])
    expect(repo.status()).toEqual([])
    expect(observable(repo).files).toEqual(before.files)
  })

  it('refuses a decision made from posts another writer changed since they were read', async () => {
    const other = new LocalGitStore(repo.root)
    expect(await store.list('content/blog')).toEqual([])
    await other.commit([{ path: 'content/blog/x/fr.md', content: 'x' }], 'Autre')
    await expect(
      store.commit([{ path: 'content/blog/y/fr.md', content: 'y' }], 'Périmé', {
        decidedFrom: 'content/blog',
      }),
    ).rejects.toMatchObject({ code: 'conflict' })
    expect(repo.log()).toEqual(['Autre', 'Initial commit'])
    // Read again, the decision is current and lands.
    expect(await store.list('content/blog')).toEqual(['x'])
    await store.commit([{ path: 'content/blog/y/fr.md', content: 'y' }], 'À jour', {
      decidedFrom: 'content/blog',
    })
    expect(repo.log()[0]).toBe('À jour')
  })

  it('breaks a lock left by a process that died, and waits for a live one', async () => {
    const lock = path.join(repo.root, '.git', LOCAL_STORE_LOCK_FILE)
    writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), token: 'mort' }))
    await store.commit([{ path: 'a.md', content: 'x' }], 'Après un verrou périmé')
    expect(existsSync(lock)).toBe(false)

    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), token: 'vivant' }))
    const waiting = new LocalGitStore(repo.root, { lock: { timeoutMs: 300 } })
    await expect(waiting.commit([{ path: 'b.md', content: 'y' }], 'Bloqué')).rejects.toMatchObject({
      code: 'store-failed',
      file: '.git/santra-blog.lock',
      message: expect.stringMatching(
        /^Une autre écriture du blogue est en cours \(verrou \.git\/santra-blog\.lock, tenu par le processus \d+\).*supprimez ce fichier puis réessayez\.$/,
      ) as unknown,
    })
    expect(repo.log()[0]).toBe('Après un verrou périmé')
  })

  // A git killed while it held a lock file (the index's, or a branch's) leaves it behind, and
  // every git command after it fails with « File exists ».
  it.each(['index.lock', 'refs/heads/main.lock'])(
    'clears a %s left by a git that crashed, when no git runs in the repository',
    async (name) => {
      const lock = path.join(repo.root, '.git', name)
      writeFileSync(lock, '')
      const minuteAgo = new Date(Date.now() - 60_000)
      utimesSync(lock, minuteAgo, minuteAgo)
      await store.commit([{ path: 'a.md', content: 'x' }], 'Malgré le verrou')
      expect(repo.log()[0]).toBe('Malgré le verrou')
      expect(existsSync(lock)).toBe(false)
      expect(repo.status()).toEqual([])
    },
  )

  it('leaves the index.lock of a running git, and names it and the process', async () => {
    // update-index takes the index's lock and keeps it while its input stays open.
    const git = spawn('git', ['-C', repo.root, 'update-index', '--index-info'], {
      stdio: ['pipe', 'ignore', 'ignore'],
    })
    const lock = path.join(repo.root, '.git', 'index.lock')
    try {
      for (let wait = 0; !existsSync(lock) && wait < 200; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      expect(existsSync(lock)).toBe(true)
      // Half a second of the default five: the wait is the same loop, only shorter.
      const waiting = new LocalGitStore(repo.root, { gitLockWaitMs: 500 })
      await expect(
        waiting.commit([{ path: 'a.md', content: 'x' }], 'Bloqué'),
      ).rejects.toMatchObject({
        code: 'store-failed',
        file: '.git/index.lock',
        message: `Git travaille déjà dans ce dépôt (verrou .git/index.lock, tenu par le processus git ${String(git.pid)})\u202f; rien n’a été modifié. Attendez qu’il ait fini, puis réessayez. Si aucun programme n’utilise git sur ce dépôt (un éditeur, un terminal), supprimez ce fichier puis réessayez.`,
      })
      expect(existsSync(lock)).toBe(true)
    } finally {
      const exited = new Promise((resolve) => git.once('exit', resolve))
      git.stdin.end()
      await exited
    }
    expect(existsSync(lock)).toBe(false)
    await store.commit([{ path: 'a.md', content: 'x' }], 'Après git')
    expect(repo.log()[0]).toBe('Après git')
  })
})

describe('LocalGitStore after a writer was killed', () => {
  const killedCommit = fileURLToPath(
    new URL('../../../tests/support/killedCommit.ts', import.meta.url),
  )

  /** Runs a commit in its own process and kills it (SIGKILL) just before `step`. */
  function killAt(step: string) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', killedCommit, repo.root, step], {
      encoding: 'utf8',
    })
    expect(child.signal).toBe('SIGKILL')
  }

  beforeEach(async () => {
    await store.commit(
      [
        { path: 'content/blog/a/fr.md', content: 'ancien' },
        { path: 'content/blog/c/fr.md', content: 'à supprimer' },
      ],
      'Départ',
    )
  })

  it.each(['move-files', 'update-ref', 'refresh-index'])(
    'reads the branch as it stands when the writer died before %s, and writes again',
    async (step) => {
      const headBefore = repo.git('rev-parse', 'HEAD').trim()
      killAt(step)
      const committed = repo.git('rev-parse', 'HEAD').trim() !== headBefore
      // A new store, as the next command or the restarted server would open it.
      const next = new LocalGitStore(repo.root)
      const expected = committed
        ? { a: 'nouveau', b: 'ajout', c: undefined }
        : { a: 'ancien', b: undefined, c: 'à supprimer' }
      const text = async (file: string) => {
        const bytes = await next.read(file)
        return bytes && new TextDecoder().decode(bytes)
      }
      expect(await text('content/blog/a/fr.md')).toBe(expected.a)
      expect(await text('content/blog/b/fr.md')).toBe(expected.b)
      expect(await text('content/blog/c/fr.md')).toBe(expected.c)
      expect(repo.status()).toEqual([])
      expect(
        readdirSync(path.join(repo.root, '.git')).filter((name) => name.startsWith('santra-blog')),
      ).toEqual([])
      await next.commit([{ path: 'content/blog/d/fr.md', content: 'suite' }], 'Suite')
      expect(repo.status()).toEqual([])
      expect(repo.log()[0]).toBe('Suite')
    },
  )
})
