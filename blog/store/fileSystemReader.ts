import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ContentReader } from './ContentStore.ts'

/**
 * A {@link ContentReader} over plain files under `root` (default: the current directory).
 * Paths are resolved against `root`, so `content/blog` reads `<root>/content/blog`.
 */
export function fileSystemReader(root: string = process.cwd()): ContentReader {
  return {
    async list(dir) {
      try {
        const entries = await readdir(path.resolve(root, dir))
        return entries.sort()
      } catch (error) {
        if (isMissing(error)) return []
        throw error
      }
    },
    async read(file) {
      try {
        return new Uint8Array(await readFile(path.resolve(root, file)))
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}
