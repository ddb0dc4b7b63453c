import type { ContentStore } from '../engine/index.ts'

/**
 * Runs one write on a view of `store` that notes the commit it makes, so the API's answer can
 * carry it and the admin can follow it to the public site (`GET /api/blog/deployment`). The view
 * forwards everything else to the store itself; a write that commits several times keeps the
 * last, which contains the others. `commit` is absent when the write committed nothing.
 */
export async function recordingCommit<T>(
  store: ContentStore,
  write: (store: ContentStore) => Promise<T>,
): Promise<{ result: T; commit?: string }> {
  let commit: string | undefined
  const recording = new Proxy(store, {
    get(target, property) {
      if (property === 'commit') {
        return async (...args: Parameters<ContentStore['commit']>) => {
          const made = await target.commit(...args)
          commit = made.commit
          return made
        }
      }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value
    },
  })
  const result = await write(recording)
  return commit === undefined ? { result } : { result, commit }
}
