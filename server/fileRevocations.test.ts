import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fileRevocations } from './fileRevocations'

const NOW = Date.parse('2026-11-20T15:00:00Z')
const HOUR = 60 * 60_000

let dir: string
let file: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'santra-revocations-'))
  file = join(dir, '.santra/revoked-sessions.json')
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('the Node server’s record of closed sessions', () => {
  it('survives a restart, in a file only its owner reads, and forgets what has expired', async () => {
    let now = NOW
    const first = fileRevocations(file, () => now)
    expect(await first.isRevoked('session-a', NOW)).toBe(false)
    await first.revoke('session-a', NOW + 12 * HOUR)
    await first.revoke('session-b', NOW + HOUR)
    expect(await first.isRevoked('session-a', NOW)).toBe(true)
    expect(statSync(file).mode & 0o777).toBe(0o600)

    // The server restarts: the sessions closed before are still closed.
    const restarted = fileRevocations(file, () => now)
    expect(await restarted.isRevoked('session-a', NOW + HOUR)).toBe(true)
    expect(await restarted.isRevoked('session-b', NOW + HOUR - 1)).toBe(true)
    expect(await restarted.isRevoked('session-b', NOW + HOUR)).toBe(false)

    // The next write keeps only what can still matter.
    now = NOW + 2 * HOUR
    await restarted.revoke('session-c', NOW + 14 * HOUR)
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object).sort()).toEqual([
      'session-a',
      'session-c',
    ])
  })

  it('keeps every one of many sessions closed at once', async () => {
    const record = fileRevocations(file, () => NOW)
    const ids = Array.from({ length: 200 }, (_, n) => `session-${String(n)}`)
    await Promise.all(ids.map((id) => record.revoke(id, NOW + HOUR)))
    const restarted = fileRevocations(file, () => NOW)
    for (const id of ids) expect(await restarted.isRevoked(id, NOW)).toBe(true)
  })

  it('refuses to start over a file it cannot read, saying which and what to do', () => {
    writeFileSync(join(dir, 'revoked.json'), '{"session-a": "demain"}')
    expect(() => fileRevocations(join(dir, 'revoked.json'))).toThrow(
      /revoked\.json des sessions fermées est illisible\. Supprimez-le avec le fichier du secret/,
    )
    writeFileSync(join(dir, 'cut.json'), '{"session-a": 17')
    expect(() => fileRevocations(join(dir, 'cut.json'))).toThrow(/cut\.json/)
  })
})
