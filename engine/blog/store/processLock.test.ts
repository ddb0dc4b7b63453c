import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { bootId, processStartTime } from './processIdentity.ts'
import { withProcessLock } from './processLock.ts'

/*
 * Every file operation of the lock waits a little, for a pseudo-random number of turns of the
 * event loop (seeded: the same schedule every run), so that independent attempts interleave the
 * way separate processes do: one reads the lock while another breaks and retakes it.
 */
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>()
  let seed = 26
  const turns = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed % 8
  }
  const jittered =
    <Args extends unknown[], Result>(operation: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      for (let turn = turns(); turn > 0; turn--) await new Promise(setImmediate)
      const result = await operation(...args)
      for (let turn = turns(); turn > 0; turn--) await new Promise(setImmediate)
      return result
    }
  return {
    ...fs,
    open: jittered(fs.open),
    readFile: jittered(fs.readFile),
    rename: jittered(fs.rename),
    stat: jittered(fs.stat),
    unlink: jittered(fs.unlink),
    link: jittered(fs.link),
    writeFile: jittered(fs.writeFile),
  }
})

/** A process id that runs nothing: past Linux's largest (2^22), so `kill(pid, 0)` finds no one. */
const DEAD_PID = 2 ** 22 + 1

const dir = mkdtempSync(path.join(tmpdir(), 'santra-lock-'))
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** Leaves at `file` the lock of a process that died while holding it. */
function deadOwnersLock(file: string, token = 'mort'): void {
  writeFileSync(file, JSON.stringify({ pid: DEAD_PID, host: hostname(), token }))
}

describe('withProcessLock', () => {
  it('lets one holder at a time through when several waiters find a dead owner’s lock', async () => {
    const TRIALS = 150
    const WAITERS = 4
    let trialsWithTwoHolders = 0
    for (let trial = 0; trial < TRIALS; trial++) {
      const file = path.join(dir, `trial-${trial}.lock`)
      deadOwnersLock(file)
      let holding = 0
      let most = 0
      await Promise.all(
        Array.from({ length: WAITERS }, () =>
          withProcessLock(
            file,
            async () => {
              most = Math.max(most, ++holding)
              // Hold the lock across a few turns of the event loop, as a real write does.
              for (let turn = 0; turn < 3; turn++) await new Promise(setImmediate)
              holding--
            },
            { retryMs: 1, timeoutMs: 5_000 },
          ),
        ),
      )
      if (most > 1) trialsWithTwoHolders++
      expect(existsSync(file)).toBe(false)
    }
    expect(trialsWithTwoHolders).toBe(0)
    // Nothing is left behind: no lock, no claim, no temporary file.
    expect(readdirSync(dir)).toEqual([])
  })

  it('breaks the claim of a waiter that died while breaking a lock, and takes the lock', async () => {
    const file = path.join(dir, 'claimed.lock')
    deadOwnersLock(file, 'mort-aussi')
    // The claim a breaker makes for that lock, left by a breaker that died: every claim is named
    // after the lock it breaks, so the waiter finds it under this name.
    const { createHash } = await import('node:crypto')
    const claim = `${file}.break-${createHash('sha256').update('token:mort-aussi').digest('hex').slice(0, 32)}`
    writeFileSync(claim, JSON.stringify({ pid: DEAD_PID, host: hostname(), token: 'briseur' }))
    let ran = false
    await withProcessLock(
      file,
      async () => {
        ran = true
        await Promise.resolve()
      },
      { retryMs: 1, timeoutMs: 2_000 },
    )
    expect(ran).toBe(true)
    expect(readdirSync(dir)).toEqual([])
  })

  // After a reboot or in a restarted container, process ids start over: the id a lock names may
  // now be another program's, or the very process that asks. Here it is the test's own.
  it.each([
    ['started at another time', { started: 'ticks:1' }],
    ['in a boot of the machine that has ended', { boot: '00000000-0000-4000-8000-000000000000' }],
  ])('takes over a lock whose process id is now a process %s', async (_case, other) => {
    const file = path.join(dir, 'recycled.lock')
    const owner = {
      pid: process.pid,
      host: hostname(),
      token: 'avant-le-redemarrage',
      boot: await bootId(),
      started: await processStartTime(process.pid),
      since: '2026-11-20T14:02:00.000Z',
    }
    writeFileSync(file, JSON.stringify({ ...owner, ...other }))
    let ran = false
    await withProcessLock(
      file,
      async () => {
        ran = true
        await Promise.resolve()
      },
      { retryMs: 1, timeoutMs: 2_000 },
    )
    expect(ran).toBe(true)
    expect(readdirSync(dir)).toEqual([])
  })

  it('records what tells its owner from a later process given the same id', async () => {
    const file = path.join(dir, 'recorded.lock')
    let held: Record<string, unknown> = {}
    await withProcessLock(file, async () => {
      held = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
      await Promise.resolve()
    })
    expect(held).toMatchObject({ pid: process.pid, host: hostname() })
    expect(held.started).toBe(await processStartTime(process.pid))
    expect(held.since).toEqual(expect.any(String))
    if (process.platform === 'linux') {
      expect(held.started).toMatch(/^ticks:\d+$/)
      expect(held.boot).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('waits for a live owner, then names the lock file, its owner and what to do', async () => {
    const file = path.join(dir, 'live.lock')
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('../../../tests/support/heldLock.ts', import.meta.url)),
        file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('held')) resolve()
        })
        holder.once('exit', () => {
          reject(new Error('The holder stopped before taking the lock.'))
        })
      })
      const attempt = withProcessLock(file, () => Promise.resolve('écrit'), {
        retryMs: 5,
        timeoutMs: 300,
        shownAs: '.git/santra-blog.lock',
      })
      await expect(attempt).rejects.toMatchObject({
        code: 'store-failed',
        file: '.git/santra-blog.lock',
        message: expect.stringMatching(
          new RegExp(
            `^Une autre écriture du blogue est en cours \\(verrou \\.git/santra-blog\\.lock, tenu par le processus ${String(holder.pid)} depuis le .+ à \\d+\u00a0h\u00a0\\d\\d \\(heure du Québec\\)\\)\u202f; rien n’a été modifié\\. Si aucun import ni aucune autre modification du blogue n’est en cours, supprimez ce fichier puis réessayez\\.$`,
          ),
        ) as unknown,
      })
      expect(existsSync(file)).toBe(true)
    } finally {
      if (holder.exitCode === null) {
        const exited = new Promise((resolve) => holder.once('exit', resolve))
        holder.kill('SIGTERM')
        await exited
      }
    }
    // The holder was killed holding it: its lock is now a dead owner's, and is taken over.
    await expect(
      withProcessLock(file, () => Promise.resolve('écrit'), { retryMs: 1, timeoutMs: 2_000 }),
    ).resolves.toBe('écrit')
  })
})
