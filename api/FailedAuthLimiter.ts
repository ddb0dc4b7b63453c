import type { LimiterKeys } from './clientAddress'

/** Settings of a {@link FailedAuthLimiter}. */
export interface FailedAuthLimiterOptions {
  /** Failures allowed in the window before an address is made to wait. Default 5. */
  freeFailures?: number
  /** How long a failure counts against its address. Default 15 minutes. */
  windowMs?: number
  /** The wait after the last free failure; it doubles with each further one. Default 1 s. */
  baseDelayMs?: number
  /** The longest wait. Default 15 minutes. */
  maxDelayMs?: number
  /**
   * Addresses remembered at most, so a flood of addresses cannot exhaust memory (about 200 bytes
   * each: 100,000 is about 20 MB). Networks get as many again when addresses are full of blocks.
   */
  maxAddresses?: number
  /** The clock, for tests. */
  now?: () => number
}

/** What became of one attempt. */
export type AttemptOutcome =
  | { outcome: 'accepted' }
  | { outcome: 'wrong' }
  /** Refused without comparing: the address (or its network) must wait `waitMs` more. */
  | { outcome: 'refused'; waitMs: number }

interface KeyRecord {
  /** Times of the attempts that counted, newest last, at most as many as still change the wait. */
  failures: number[]
  blockedUntil: number
}

/**
 * Slows down passphrase guessing, in memory and per client address: after a few failures in the
 * window, the address must wait before trying again, and each further failure doubles the wait.
 * While it waits, even a right passphrase is refused, so the wait is a real limit on guesses.
 *
 * Attempts of one address are taken one at a time, and each counts as a failure before its
 * comparison starts (a success then clears the address): a burst sent at once gets exactly the
 * comparisons the same attempts would get one after another. Checking the wait before an
 * asynchronous comparison and counting after it let 482 of 500 simultaneous guesses through.
 *
 * Memory is bounded without ever forgetting a live block: when the table is full, the least
 * recently active entry that is not blocked goes (an address whose window is over, or one that
 * waited out its block: forgetting it gives back at most the tries the policy grants any new
 * address). When every entry is a live block, a new address is counted under its network (IPv4
 * /16, IPv6 /32) in a second table of the same size rather than refused: refusing every new address
 * would lock the consultant out as surely as the attacker, and counting all of them as one would
 * too. Filling that table as well takes that many blocked networks (more than all the /16s of
 * IPv4); only then is a new network refused until the first block ends.
 */
export class FailedAuthLimiter {
  private readonly addresses = new Map<string, KeyRecord>()
  private readonly networks = new Map<string, KeyRecord>()
  /** The tail of each address's queue of attempts. */
  private readonly turns = new Map<string, Promise<void>>()
  private readonly freeFailures: number
  private readonly windowMs: number
  private readonly baseDelayMs: number
  private readonly maxDelayMs: number
  private readonly maxAddresses: number
  private readonly now: () => number
  /** Failures kept per record: past these the wait is at its longest anyway. */
  private readonly keptFailures: number

  constructor(options: FailedAuthLimiterOptions = {}) {
    this.freeFailures = options.freeFailures ?? 5
    this.windowMs = options.windowMs ?? 15 * 60_000
    this.baseDelayMs = options.baseDelayMs ?? 1000
    this.maxDelayMs = options.maxDelayMs ?? 15 * 60_000
    this.maxAddresses = options.maxAddresses ?? 100_000
    this.now = options.now ?? Date.now
    const doublings = Math.ceil(Math.log2(Math.max(1, this.maxDelayMs / this.baseDelayMs)))
    this.keptFailures = this.freeFailures + doublings + 1
  }

  /** Milliseconds the client must still wait before its next attempt; 0 when it may try now. */
  waitFor(client: LimiterKeys): number {
    const record = this.addresses.get(client.address) ?? this.networks.get(client.network)
    return record ? Math.max(0, record.blockedUntil - this.now()) : 0
  }

  /**
   * Takes one attempt of `client`: refused at once while it must wait; otherwise counted as a
   * failure, then `compare` runs, and a right answer clears the count. Attempts of one address
   * run one after another, so none is compared before the previous one's outcome is counted.
   */
  async attempt(client: LimiterKeys, compare: () => Promise<boolean>): Promise<AttemptOutcome> {
    const early = this.waitFor(client)
    if (early > 0) return { outcome: 'refused', waitMs: early }
    const previous = this.turns.get(client.address) ?? Promise.resolve()
    let release = () => {}
    const mine = new Promise<void>((resolve) => {
      release = resolve
    })
    const tail = previous.then(() => mine)
    this.turns.set(client.address, tail)
    try {
      await previous
      const wait = this.waitFor(client)
      if (wait > 0) return { outcome: 'refused', waitMs: wait }
      if (!this.count(client)) {
        const full = (this.fullUntil.get(this.networks) ?? 0) - this.now()
        return { outcome: 'refused', waitMs: Math.max(this.baseDelayMs, full) }
      }
      if (!(await compare())) return { outcome: 'wrong' }
      this.clear(client)
      return { outcome: 'accepted' }
    } finally {
      release()
      if (this.turns.get(client.address) === tail) this.turns.delete(client.address)
    }
  }

  /** Forgets the failures of `client` once it has given the right passphrase. */
  clear(client: LimiterKeys): void {
    this.addresses.delete(client.address)
  }

  /**
   * Counts one attempt against the client's address, or its network when the address table is
   * full of live blocks; `undefined` when both tables are (nothing is compared then).
   */
  private count(client: LimiterKeys): boolean {
    const now = this.now()
    if (this.addresses.has(client.address) || this.makeRoom(this.addresses, now)) {
      this.countIn(this.addresses, client.address, now)
      return true
    }
    if (this.networks.has(client.network) || this.makeRoom(this.networks, now)) {
      this.countIn(this.networks, client.network, now)
      return true
    }
    return false
  }

  private countIn(table: Map<string, KeyRecord>, key: string, now: number): void {
    const record = table.get(key) ?? { failures: [], blockedUntil: 0 }
    record.failures = record.failures.filter((time) => now - time < this.windowMs)
    record.failures.push(now)
    if (record.failures.length > this.keptFailures) record.failures.shift()
    const beyond = record.failures.length - this.freeFailures
    if (beyond >= 0) {
      record.blockedUntil = Math.max(
        record.blockedUntil,
        now + Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** beyond),
      )
    }
    // Re-inserting keeps the table in order of last activity, so the least recent goes first.
    table.delete(key)
    table.set(key, record)
  }

  /** The earliest time a full table may have room again, so a full table is not scanned per attempt. */
  private readonly fullUntil = new Map<Map<string, KeyRecord>, number>()

  /** Whether `table` has room for one more key, after dropping what may be dropped. */
  private makeRoom(table: Map<string, KeyRecord>, now: number): boolean {
    if (table.size < this.maxAddresses) return true
    if ((this.fullUntil.get(table) ?? 0) > now) return false
    let nextFree = Number.POSITIVE_INFINITY
    // Oldest activity first: the entries that may go are found early.
    for (const [key, record] of table) {
      const lastFailure = record.failures.at(-1) ?? 0
      if (record.blockedUntil <= now) {
        table.delete(key)
        return true
      }
      nextFree = Math.min(nextFree, Math.max(record.blockedUntil, lastFailure + this.windowMs))
    }
    this.fullUntil.set(table, nextFree)
    return false
  }
}
