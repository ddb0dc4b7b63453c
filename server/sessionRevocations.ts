/**
 * The sessions the consultant closed (« Fermer la session »). A signed token cannot be withdrawn
 * by itself: until it expires, only a record the server reads on every request can refuse it. The
 * record holds one entry per closed session, its id, and keeps it only until the last token of that
 * session would have expired anyway (12 hours after the sign-in at most), so it stays short.
 *
 * Where it lives is each host's: the Node server keeps it in memory and in a file beside its
 * secrets (`fileRevocations`), the worker in one Durable Object every isolate asks
 * (`SessionRevocationsObject`), since isolates share no memory.
 */

/** Records closed sessions and answers whether one is. */
export interface SessionRevocations {
  /** Records that session `id` ended; its tokens are refused until `until` (ms since the epoch). */
  revoke(id: string, until: number): Promise<void>
  /** Whether session `id` was ended and `now` is still within its record. */
  isRevoked(id: string, now: number): Promise<boolean>
}

/** The entries as kept on disk or in storage: session id → until when, ms since the epoch. */
export type RevocationEntries = Record<string, number>

/** Whether `value` is a record of revocations as {@link RevocationList.entries} wrote it. */
export function isRevocationEntries(value: unknown): value is RevocationEntries {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((until) => Number.isFinite(until))
  )
}

/** The record itself, in memory: what every host keeps, and writes where it can. */
export class RevocationList implements SessionRevocations {
  readonly #until = new Map<string, number>()

  constructor(entries: RevocationEntries = {}) {
    for (const [id, until] of Object.entries(entries)) this.#until.set(id, until)
  }

  revoke(id: string, until: number): Promise<void> {
    this.#until.set(id, Math.max(until, this.#until.get(id) ?? until))
    return Promise.resolve()
  }

  isRevoked(id: string, now: number): Promise<boolean> {
    const until = this.#until.get(id)
    return Promise.resolve(until !== undefined && until > now)
  }

  /** The entries still in force at `now`, the others forgotten: what is worth keeping. */
  entries(now: number): RevocationEntries {
    for (const [id, until] of this.#until) if (until <= now) this.#until.delete(id)
    return Object.fromEntries(this.#until)
  }
}
