import { randomUUID } from 'node:crypto'
import { open, readFile, rename, stat, unlink } from 'node:fs/promises'
import { hostname } from 'node:os'
import { BlogError } from '../errors.ts'

/** Options of {@link withProcessLock}. */
export interface ProcessLockOptions {
  /** How long to wait for another process to finish. Default 60 s. */
  timeoutMs?: number
  /** The pause between two tries. Default 25 ms. */
  retryMs?: number
}

/** What the lock file holds: enough to tell whether its owner is still alive. */
interface LockOwner {
  pid: number
  host: string
  token: string
}

/** A lock file with no readable owner this old was left by a process killed while creating it. */
const UNREADABLE_LOCK_STALE_MS = 10_000

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readOwner(file: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined
    return { pid: owner.pid, host: owner.host, token: String(owner.token) }
  } catch {
    return undefined
  }
}

/**
 * Whether the lock at `file` was left by a process that no longer runs on this machine. A lock
 * from another host is never stale: its owner cannot be checked from here.
 */
async function isStale(file: string): Promise<boolean> {
  const owner = await readOwner(file)
  if (owner) return owner.host === hostname() && !isAlive(owner.pid)
  const info = await stat(file).catch(() => undefined)
  return info !== undefined && Date.now() - info.mtimeMs > UNREADABLE_LOCK_STALE_MS
}

/** Creates the lock file, or returns `undefined` when it already exists. */
async function tryCreate(file: string, owner: LockOwner): Promise<LockOwner | undefined> {
  let handle
  try {
    // O_EXCL: creation fails when the file exists, atomically, across processes.
    handle = await open(file, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined
    throw error
  }
  try {
    await handle.writeFile(JSON.stringify(owner))
  } finally {
    await handle.close()
  }
  return owner
}

/** Moves a stale lock aside; only one of several processes that saw it stale gets to move it. */
async function breakStaleLock(file: string): Promise<void> {
  const aside = `${file}.stale-${randomUUID()}`
  try {
    await rename(file, aside)
  } catch {
    return
  }
  await unlink(aside).catch(() => undefined)
}

/**
 * Runs `action` while holding the lock file `file`, shared by every process that writes the
 * same repository (the CLI, the local API, the Actions' scripts). A lock whose owner process
 * has died is broken; a live owner is waited for, up to the timeout.
 *
 * @throws {BlogError} `store-failed` when the lock cannot be had in time
 */
export async function withProcessLock<T>(
  file: string,
  action: () => Promise<T>,
  options: ProcessLockOptions = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  const mine: LockOwner = { pid: process.pid, host: hostname(), token: randomUUID() }
  while (!(await tryCreate(file, mine))) {
    if (await isStale(file)) {
      await breakStaleLock(file)
      continue
    }
    if (Date.now() > deadline) {
      throw new BlogError(
        'store-failed',
        'Un autre enregistrement du blogue est en cours depuis trop longtemps ; rien n’a été modifié, réessayez dans un instant.',
        {
          english:
            'Another blog write has been running for too long; nothing was changed, try again in a moment.',
        },
      )
    }
    await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 25))
  }
  try {
    return await action()
  } finally {
    // Only our own lock is removed: a lock broken as stale may have been retaken since.
    if ((await readOwner(file))?.token === mine.token) await unlink(file).catch(() => undefined)
  }
}
