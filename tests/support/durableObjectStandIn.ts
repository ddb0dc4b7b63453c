import {
  type RevocationsNamespace,
  SessionRevocationsObject,
} from '../../server/SessionRevocationsObject'

/**
 * A stand-in for Cloudflare's Durable Objects: one object per name over a storage that outlives
 * it, whose requests wait, as Cloudflare's do, for the constructor's `blockConcurrencyWhile`.
 * `restart` drops the object (Cloudflare evicts idle objects) and keeps the storage.
 */
export function namespaceStandIn() {
  const storage = new Map<string, unknown>()
  let object: Promise<SessionRevocationsObject> | undefined
  const start = async () => {
    let ready: Promise<unknown> = Promise.resolve()
    const instance = new SessionRevocationsObject({
      storage: {
        get: (key) => Promise.resolve(structuredClone(storage.get(key))),
        put: (key, value) => {
          storage.set(key, structuredClone(value))
          return Promise.resolve()
        },
      },
      blockConcurrencyWhile: (callback) => (ready = callback()),
    })
    await ready
    return instance
  }
  const namespace: RevocationsNamespace = {
    idFromName: (name) => name,
    get: () => ({ fetch: async (request) => (await (object ??= start())).fetch(request) }),
  }
  return {
    namespace,
    storage,
    restart: () => {
      object = undefined
    },
  }
}
