import type { ContentStore, FileChange } from '../../engine/blog/store/ContentStore.ts'
import { trimTrailingSlashes } from '../../engine/blog/trimTrailingSlashes.ts'
import { withoutInvisibleControls } from '../../engine/blog/withoutInvisibleControls.ts'

/**
 * A {@link ContentStore} held in memory, for tests of the operations and of the shells that call
 * them. It keeps every commit's message and changed paths.
 */
export class MemoryStore implements ContentStore {
  readonly files = new Map<string, Uint8Array>()
  readonly commits: { id: string; message: string; paths: string[] }[] = []

  constructor(files: Record<string, string | Uint8Array> = {}) {
    for (const [path, content] of Object.entries(files)) this.files.set(path, toBytes(content))
  }

  list(dir: string): Promise<string[]> {
    const prefix = dir === '' || dir === '.' ? '' : `${trimTrailingSlashes(dir)}/`
    const names = new Set<string>()
    for (const path of this.files.keys()) {
      if (path.startsWith(prefix)) names.add(path.slice(prefix.length).split('/')[0] ?? '')
    }
    names.delete('')
    return Promise.resolve([...names].sort())
  }

  read(path: string): Promise<Uint8Array | undefined> {
    return Promise.resolve(this.files.get(path))
  }

  commit(changes: FileChange[], message: string): Promise<{ commit: string }> {
    for (const change of changes) {
      if ('delete' in change) this.files.delete(change.path)
      else this.files.set(change.path, toBytes(change.content))
    }
    const id = `memory-${this.commits.length + 1}`
    // As the real stores write it.
    this.commits.push({
      id,
      message: withoutInvisibleControls(message),
      paths: changes.map((change) => change.path),
    })
    return Promise.resolve({ commit: id })
  }

  /** A file's content as text, for assertions. */
  text(path: string): string | undefined {
    const content = this.files.get(path)
    return content === undefined ? undefined : new TextDecoder().decode(content)
  }
}

function toBytes(content: string | Uint8Array): Uint8Array {
  return typeof content === 'string' ? new TextEncoder().encode(content) : content
}
