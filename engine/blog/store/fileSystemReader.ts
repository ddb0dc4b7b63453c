import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ContentReader } from './ContentStore.ts'
import { assertNoSymbolicLink, readdirWithoutLinks } from './refuseSymbolicLinks.ts'

/**
 * A {@link ContentReader} over plain files under `root` (default: the current directory).
 * Paths are resolved against `root`, so `content/blog` reads `<root>/content/blog`. A symbolic
 * link below `linksRefusedBelow` (default: `root`) on the way to a path, or in a folder listed, is
 * refused with its path, never followed.
 */
export function fileSystemReader(
  root: string = process.cwd(),
  options: { linksRefusedBelow?: string } = {},
): ContentReader {
  const base = path.resolve(root, options.linksRefusedBelow ?? '.')
  return {
    async list(dir) {
      try {
        return await readdirWithoutLinks(base, path.resolve(root, dir))
      } catch (error) {
        if (isMissing(error)) return []
        throw error
      }
    },
    async read(file) {
      await assertNoSymbolicLink(base, path.resolve(root, file))
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
