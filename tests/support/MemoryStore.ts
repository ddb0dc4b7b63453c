import type { ContentStore, FileChange, StoreCommit } from '../../engine/blog/store/ContentStore.ts'
import { trimTrailingSlashes } from '../../engine/blog/trimTrailingSlashes.ts'
import { withoutInvisibleControls } from '../../engine/blog/withoutInvisibleControls.ts'

/** One commit of a {@link MemoryStore}: its message, the paths it changed, every file after it. */
interface MemoryCommit {
  id: string
  message: string
  paths: string[]
  time: Date
  files: ReadonlyMap<string, Uint8Array>
}

/**
 * A {@link ContentStore} held in memory, for tests of the operations and of the shells that call
 * them. It keeps every commit (message, changed paths and the files after it) and answers the
 * history from them as git would; `clock` dates the commits (a test of the 30 days sets it).
 */
export class MemoryStore implements ContentStore {
  readonly files = new Map<string, Uint8Array>()
  readonly commits: MemoryCommit[] = []
  /** When the next commit is made. */
  clock: () => Date = () => new Date()
  /** The files before the first commit, the parent of the first commit. */
  private readonly initial: MemoryCommit

  constructor(files: Record<string, string | Uint8Array> = {}) {
    for (const [path, content] of Object.entries(files)) this.files.set(path, toBytes(content))
    this.initial = {
      id: memoryCommitId(0),
      message: '',
      paths: [],
      time: new Date(0),
      files: new Map(this.files),
    }
  }

  list(dir: string): Promise<string[]> {
    return Promise.resolve(namesIn(this.files, dir))
  }

  read(path: string): Promise<Uint8Array | undefined> {
    return Promise.resolve(this.files.get(path))
  }

  commit(changes: FileChange[], message: string): Promise<{ commit: string }> {
    for (const change of changes) {
      if ('delete' in change) this.files.delete(change.path)
      else this.files.set(change.path, toBytes(change.content))
    }
    const id = memoryCommitId(this.commits.length + 1)
    // As the real stores write it.
    this.commits.push({
      id,
      message: withoutInvisibleControls(message),
      paths: changes.map((change) => change.path),
      time: this.clock(),
      files: new Map(this.files),
    })
    return Promise.resolve({ commit: id })
  }

  history(path: string, options: { since?: Date } = {}): Promise<StoreCommit[]> {
    const under = trimTrailingSlashes(path)
    const found: StoreCommit[] = []
    for (const [index, commit] of this.commits.entries()) {
      if (options.since && commit.time.getTime() < options.since.getTime()) continue
      if (!commit.paths.some((changed) => changed === under || changed.startsWith(`${under}/`))) {
        continue
      }
      found.push({
        commit: commit.id,
        parent: (this.commits[index - 1] ?? this.initial).id,
        time: commit.time.toISOString(),
        message: commit.message.trimEnd(),
      })
    }
    return Promise.resolve(found.reverse())
  }

  readAt(commit: string, path: string): Promise<Uint8Array | undefined> {
    return Promise.resolve(this.commitNamed(commit)?.files.get(path))
  }

  listAt(commit: string, dir: string): Promise<string[]> {
    const files = this.commitNamed(commit)?.files
    return Promise.resolve(files ? namesIn(files, dir) : [])
  }

  /** A file's content as text, for assertions. */
  text(path: string): string | undefined {
    const content = this.files.get(path)
    return content === undefined ? undefined : new TextDecoder().decode(content)
  }

  private commitNamed(id: string): MemoryCommit | undefined {
    return id === this.initial.id ? this.initial : this.commits.find((commit) => commit.id === id)
  }
}

/** The `n`th commit's id, shaped like git's (40 hex digits), as the API's schemas expect one. */
function memoryCommitId(n: number): string {
  return n.toString(16).padStart(40, '0')
}

function namesIn(files: ReadonlyMap<string, Uint8Array>, dir: string): string[] {
  const prefix = dir === '' || dir === '.' ? '' : `${trimTrailingSlashes(dir)}/`
  const names = new Set<string>()
  for (const path of files.keys()) {
    if (path.startsWith(prefix)) names.add(path.slice(prefix.length).split('/')[0] ?? '')
  }
  names.delete('')
  return [...names].sort()
}

function toBytes(content: string | Uint8Array): Uint8Array {
  return typeof content === 'string' ? new TextEncoder().encode(content) : content
}
