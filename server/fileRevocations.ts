import { mkdirSync, readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { isRevocationEntries, RevocationList, type SessionRevocations } from './sessionRevocations'

/**
 * The Node server's record of closed sessions: in memory, where every request reads it, and in
 * `file` (beside the session secret, mode 0600), so a restart does not reopen a session the
 * consultant closed while its token is still within its lifetime. One process serves every
 * request, so memory is the truth and the file its copy; each write replaces the file whole.
 *
 * @throws {Error} naming the file when it holds something else than a record of revocations
 */
export function fileRevocations(file: string, now: () => number = Date.now): SessionRevocations {
  const list = new RevocationList(readEntries(file))
  let writing = Promise.resolve()
  return {
    async revoke(id, until) {
      await list.revoke(id, until)
      // One write at a time, each of the whole record as it is then: the last one wins.
      const write = writing.then(async () => {
        mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
        const temporary = `${file}.${String(process.pid)}.tmp`
        await writeFile(temporary, `${JSON.stringify(list.entries(now()))}\n`, { mode: 0o600 })
        await rename(temporary, file)
      })
      writing = write.catch(() => undefined)
      await write
    },
    isRevoked: (id, at) => list.isRevoked(id, at),
  }
}

function readEntries(file: string) {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    // No session closed yet.
    return {}
  }
  let entries: unknown
  try {
    entries = JSON.parse(text)
  } catch {
    entries = undefined
  }
  if (!isRevocationEntries(entries)) {
    throw new Error(
      `Le fichier ${file} des sessions fermées est illisible. Supprimez-le avec le fichier du secret des sessions (session-secret) qui est à côté\u00a0: toutes les sessions prendront fin.`,
    )
  }
  return entries
}
