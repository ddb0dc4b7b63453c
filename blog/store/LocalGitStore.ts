import { execFile } from 'node:child_process'
import { mkdir, rm, rmdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { BlogError } from '../errors.ts'
import type { ContentReader, ContentStore, FileChange } from './ContentStore.ts'
import { fileSystemReader } from './fileSystemReader.ts'

const run = promisify(execFile)

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

/** How long to wait for another git process (an editor, a person) to release `index.lock`. */
const LOCK_RETRIES = 25
const LOCK_RETRY_DELAY_MS = 200

/**
 * A {@link ContentStore} on a git working tree, committed with the real `git`. Commits are made
 * of exactly the changed paths, so whatever else is staged in the tree stays out of them, and are
 * queued so two operations of one process never interleave.
 */
export class LocalGitStore implements ContentStore {
  readonly root: string
  private readonly reader: ContentReader
  private queue: Promise<unknown> = Promise.resolve()

  /** @param root the top of the git working tree; paths of changes are relative to it */
  constructor(root: string) {
    this.root = path.resolve(root)
    this.reader = fileSystemReader(this.root)
  }

  list(dir: string): Promise<string[]> {
    return this.reader.list(dir)
  }

  read(file: string): Promise<Uint8Array | undefined> {
    return this.reader.read(file)
  }

  // `decidedFrom` needs no check here: this store's commits run one at a time, and the local
  // API runs each read-decide-commit alone (see createWriteQueue).
  commit(changes: FileChange[], message: string): Promise<{ commit: string }> {
    const next = this.queue.then(
      () => this.commitNow(changes, message),
      () => this.commitNow(changes, message),
    )
    this.queue = next.catch(() => undefined)
    return next
  }

  private async commitNow(changes: FileChange[], message: string): Promise<{ commit: string }> {
    const paths = changes.map((change) => this.checkedPath(change.path))
    if (new Set(paths).size !== paths.length) {
      throw new BlogError('invalid-input', 'Un même fichier apparaît deux fois dans un envoi.', {
        english: 'The same file appears twice in one commit.',
      })
    }
    const previous = await Promise.all(paths.map((file) => this.read(file)))
    try {
      for (const change of changes) await this.apply(change)
      await this.git(['add', '--all', '--', ...paths])
      if (await this.nothingStaged(paths)) return { commit: await this.head() }
      await this.git(['commit', '--quiet', '--no-edit', '-m', message, '--', ...paths])
      return { commit: await this.head() }
    } catch (error) {
      await this.restore(paths, previous)
      throw new BlogError(
        'store-failed',
        `L’enregistrement dans git a échoué, rien n’a été modifié (${gitErrorText(error)}).`,
        {
          english: `The git commit failed; nothing was changed (${gitErrorText(error)}).`,
          cause: error,
        },
      )
    }
  }

  private checkedPath(file: string): string {
    const normalized = path.posix.normalize(file)
    if (path.isAbsolute(file) || normalized.startsWith('..') || normalized === '.') {
      throw new BlogError('invalid-input', `Chemin de fichier refusé : ${file}.`, {
        english: `Refused file path: ${file}.`,
      })
    }
    return normalized
  }

  private async apply(change: FileChange): Promise<void> {
    const absolute = path.join(this.root, change.path)
    if ('delete' in change) {
      await rm(absolute, { force: true })
      await this.removeEmptyParents(absolute)
    } else {
      await mkdir(path.dirname(absolute), { recursive: true })
      await writeFile(absolute, change.content)
    }
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

  /** Puts every path back as it was, on disk and in the index. */
  private async restore(paths: string[], previous: (Uint8Array | undefined)[]): Promise<void> {
    await Promise.all(
      paths.map(async (file, index) => {
        const content = previous[index]
        await this.apply(
          content === undefined ? { path: file, delete: true } : { path: file, content },
        )
      }),
    )
    try {
      await this.git(['reset', '--quiet', '--', ...paths])
    } catch {
      // A repository without any commit has no HEAD to reset to: unstage by hand.
      await this.git(['rm', '--cached', '--quiet', '-r', '--ignore-unmatch', '--', ...paths]).catch(
        () => undefined,
      )
    }
  }

  private async nothingStaged(paths: string[]): Promise<boolean> {
    try {
      await this.git(['diff', '--cached', '--quiet', '--', ...paths])
      return true
    } catch (error) {
      if ((error as { code?: unknown }).code === 1) return false
      throw error
    }
  }

  private async head(): Promise<string> {
    return (await this.git(['rev-parse', 'HEAD'])).trim()
  }

  private async git(args: string[]): Promise<string> {
    const env = { ...process.env }
    for (const name of REPOSITORY_VARIABLES) Reflect.deleteProperty(env, name)
    for (let attempt = 0; ; attempt++) {
      try {
        const { stdout } = await run('git', ['-C', this.root, ...args], {
          env,
          maxBuffer: 64 * 1024 * 1024,
        })
        return stdout
      } catch (error) {
        if (attempt >= LOCK_RETRIES || !gitErrorText(error).includes('index.lock')) throw error
        await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_DELAY_MS))
      }
    }
  }
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
