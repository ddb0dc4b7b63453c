import { createHash, randomUUID } from 'node:crypto'
import { link, open, unlink, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { frenchDateTime } from '../dates/formatDates.ts'
import { BlogError } from '../errors.ts'
import { QUEBEC_TIME, toTorontoIso } from '../torontoTime.ts'
import { bootId, processStartTime } from './processIdentity.ts'

/*
 * Hand-written, on purpose: proper-lockfile (4.1.2, last released in 2021), the usual library,
 * takes over a stale lock by removing it and creating it again, which lets a late waiter remove
 * the lock another has just retaken (moxystudio/node-proper-lockfile#121, open), and it judges
 * staleness by a modification time it must keep refreshing. Here a dead owner is told by its
 * process id, its start time and the machine's boot (see processIdentity.ts), and breaking a
 * stale lock is itself exclusive (see breakStaleLock). With four
 * waiters on a dead owner's lock, the former takeover let two of them hold it in 10 to 15 of 250
 * trials (processLock.test.ts, on a busy machine); this one in none.
 */

/** Options of {@link withProcessLock}. */
export interface ProcessLockOptions {
  /** How long to wait for another process to finish. Default 60 s. */
  timeoutMs?: number
  /** The pause between two tries. Default 25 ms. */
  retryMs?: number
  /** The lock file as a person finds it (relative to the repository); by default its path. */
  shownAs?: string
}

/** What the lock file holds: enough to tell whether its owner is still alive. */
interface LockOwner {
  pid: number
  host: string
  token: string
  /** The boot of the machine the owner ran in (Linux), see {@link bootId}. */
  boot?: string
  /** When the owner process started, see {@link processStartTime}. */
  started?: string
  /** When the lock was taken, ISO 8601, to say so in the message of a waiter that gives up. */
  since?: string
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

function parseOwner(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>
    // Not 0 nor negative: kill(0) and kill(-1) would ask about whole groups of processes.
    if (!Number.isSafeInteger(owner.pid) || (owner.pid ?? 0) <= 0) return undefined
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined
    if (typeof owner.token !== 'string') return undefined
    const optional = (value: unknown) => (typeof value === 'string' ? value : undefined)
    return {
      pid: owner.pid,
      host: owner.host,
      token: owner.token,
      boot: optional(owner.boot),
      started: optional(owner.started),
      // A date, or nothing: it is written into a sentence.
      since: Number.isNaN(Date.parse(optional(owner.since) ?? '')) ? undefined : owner.since,
    }
  } catch {
    return undefined
  }
}

/**
 * Whether the owner of a lock no longer runs. A lock from another host is never gone: its owner
 * cannot be checked from here. On this host, the owner is gone when the machine has booted since,
 * when no process has its id, or when the process that has it started at another time than the
 * owner did (its id was given again, after a reboot or in a restarted container). A lock written
 * without a start time (an older version) is judged by its id alone.
 */
async function ownerIsGone(owner: LockOwner): Promise<boolean> {
  if (owner.host !== hostname()) return false
  const boot = await bootId()
  if (owner.boot !== undefined && boot !== undefined && owner.boot !== boot) return true
  if (!isAlive(owner.pid)) return true
  if (owner.started === undefined) return false
  const started = await processStartTime(owner.pid)
  return started !== undefined && started !== owner.started
}

/** Which lock a file holds, and whether its owner is gone. */
interface LockState {
  /**
   * Names this lock and no other, ever: its owner's token, or for a file with no readable owner
   * (left by an older version killed while writing it) its inode and modification time.
   */
  key: string
  /** Whether the owner no longer runs (see {@link ownerIsGone}). */
  stale: boolean
  /** Who holds it, when the file says. */
  owner?: LockOwner
}

/** The state of the lock at `file`, or `undefined` when there is none. */
async function readLock(file: string): Promise<LockState | undefined> {
  let handle
  try {
    handle = await open(file, 'r')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    // One open file: the owner and the inode read are those of the same lock.
    const info = await handle.stat()
    const owner = parseOwner(await handle.readFile('utf8'))
    if (owner) return { key: `token:${owner.token}`, stale: await ownerIsGone(owner), owner }
    return {
      key: `inode:${info.ino}:${info.mtimeMs}`,
      stale: Date.now() - info.mtimeMs > UNREADABLE_LOCK_STALE_MS,
    }
  } finally {
    await handle.close()
  }
}

const keyOf = (owner: LockOwner) => `token:${owner.token}`

/**
 * Creates `file` holding `owner`, whole, or returns false when it exists. The owner is written to
 * a file of its own first and linked into place: `link` fails when the name exists, atomically,
 * across processes, and nobody ever sees the lock empty or half-written.
 */
async function createExclusive(file: string, owner: LockOwner): Promise<boolean> {
  const draft = `${file}.${owner.token}.${randomUUID()}.tmp`
  await writeFile(draft, JSON.stringify(owner), { flag: 'wx' })
  try {
    await link(draft, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    await unlink(draft).catch(() => undefined)
  }
}

/**
 * Removes the stale lock named `key` from `file`, unless another waiter is doing it. Breaking is
 * itself exclusive: the breaker first creates a claim named after that one lock, which only one
 * waiter can create. Under the claim, the lock can leave `key` only through its holder (its owner
 * is dead), so checking it still holds `key` and then removing it cannot remove a lock someone
 * has just retaken: a waiter that judged the lock stale too late finds another key, or finds the
 * claim taken, and removes nothing. Keys are never reused, so a later claim of the same name
 * cannot mistake a new lock for the old one.
 *
 * A claim whose breaker died before removing it is broken the same way, under a claim of its own.
 * Returns whether something was broken, so that the caller tries again at once.
 */
async function breakStaleLock(file: string, key: string, me: LockOwner): Promise<boolean> {
  const claim = `${file}.break-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`
  if (!(await createExclusive(claim, me))) {
    const breaker = await readLock(claim)
    return breaker?.stale === true && (await breakStaleLock(claim, breaker.key, me))
  }
  try {
    if ((await readLock(file))?.key !== key) return false
    await unlink(file)
    return true
  } finally {
    if ((await readLock(claim))?.key === keyOf(me)) await unlink(claim)
  }
}

/**
 * Runs `action` while holding the lock file `file`, shared by every process that writes the
 * same repository (the CLI, the local API, the Actions' scripts). A lock whose owner process
 * has died is broken; a live owner is waited for, up to the timeout.
 *
 * @throws {BlogError} `store-failed` when the lock cannot be had in time, naming the lock file,
 *   its owner and what to do
 */
export async function withProcessLock<T>(
  file: string,
  action: () => Promise<T>,
  options: ProcessLockOptions = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  const mine: LockOwner = {
    pid: process.pid,
    host: hostname(),
    token: randomUUID(),
    boot: await bootId(),
    started: await processStartTime(process.pid),
    since: new Date().toISOString(),
  }
  while (!(await createExclusive(file, mine))) {
    const lock = await readLock(file)
    // Released meanwhile, or broken: try again at once.
    if (lock === undefined || (lock.stale && (await breakStaleLock(file, lock.key, mine)))) continue
    if (Date.now() > deadline) throw lockHeld(options.shownAs ?? file, lock.owner)
    await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 25))
  }
  try {
    return await action()
  } finally {
    // Only our own lock is removed; nobody else removes it while we live.
    if ((await readLock(file))?.key === keyOf(mine)) await unlink(file).catch(() => undefined)
  }
}

/**
 * The sentence of a waiter that gives up: which file holds the lock, who holds it since when, and
 * how to free it when that owner is in fact gone (a process on another computer, which cannot be
 * checked from here).
 */
function lockHeld(shownAs: string, owner: LockOwner | undefined): BlogError {
  // A host name is letters, digits, dots and dashes; the file may say anything.
  const host = owner?.host.replace(/[^\w.-]/g, '').slice(0, 64)
  const elsewhere = owner !== undefined && owner.host !== hostname()
  const holder = owner
    ? {
        fr: `, tenu par le processus ${String(owner.pid)}${elsewhere ? ` de l’ordinateur «\u202f${host}\u202f»` : ''}${owner.since ? ` depuis le ${frenchDateTime(owner.since)} (${QUEBEC_TIME.fr})` : ''}`,
        en: `, held by process ${String(owner.pid)}${elsewhere ? ` on the computer "${host}"` : ''}${owner.since ? ` since ${toTorontoIso(new Date(owner.since))}` : ''}`,
      }
    : { fr: '', en: '' }
  return new BlogError(
    'store-failed',
    `Une autre écriture du blogue est en cours (verrou ${shownAs}${holder.fr})\u202f; rien n’a été modifié. Si aucun import ni aucune autre modification du blogue n’est en cours, supprimez ce fichier puis réessayez.`,
    {
      english: `Another blog write is under way (lock ${shownAs}${holder.en}); nothing was changed. If no import or other change of the blog is running, delete this file and try again.`,
      file: shownAs,
    },
  )
}
