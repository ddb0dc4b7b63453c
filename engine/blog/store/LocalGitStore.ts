import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { BlogError } from '../errors.ts'
import {
  conflictError,
  type CommitOptions,
  type ContentReader,
  type ContentStore,
  type FileChange,
  type StoreCommit,
} from './ContentStore.ts'
import { checkedCommitId, parseCommitLog } from './commitLog.ts'
import { withoutInvisibleControls } from '../withoutInvisibleControls.ts'
import { fileSystemReader } from './fileSystemReader.ts'
import { gitProcessesIn } from './gitProcesses.ts'
import { withProcessLock, type ProcessLockOptions } from './processLock.ts'

const run = promisify(execFile)
const runBytes = promisify(execFile)

/** `git log`'s format for {@link parseCommitLog}: id, parents, commit time, whole message. */
const LOG_FORMAT = '%H%x1f%P%x1f%ct%x1f%B'

/**
 * Variables that would point git at another repository or index than `root`'s: set when the CLI
 * or the tests run inside a git hook, where they would otherwise commit into the outer repository.
 */
const REPOSITORY_VARIABLES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_COMMON_DIR',
  'GIT_PREFIX',
]

/**
 * How long to wait, by default, for another git process (an editor, a person) to release a lock
 * file of git's (`index.lock`, a branch's `.lock`), trying again every
 * {@link GIT_LOCK_RETRY_DELAY_MS}.
 */
const GIT_LOCK_WAIT_MS = 5000
const GIT_LOCK_RETRY_DELAY_MS = 200
/**
 * A git lock file this old, in a repository where no git process runs, was left by a git that
 * crashed: ours finish in well under a second on a blog's repository, and a git the system does
 * not show (in another container) has had the whole wait to finish.
 */
const GIT_LOCK_STALE_MS = GIT_LOCK_WAIT_MS

/** The "no such ref yet" value of `git update-ref`'s expected old value. */
const NO_COMMIT = '0'.repeat(40)

/** The lock file every writer of a repository takes, in its git folder. */
export const LOCAL_STORE_LOCK_FILE = 'santra-blog.lock'

/**
 * Written in the git folder while files are being moved into the working tree and the branch
 * moved: if the process is killed in between, the next store to open the repository finds it and
 * puts those paths back to what the branch holds, whichever side of the branch move it died on.
 */
const LOCAL_STORE_JOURNAL_FILE = 'santra-blog-journal.json'

/** What the journal records: the paths a commit was changing and its staging folder. */
interface CommitJournal {
  paths: string[]
  staging: string
}

/**
 * The steps of a local commit, in order. Up to `update-ref` nothing anyone can see has changed;
 * a failure at any step puts back what the earlier ones did.
 */
export const LOCAL_COMMIT_STEPS = [
  'lock',
  'read-head',
  'stage-files',
  'hash-objects',
  'build-index',
  'write-tree',
  'commit-tree',
  'move-files',
  'update-ref',
  'refresh-index',
] as const

/** One step of a local commit. */
export type LocalCommitStep = (typeof LOCAL_COMMIT_STEPS)[number]

/** Options of {@link LocalGitStore}. */
export interface LocalGitStoreOptions {
  /**
   * The environment git runs in, handed over by the program (its `PATH`, `HOME` and identity
   * variables); the variables that would point git at another repository are dropped from it.
   * By default git gets none, and finds itself on the system's default path.
   */
  environment?: Readonly<Record<string, string | undefined>>
  lock?: ProcessLockOptions
  /**
   * How long a git command waits for a lock file of git's that a running git holds before the
   * commit is refused (by default five seconds); a test of the refusal waits less.
   */
  gitLockWaitMs?: number
  /**
   * Called before each step of a commit. Fault-injection tests throw from it to prove that a
   * failure at any step changes neither the working tree nor the branch.
   */
  beforeStep?: (step: LocalCommitStep) => void | Promise<void>
}

/** What a commit has done so far, for putting it back. */
interface CommitWork {
  staging: string
  /** Targets moved into place, with where the file they replaced was put aside. */
  moved: { target: string; backup?: string; placed: boolean }[]
  createdDirs: string[]
  ref?: { name: string; from: string; to: string }
}

/**
 * A {@link ContentStore} on a git working tree. A commit is built through git's own plumbing on
 * a temporary index (so whatever else is staged stays out), its files are written to a staging
 * folder inside `.git` and moved into place, and the branch moves with `update-ref` only if it is
 * still where it was read. Writers of the same repository take one lock file, across processes.
 */
export class LocalGitStore implements ContentStore {
  readonly root: string
  private readonly reader: ContentReader
  private readonly options: LocalGitStoreOptions
  private queue: Promise<unknown> = Promise.resolve()
  /** The commit the posts were read at since the last commit, for `decidedFrom`. */
  private readBase: Promise<string | undefined> | undefined
  private gitDirs: Promise<{ gitDir: string; commonDir: string }> | undefined
  /** How many of this store's actions hold the writers' lock: then no writer of ours runs git. */
  private holdingLock = 0

  /** @param root the top of the git working tree; paths of changes are relative to it */
  constructor(root: string, options: LocalGitStoreOptions = {}) {
    this.root = path.resolve(root)
    this.reader = fileSystemReader(this.root)
    this.options = options
  }

  async list(dir: string): Promise<string[]> {
    await this.noteReadBase()
    return this.reader.list(dir)
  }

  async read(file: string): Promise<Uint8Array | undefined> {
    await this.noteReadBase()
    return this.reader.read(file)
  }

  async history(file: string, options: { since?: Date } = {}): Promise<StoreCommit[]> {
    await this.noteReadBase()
    const head = await this.headCommit()
    if (head === undefined) return []
    const since = options.since ? [`--since=${options.since.toISOString()}`] : []
    const log = await this.gitBytes([
      'log',
      '-z',
      `--format=${LOG_FORMAT}`,
      ...since,
      head,
      '--',
      this.checkedPath(file),
    ])
    return parseCommitLog(log.toString('utf8'))
  }

  async readAt(commit: string, file: string): Promise<Uint8Array | undefined> {
    const object = `${checkedCommitId(commit)}:${this.checkedPath(file)}`
    const type = await this.gitBytes(['cat-file', '-t', object]).catch(() => undefined)
    if (type?.toString('utf8').trim() !== 'blob') return undefined
    return new Uint8Array(await this.gitBytes(['cat-file', 'blob', object]))
  }

  async listAt(commit: string, dir: string): Promise<string[]> {
    const folder = dir === '' || dir === '.' ? '' : this.checkedPath(dir)
    const listing = await this.gitBytes([
      'ls-tree',
      '-z',
      '--name-only',
      `${checkedCommitId(commit)}:${folder}`,
    ]).catch(() => undefined)
    if (listing === undefined) return []
    return listing.toString('utf8').split('\0').filter(Boolean).sort()
  }

  /** Runs a git command that reads, and returns its output as bytes (a blob may be an image). */
  private async gitBytes(args: string[]): Promise<Buffer> {
    const env: NodeJS.ProcessEnv = { ...this.options.environment }
    for (const name of REPOSITORY_VARIABLES) Reflect.deleteProperty(env, name)
    const { stdout } = await runBytes('git', ['-C', this.root, ...args], {
      env,
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'buffer',
    })
    return stdout
  }

  commit(
    changes: FileChange[],
    message: string,
    options: CommitOptions = {},
  ): Promise<{ commit: string }> {
    const attempt = () => this.lockedCommit(changes, withoutInvisibleControls(message), options)
    const next = this.queue.then(attempt, attempt)
    this.queue = next.catch(() => undefined)
    return next
  }

  /** The head is noted before the files are read, so what was read is never older than it. */
  private async noteReadBase(): Promise<void> {
    this.readBase ??= this.repairIfInterrupted()
      .then(() => this.headCommit())
      .catch(() => undefined)
    await this.readBase
  }

  private async lockedCommit(
    changes: FileChange[],
    message: string,
    options: CommitOptions,
  ): Promise<{ commit: string }> {
    const paths = changes.map((change) => this.checkedPath(change.path))
    if (new Set(paths).size !== paths.length) {
      throw new BlogError('invalid-input', 'Un même fichier apparaît deux fois dans un envoi.', {
        english: 'The same file appears twice in one commit.',
      })
    }
    const readBase = await this.readBase
    this.readBase = undefined
    try {
      await this.step('lock')
      return await this.underLock(() =>
        this.commitUnderLock(changes, message, { ...options, readBase }),
      )
    } catch (error) {
      throw error instanceof BlogError ? error : storeFailed(error)
    }
  }

  private async commitUnderLock(
    changes: FileChange[],
    message: string,
    options: CommitOptions & { readBase: string | undefined },
  ): Promise<{ commit: string }> {
    const work: CommitWork = {
      staging: path.join((await this.dirs()).gitDir, `santra-blog-staging-${randomUUID()}`),
      moved: [],
      createdDirs: [],
    }
    try {
      await this.repairInterruptedCommit()
      await this.step('read-head')
      const ref = await this.branchRef()
      const head = await this.headCommit()
      if (options.decidedFrom !== undefined && options.readBase !== undefined) {
        await this.refuseIfChanged(options.decidedFrom, options.readBase, head)
      }
      const commit = await this.buildCommit(changes, message, head, work)
      if (commit === undefined) return { commit: head ?? '' }
      await this.writeJournal({
        paths: changes.map((change) => change.path),
        staging: work.staging,
      })
      await this.step('move-files')
      await this.moveIntoPlace(changes, work)
      await this.step('update-ref')
      // The expected old value makes git refuse if anything moved the branch since it was read.
      await this.git(['update-ref', '-m', 'santra-blog', ref, commit, head ?? NO_COMMIT]).catch(
        async (error: unknown) => {
          // Someone moved the branch outside the lock (a person with git): decide again.
          if ((await this.headCommit()) !== head) throw conflictError(options.decidedFrom ?? ref)
          throw error
        },
      )
      work.ref = { name: ref, from: head ?? NO_COMMIT, to: commit }
      await this.step('refresh-index')
      await this.git(['reset', '--quiet', '--', ...changes.map((change) => change.path)])
      await this.finish(changes, work)
      await this.removeJournal()
      return { commit }
    } catch (error) {
      await this.undo(work)
      await this.removeJournal().catch(() => undefined)
      if (error instanceof BlogError) throw error
      throw storeFailed(error)
    } finally {
      await rm(work.staging, { recursive: true, force: true }).catch(() => undefined)
    }
  }

  private async refuseIfChanged(dir: string, readBase: string, head: string | undefined) {
    const tree = (commit: string | undefined) =>
      commit === undefined
        ? Promise.resolve('')
        : this.git(['rev-parse', '--verify', '--quiet', `${commit}:${dir}`]).catch(() => '')
    const [before, now] = await Promise.all([tree(readBase), tree(head)])
    if (before.trim() !== now.trim()) throw conflictError(dir)
  }

  /**
   * Writes the new files to the staging folder and their blobs, tree and commit to git, without
   * touching the working tree, the index or any ref. `undefined` when nothing would change.
   */
  private async buildCommit(
    changes: FileChange[],
    message: string,
    head: string | undefined,
    work: CommitWork,
  ): Promise<string | undefined> {
    await this.step('stage-files')
    await mkdir(work.staging, { recursive: true })
    const staged: string[] = []
    for (const [index, change] of changes.entries()) {
      if ('delete' in change) continue
      const file = path.join(work.staging, String(index))
      await writeFile(file, change.content)
      staged.push(file)
    }
    await this.step('hash-objects')
    const blobs =
      staged.length === 0
        ? []
        : (await this.git(['hash-object', '-w', '--no-filters', '--', ...staged]))
            .trim()
            .split('\n')
    await this.step('build-index')
    const index = { GIT_INDEX_FILE: path.join(work.staging, 'index') }
    await this.git(head ? ['read-tree', head] : ['read-tree', '--empty'], index)
    let blob = 0
    const entries = changes.map((change) =>
      'delete' in change
        ? `0 ${NO_COMMIT}\t${change.path}`
        : `100644 ${blobs[blob++]}\t${change.path}`,
    )
    await this.git(['update-index', '--index-info'], index, `${entries.join('\n')}\n`)
    await this.step('write-tree')
    const tree = (await this.git(['write-tree'], index)).trim()
    const headTree = head ? (await this.git(['rev-parse', `${head}^{tree}`])).trim() : undefined
    if (tree === headTree) return undefined
    await this.step('commit-tree')
    const parents = head ? ['-p', head] : []
    return (await this.git(['commit-tree', tree, ...parents], {}, message)).trim()
  }

  /** Moves each new file into place, putting aside the one it replaces (and deleted ones). */
  private async moveIntoPlace(changes: FileChange[], work: CommitWork): Promise<void> {
    for (const [index, change] of changes.entries()) {
      const target = path.join(this.root, change.path)
      const backup = path.join(work.staging, `${index}.before`)
      const entry: CommitWork['moved'][number] = { target, placed: false }
      work.moved.push(entry)
      try {
        await rename(target, backup)
        entry.backup = backup
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
      if ('delete' in change) continue
      await this.makeParents(path.dirname(target), work)
      await rename(path.join(work.staging, String(index)), target)
      entry.placed = true
    }
  }

  private async makeParents(dir: string, work: CommitWork): Promise<void> {
    const created = await mkdir(dir, { recursive: true })
    if (created === undefined) return
    // mkdir names the first folder it made; every folder from there down to `dir` is new.
    for (let folder = dir; folder.length >= created.length; folder = path.dirname(folder)) {
      work.createdDirs.push(folder)
    }
  }

  /** After success: the replaced files go, and a deleted post leaves no empty folder. */
  private async finish(changes: FileChange[], work: CommitWork): Promise<void> {
    for (const change of changes) {
      if ('delete' in change) await this.removeEmptyParents(path.join(this.root, change.path))
    }
    work.moved = []
    work.createdDirs = []
    work.ref = undefined
  }

  /** Puts back the branch and every moved file, newest first. */
  private async undo(work: CommitWork): Promise<void> {
    if (work.ref) {
      await this.git([
        'update-ref',
        '-m',
        'santra-blog: undo',
        work.ref.name,
        work.ref.from,
        work.ref.to,
      ]).catch(() => undefined)
    }
    for (const { target, backup, placed } of work.moved.reverse()) {
      if (placed) await rm(target, { force: true }).catch(() => undefined)
      if (backup) await rename(backup, target).catch(() => undefined)
    }
    for (const dir of work.createdDirs.sort((a, b) => b.length - a.length)) {
      await rmdir(dir).catch(() => undefined)
    }
  }

  private async journalFile(): Promise<string> {
    return path.join((await this.dirs()).gitDir, LOCAL_STORE_JOURNAL_FILE)
  }

  /** Written to a temporary name and renamed: a journal is either whole or absent. */
  private async writeJournal(journal: CommitJournal): Promise<void> {
    const file = await this.journalFile()
    await writeFile(`${file}.tmp`, JSON.stringify(journal))
    await rename(`${file}.tmp`, file)
  }

  private async removeJournal(): Promise<void> {
    await rm(await this.journalFile(), { force: true })
  }

  private async readJournal(): Promise<CommitJournal | undefined> {
    try {
      return JSON.parse(await readFile(await this.journalFile(), 'utf8')) as CommitJournal
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }

  /** Before a read: a commit killed half-way is put right, under the writers' lock. */
  private async repairIfInterrupted(): Promise<void> {
    if ((await this.readJournal()) === undefined) return
    await this.underLock(() => this.repairInterruptedCommit())
  }

  /** Runs `action` holding the lock every writer of the repository takes, across processes. */
  private async underLock<T>(action: () => Promise<T>): Promise<T> {
    const file = path.join((await this.dirs()).commonDir, LOCAL_STORE_LOCK_FILE)
    return await withProcessLock(
      file,
      async () => {
        this.holdingLock++
        try {
          return await action()
        } finally {
          this.holdingLock--
        }
      },
      { ...this.options.lock, shownAs: this.shown(file) },
    )
  }

  /** A file of the repository as a person finds it: from the repository's top when inside. */
  private shown(file: string): string {
    const relative = path.relative(this.root, file)
    return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative
  }

  /**
   * Removes the git lock file `lock` (from git's « File exists ») when git left it in a crash:
   * this store holds the writers' lock (no writer of ours runs git), no git process runs in the
   * repository (see gitProcessesIn) and the file is older than {@link GIT_LOCK_STALE_MS}. Returns
   * whether the lock is gone, so that the command is run again at once; otherwise the git
   * processes that may hold it, or `undefined` when the system cannot say.
   */
  private async clearCrashedGitLock(lock: string): Promise<true | number[] | undefined> {
    const { gitDir, commonDir } = await this.dirs()
    const before = await stat(lock).catch(() => undefined)
    if (before === undefined) return true
    const running = await gitProcessesIn([this.root, gitDir, commonDir])
    if (running === undefined || running.length > 0) return running
    if (this.holdingLock === 0 || Date.now() - before.mtimeMs < GIT_LOCK_STALE_MS) return []
    // The very file judged, not one a git made since (git never rewrites a lock it did not make).
    const now = await stat(lock).catch(() => undefined)
    if (now?.ino === before.ino && now.mtimeMs === before.mtimeMs) {
      await unlink(lock).catch(() => undefined)
    }
    return true
  }

  /**
   * Puts every path of an interrupted commit back to what the branch holds: the branch is the
   * truth, whether the process died before moving it (the old files come back) or after (the new
   * files are completed). Runs under the lock.
   */
  private async repairInterruptedCommit(): Promise<void> {
    const journal = await this.readJournal()
    if (journal === undefined) return
    const paths = journal.paths.map((file) => this.checkedPath(file))
    const head = await this.headCommit()
    for (const file of paths) {
      const inHead =
        head !== undefined &&
        (await this.git(['cat-file', '-e', `${head}:${file}`]).then(
          () => true,
          () => false,
        ))
      if (inHead) {
        await this.git(['checkout', head, '--', file])
      } else {
        await rm(path.join(this.root, file), { force: true })
        await this.removeEmptyParents(path.join(this.root, file))
      }
    }
    await this.git(['reset', '--quiet', '--', ...paths])
    const { gitDir } = await this.dirs()
    // Only a staging folder of ours is removed, whatever the journal says.
    if (
      path.dirname(journal.staging) === gitDir &&
      /^santra-blog-staging-/.test(path.basename(journal.staging))
    ) {
      await rm(journal.staging, { recursive: true, force: true })
    }
    await this.removeJournal()
  }

  private checkedPath(file: string): string {
    const normalized = path.posix.normalize(file)
    if (
      path.isAbsolute(file) ||
      normalized.startsWith('..') ||
      normalized === '.' ||
      normalized.startsWith('.git/') ||
      /\p{Cc}/u.test(file)
    ) {
      throw new BlogError('invalid-input', 'Un chemin de fichier hors du blogue a été refusé.', {
        english: 'A file path outside the blog was refused.',
      })
    }
    return normalized
  }

  /** Git keeps no empty folders; a deleted post should leave none on disk either. */
  private async removeEmptyParents(file: string): Promise<void> {
    for (
      let dir = path.dirname(file);
      dir.startsWith(this.root + path.sep);
      dir = path.dirname(dir)
    ) {
      try {
        await rmdir(dir)
      } catch {
        return
      }
    }
  }

  private async step(step: LocalCommitStep): Promise<void> {
    await this.options.beforeStep?.(step)
  }

  private dirs(): Promise<{ gitDir: string; commonDir: string }> {
    this.gitDirs ??= (async () => {
      const [gitDir = '', commonDir = ''] = (
        await this.git(['rev-parse', '--git-dir', '--git-common-dir'])
      )
        .trim()
        .split('\n')
      return {
        gitDir: path.resolve(this.root, gitDir),
        commonDir: path.resolve(this.root, commonDir),
      }
    })()
    return this.gitDirs
  }

  /** The branch HEAD points at (`refs/heads/main`), or `HEAD` itself when it is detached. */
  private async branchRef(): Promise<string> {
    const ref = await this.git(['symbolic-ref', '--quiet', 'HEAD']).catch(() => 'HEAD')
    return ref.trim()
  }

  /** The commit HEAD names, or `undefined` in a repository without any commit. */
  private async headCommit(): Promise<string | undefined> {
    try {
      return (await this.git(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])).trim()
    } catch {
      return undefined
    }
  }

  private async git(args: string[], extraEnv: Record<string, string> = {}, input?: string) {
    const env: NodeJS.ProcessEnv = { ...this.options.environment }
    for (const name of REPOSITORY_VARIABLES) Reflect.deleteProperty(env, name)
    Object.assign(env, extraEnv)
    const retries = Math.ceil(
      (this.options.gitLockWaitMs ?? GIT_LOCK_WAIT_MS) / GIT_LOCK_RETRY_DELAY_MS,
    )
    for (let attempt = 0; ; attempt++) {
      try {
        return await runGit(['-C', this.root, ...args], env, input)
      } catch (error) {
        const lock = await this.gitLockOf(error)
        if (lock === undefined) throw error
        const running = await this.clearCrashedGitLock(lock)
        if (running === true) continue
        if (attempt >= retries) throw gitLockHeld(this.shown(lock), running, error)
        await new Promise((resolve) => setTimeout(resolve, GIT_LOCK_RETRY_DELAY_MS))
      }
    }
  }

  /** The lock file of this repository's git folders that git found taken, if that is the error. */
  private async gitLockOf(error: unknown): Promise<string | undefined> {
    const stderr = (error as { stderr?: unknown }).stderr
    const named = /Unable to create '([^'\n]+\.lock)': File exists/.exec(String(stderr))?.[1]
    if (named === undefined) return undefined
    const lock = path.resolve(this.root, named)
    const { gitDir, commonDir } = await this.dirs()
    return [gitDir, commonDir].some((dir) => lock.startsWith(`${dir}${path.sep}`))
      ? lock
      : undefined
  }
}

/** Runs git, feeding `input` to its standard input when given. */
async function runGit(args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<string> {
  const child = run('git', args, { env, maxBuffer: 64 * 1024 * 1024 })
  if (input !== undefined) child.child.stdin?.end(input)
  return (await child).stdout
}

/**
 * The sentence when a git lock file stays taken: which file, the git process that holds it when
 * the system shows one, and what to do once no git is running.
 */
function gitLockHeld(shownAs: string, running: number[] | undefined, cause: unknown): BlogError {
  const pids = running?.length ? running.map(String).join(', ') : undefined
  const fr = pids
    ? `Git travaille déjà dans ce dépôt (verrou ${shownAs}, tenu par le processus git ${pids})\u202f; rien n’a été modifié. Attendez qu’il ait fini, puis réessayez. Si aucun programme n’utilise git sur ce dépôt (un éditeur, un terminal), supprimez ce fichier puis réessayez.`
    : `Le verrou de git ${shownAs} bloque l’enregistrement\u202f; rien n’a été modifié. Si aucun programme n’utilise git sur ce dépôt (un éditeur, un terminal), supprimez ce fichier puis réessayez.`
  const en = pids
    ? `Git is already working in this repository (lock ${shownAs}, held by git process ${pids}); nothing was changed. Wait for it to finish, then try again. If no program is using git on this repository (an editor, a terminal), delete this file and try again.`
    : `Git's lock ${shownAs} blocks the save; nothing was changed. If no program is using git on this repository (an editor, a terminal), delete this file and try again.`
  return new BlogError('store-failed', fr, { english: en, file: shownAs, cause })
}

function storeFailed(error: unknown): BlogError {
  const reason = diskFull(error)
    ? { fr: 'le disque est plein', en: 'the disk is full' }
    : { fr: 'git a refusé l’opération', en: 'git refused the operation' }
  return new BlogError(
    'store-failed',
    `L’enregistrement a échoué parce que ${reason.fr} ; rien n’a été modifié.`,
    { english: `Saving failed because ${reason.en}; nothing was changed.`, cause: error },
  )
}

function diskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'ENOSPC' || code === 'EDQUOT' || /No space left/i.test(gitErrorText(error))
}

/** The first meaningful line git printed, or the error's message. */
function gitErrorText(error: unknown): string {
  const stderr = (error as { stderr?: unknown }).stderr
  const text = typeof stderr === 'string' && stderr.trim() !== '' ? stderr : String(error)
  const lines = text.split('\n').map((line) => line.trim())
  return (
    lines.find((line) => line.startsWith('fatal:') || line.startsWith('error:')) ?? lines[0] ?? ''
  )
}
