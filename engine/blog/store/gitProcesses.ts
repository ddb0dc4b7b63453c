import { execFile } from 'node:child_process'
import { readdir, readFile, readlink, realpath } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * The ids of the git processes that may be working in one of `folders` (a repository's working
 * tree and git folders), to tell a lock file git left when it crashed from one a running git
 * holds. `undefined` where the system does not say (Windows): the caller then assumes one may be.
 *
 * - Linux: from /proc, each process whose command is `git` and whose working folder is inside
 *   one of `folders` (git moves into the repository it works on, `-C` included) or cannot be read
 *   (another user's process: it may be there).
 * - macOS and the BSDs: from `ps`, every git process: the system does not say where it works.
 */
export async function gitProcessesIn(folders: readonly string[]): Promise<number[] | undefined> {
  if (process.platform === 'win32') return undefined
  let entries: string[]
  try {
    entries = await readdir('/proc')
  } catch {
    return await gitProcessesFromPs()
  }
  // The system names a process's folder without links: so are ours, to compare.
  const roots = await Promise.all(folders.map((folder) => realpath(folder).catch(() => folder)))
  const inside = (folder: string) =>
    roots.some((root) => folder === root || folder.startsWith(`${root}${path.sep}`))
  const found: number[] = []
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    const command = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '')
    if (command.trim() !== 'git') continue
    const folder = await readlink(`/proc/${entry}/cwd`).catch((error: unknown) =>
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : '',
    )
    // undefined: the process ended meanwhile; '': its folder is not ours to read.
    if (folder !== undefined && (folder === '' || inside(folder))) found.push(Number(entry))
  }
  return found
}

async function gitProcessesFromPs(): Promise<number[] | undefined> {
  try {
    // By its path, with no environment of ours.
    const { stdout } = await run('/bin/ps', ['-axo', 'pid=,comm='], { env: { LC_ALL: 'C' } })
    return stdout
      .split('\n')
      .map((line) => /^(\d+) (.*)$/.exec(line.trim()))
      .filter((match) => match !== null && path.basename(match[2]?.trim() ?? '') === 'git')
      .map((match) => Number(match?.[1]))
  } catch {
    return undefined
  }
}
