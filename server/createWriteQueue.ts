/** Runs tasks one after the other, in the order they were given. */
export type WriteQueue = <T>(task: () => Promise<T>) => Promise<T>

/**
 * A queue for the API's writes. Each write reads the posts, decides (free slots, slugs) and
 * commits; two of them interleaved could pick the same slot or overwrite each other's files, so
 * the whole read-decide-commit runs alone. A failed task does not block the next one.
 */
export function createWriteQueue(): WriteQueue {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}
