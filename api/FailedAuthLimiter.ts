/** Settings of a {@link FailedAuthLimiter}. */
export interface FailedAuthLimiterOptions {
  /** Failures allowed in the window before an address is made to wait. Default 5. */
  freeFailures?: number
  /** How long a failure counts against its address. Default 15 minutes. */
  windowMs?: number
  /** The wait after the first failure beyond the free ones; it doubles with each further one. Default 1 s. */
  baseDelayMs?: number
  /** The longest wait. Default 15 minutes. */
  maxDelayMs?: number
  /** Addresses remembered at most, so a flood of forged addresses cannot exhaust memory. */
  maxAddresses?: number
  /** The clock, for tests. */
  now?: () => number
}

interface AddressRecord {
  failures: number[]
  blockedUntil: number
}

/**
 * Slows down passphrase guessing, in memory and per client address: after a few failures in the
 * window, the address must wait before trying again, and each further failure doubles the wait.
 * While it waits, even a right passphrase is refused, so the wait is a real limit on guesses.
 */
export class FailedAuthLimiter {
  private readonly records = new Map<string, AddressRecord>()
  private readonly freeFailures: number
  private readonly windowMs: number
  private readonly baseDelayMs: number
  private readonly maxDelayMs: number
  private readonly maxAddresses: number
  private readonly now: () => number

  constructor(options: FailedAuthLimiterOptions = {}) {
    this.freeFailures = options.freeFailures ?? 5
    this.windowMs = options.windowMs ?? 15 * 60_000
    this.baseDelayMs = options.baseDelayMs ?? 1000
    this.maxDelayMs = options.maxDelayMs ?? 15 * 60_000
    this.maxAddresses = options.maxAddresses ?? 10_000
    this.now = options.now ?? Date.now
  }

  /** Milliseconds `address` must still wait before its next attempt; 0 when it may try now. */
  waitFor(address: string): number {
    const record = this.records.get(address)
    if (!record) return 0
    return Math.max(0, record.blockedUntil - this.now())
  }

  /** Counts a wrong or missing passphrase from `address`. */
  recordFailure(address: string): void {
    const now = this.now()
    const record = this.records.get(address) ?? { failures: [], blockedUntil: 0 }
    record.failures = record.failures.filter((time) => now - time < this.windowMs)
    record.failures.push(now)
    const excess = record.failures.length - this.freeFailures
    if (excess > 0) {
      record.blockedUntil = now + Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (excess - 1))
    }
    // Re-inserting keeps the map in order of last activity, so the oldest is evicted first.
    this.records.delete(address)
    this.records.set(address, record)
    this.evict(now)
  }

  /** Forgets the failures of `address` once it has given the right passphrase. */
  recordSuccess(address: string): void {
    this.records.delete(address)
  }

  private evict(now: number): void {
    for (const [address, record] of this.records) {
      const stale =
        record.blockedUntil <= now && record.failures.every((time) => now - time >= this.windowMs)
      if (stale || this.records.size > this.maxAddresses) this.records.delete(address)
      else break
    }
  }
}
