import { lstat, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { BlogError } from '../errors.ts'
import { symbolicLinkRefused } from './symbolicLinkRefused.ts'

/**
 * Links are not followed: a committed symbolic link named like an image would publish the file
 * it points to, from anywhere on the machine. Every path read under `content/` is checked one
 * folder at a time with `lstat`, which looks at the link itself, never at its target.
 */

function linkRefused(file: string): BlogError {
  return symbolicLinkRefused(path.relative(process.cwd(), file).split(path.sep).join('/'))
}

/**
 * Refuses `target` when it, or any folder between `base` and it, is a symbolic link; the folders
 * above `base` are the machine's business (a home folder may well be a link). A path that does
 * not exist passes: reading it then finds nothing, as before.
 *
 * @param base the folder links are refused below, absolute
 * @param target the path read, absolute
 * @throws {BlogError} `invalid-post`, naming the first link on the way, relative to the current folder
 */
export async function assertNoSymbolicLink(base: string, target: string): Promise<void> {
  const below = path.relative(base, target)
  const inside = below !== '' && !below.startsWith('..') && !path.isAbsolute(below)
  // Outside `base`, the target itself is still never followed.
  const steps = inside ? below.split(path.sep) : [path.basename(target)]
  let current = inside ? base : path.dirname(target)
  for (const part of steps) {
    current = path.join(current, part)
    const info = await lstat(current).catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined
      throw error
    })
    if (info === undefined) return
    if (info.isSymbolicLink()) throw linkRefused(current)
  }
}

/**
 * The names in the folder `dir`, sorted; the folder, the folders between `base` and it, and every
 * entry are refused when one is a symbolic link.
 *
 * @throws {BlogError} `invalid-post`, naming the link
 */
export async function readdirWithoutLinks(base: string, dir: string): Promise<string[]> {
  await assertNoSymbolicLink(base, dir)
  const entries = await readdir(dir, { withFileTypes: true })
  const link = entries.find((entry) => entry.isSymbolicLink())
  if (link) throw linkRefused(path.join(dir, link.name))
  return entries.map((entry) => entry.name).sort()
}
