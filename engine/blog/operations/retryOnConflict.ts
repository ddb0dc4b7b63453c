import { isBlogError } from '../errors.ts'

/**
 * Runs a read-decide-commit operation, and runs it again from the start when its commit was
 * refused as a `conflict` (another writer changed the posts it decided from). After `attempts`
 * refusals the conflict is reported; nothing was changed by any of them.
 */
export async function retryOnConflict<T>(operation: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation()
    } catch (error) {
      if (!isBlogError(error, 'conflict') || attempt >= attempts) throw error
    }
  }
}
