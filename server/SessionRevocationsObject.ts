/**
 * The worker's record of closed sessions: one Durable Object (`SESSION_REVOCATIONS` in
 * wrangler.jsonc, SQLite-backed, created by the deploy itself), because isolates share no memory
 * and Cloudflare offers nothing else both global and consistent: the Cache API is per data
 * centre and may forget an entry whenever it likes, and Workers KV takes up to a minute to show a
 * write elsewhere. Every isolate, in every data centre, asks this one object, which answers one
 * request at a time from its own storage, so a session closed anywhere is refused everywhere from
 * the next request on.
 *
 * What it costs: each admin request made with a session token waits for one call to the object,
 * wherever Cloudflare placed it (a few milliseconds nearby, a hundred or so across an ocean); the
 * public pages never ask it. When it cannot answer, the admin request fails with 503 rather than
 * accept a token that may have been closed.
 */
import { ApiError } from './ApiError'
import {
  isRevocationEntries,
  RevocationList,
  type RevocationEntries,
  type SessionRevocations,
} from './sessionRevocations'

/** What the object needs of its Durable Object state (the part of Cloudflare's API it uses). */
export interface RevocationsObjectState {
  storage: {
    get(key: string): Promise<unknown>
    put(key: string, value: RevocationEntries): Promise<void>
  }
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>
}

/** The binding through which the worker reaches the object (a Durable Object namespace). */
export interface RevocationsNamespace {
  idFromName(name: string): unknown
  get(id: unknown): { fetch(request: Request): Promise<Response> }
}

/** The storage key of the record: the whole record is one value, as it stays short. */
const STORAGE_KEY = 'closed-sessions'

/** The one object's name: every isolate reaches the same. */
const OBJECT_NAME = 'admin-sessions'

/** The object's address, which only the worker can reach (a stub ignores the host). */
const OBJECT_URL = 'https://session-revocations.invalid'

/**
 * The Durable Object class, exported by the worker under this name. It answers
 * `POST /revoke` `{ id, until }` and `GET /revoked?id=&now=` `{ revoked }`.
 */
export class SessionRevocationsObject {
  #list = new RevocationList()
  readonly #state: RevocationsObjectState

  constructor(state: RevocationsObjectState) {
    this.#state = state
    // No request is answered before the record is read.
    void state.blockConcurrencyWhile(async () => {
      const kept = await state.storage.get(STORAGE_KEY)
      this.#list = new RevocationList(isRevocationEntries(kept) ? kept : {})
    })
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (request.method === 'POST' && url.pathname === '/revoke') {
      const { id, until } = (await request.json()) as Record<string, unknown>
      if (typeof id !== 'string' || typeof until !== 'number') {
        return new Response(null, { status: 400 })
      }
      await this.#list.revoke(id, until)
      // The answer waits until the record is stored: a closed session stays closed.
      await this.#state.storage.put(STORAGE_KEY, this.#list.entries(Date.now()))
      return new Response(null, { status: 204 })
    }
    if (request.method === 'GET' && url.pathname === '/revoked') {
      const id = url.searchParams.get('id') ?? ''
      const now = Number(url.searchParams.get('now'))
      return Response.json({ revoked: await this.#list.isRevoked(id, now) })
    }
    return new Response(null, { status: 404 })
  }
}

const unreachable = () =>
  new ApiError(
    503,
    'Le registre des sessions fermées ne répond pas\u202f; réessayez dans un instant.',
    'The record of closed sessions does not answer; try again in a moment.',
  )

/** The worker's side: {@link SessionRevocations} through the one object of `namespace`. */
export function durableObjectRevocations(namespace: RevocationsNamespace): SessionRevocations {
  const object = () => namespace.get(namespace.idFromName(OBJECT_NAME))
  const call = async (path: string, init?: RequestInit): Promise<Response> => {
    let response: Response
    try {
      response = await object().fetch(new Request(`${OBJECT_URL}${path}`, init))
    } catch (error) {
      console.error(`The session revocations object failed: ${String(error)}`)
      throw unreachable()
    }
    if (!response.ok) throw unreachable()
    return response
  }
  return {
    async revoke(id, until) {
      await call('/revoke', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id, until }),
      })
    },
    async isRevoked(id, now) {
      const query = new URLSearchParams({ id, now: String(now) })
      const answer = (await (await call(`/revoked?${query.toString()}`)).json()) as {
        revoked?: unknown
      }
      return answer.revoked === true
    },
  }
}
