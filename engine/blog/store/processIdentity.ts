import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'

/*
 * What tells a running process from another that was given the same process id later: after a
 * reboot, or when a container restarts, ids start over, and a lock naming id 7 may find another
 * program, or the very process asking, running as 7. A process is the same when its id, its
 * start time and the machine's boot are the same.
 */

const run = promisify(execFile)

let currentBoot: Promise<string | undefined> | undefined

/**
 * What `ps` said of each process id lately: a waiter asks about its lock's owner every few
 * milliseconds, and a process's start time does not change while it runs.
 */
const askedPs = new Map<number, { at: number; started: Promise<string | undefined> }>()
const PS_ANSWER_MS = 1_000

/**
 * The id of the machine's current boot: Linux draws a new one at each start
 * (`/proc/sys/kernel/random/boot_id`); a container shares its host's. `undefined` elsewhere,
 * where a process's start time is a date and tells a reboot by itself.
 */
export function bootId(): Promise<string | undefined> {
  currentBoot ??= readFile('/proc/sys/kernel/random/boot_id', 'utf8').then(
    (text) => text.trim() || undefined,
    () => undefined,
  )
  return currentBoot
}

/**
 * When the process `pid` started, as the system says it: on Linux, field 22 of
 * `/proc/<pid>/stat` (clock ticks since the boot); elsewhere, `ps -o lstart=` (the date, to the
 * second). `undefined` when no such process runs or the system cannot say (Windows).
 */
export async function processStartTime(pid: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined
  try {
    const stat = await readFile(`/proc/${String(pid)}/stat`, 'utf8')
    // The command name, in brackets, may hold spaces and brackets: fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Field 3 (the state) comes first after the name: field 22 is the 20th.
    const started = fields[22 - 3]
    if (started !== undefined && /^\d+$/.test(started)) return `ticks:${started}`
  } catch {
    // No such process, or no /proc (macOS): there, ps tells.
  }
  if (process.platform === 'linux' || process.platform === 'win32') return undefined
  const asked = askedPs.get(pid)
  if (asked && Date.now() - asked.at < PS_ANSWER_MS) return await asked.started
  const started = startTimeFromPs(pid)
  askedPs.set(pid, { at: Date.now(), started })
  return await started
}

async function startTimeFromPs(pid: number): Promise<string | undefined> {
  try {
    // By its path, with no environment of ours: the C locale writes the date the same each time.
    const { stdout } = await run('/bin/ps', ['-o', 'lstart=', '-p', String(pid)], {
      env: { LC_ALL: 'C' },
    })
    const started = stdout.trim()
    return started === '' ? undefined : `date:${started}`
  } catch {
    return undefined
  }
}
