import { COMMIT_PATTERN } from '../../engine/index.ts'

/*
 * The commit of the admin's last write, wherever on the page it was made: every write answers
 * the commit it made (`commit`), and the status line follows the newest, which contains every
 * earlier write. Kept outside React so that the cards need not pass it up.
 */

/** The last write: its commit, and a count that moves even when a write changed nothing. */
export interface LastWrite {
  commit: string
  count: number
}

let last: LastWrite | undefined
const listeners = new Set<() => void>()

/** Notes the commit an answer carries, if it carries one. */
export function noteWriteAnswer(answer: unknown): void {
  const commit = (answer as { commit?: unknown } | null)?.commit
  if (typeof commit !== 'string' || !COMMIT_PATTERN.test(commit)) return
  last = { commit, count: (last?.count ?? 0) + 1 }
  for (const listener of listeners) listener()
}

/** For `useSyncExternalStore`: calls `listener` after each write. */
export function subscribeToWrites(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** For `useSyncExternalStore`: the last write, `undefined` before the first. */
export function lastWrite(): LastWrite | undefined {
  return last
}
