import type { LimiterKeys } from './clientAddress'

/** Settings of a {@link FailedAuthLimiter}. */
export interface FailedAuthLimiterOptions {
  /** Failures an address is allowed before it is made to wait. Default 5. */
  freeFailures?: number
  /** The wait after the last free failure; it doubles with each further one. Default 1 s. */
  baseDelayMs?: number
  /**
   * The longest wait of an address. Default 20 minutes: a guesser waiting it out between tries
   * gets 72 comparisons a day, and 86 on the first day with the free tries and the doubling.
   */
  maxDelayMs?: number
  /**
   * How long an address's failures are kept after its last one (a right passphrase clears them at
   * once). Default 24 hours: longer than any wait, so waiting one out never starts the doubling
   * over; only a whole day without a try does.
   */
  memoryMs?: number
  /**
   * How many addresses' worth of comparisons one network (IPv4 /24, IPv6 /48) gets at most: its
   * free failures are this many times an address's and its longest wait this many times shorter.
   * Default 16, so the 65,536 /64s of a /48 get about 16 addresses' budget, not 65,536, while a
   * neighbour with the right passphrase waits 75 s at most.
   */
  networkShare?: number
  /**
   * Addresses remembered at most, and networks as many again, so a flood of addresses cannot
   * exhaust memory (about 150 bytes each: 100,000 is about 15 MB per table).
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
  /** Failures counted since the record was made (or last forgotten). */
  failures: number
  /** When the last one was counted. */
  last: number
}

/** How one table turns failures into waits. */
interface Policy {
  freeFailures: number
  baseDelayMs: number
  maxDelayMs: number
}

/**
 * Slows down passphrase guessing, in memory and per client address: after a few failures, the
 * address must wait before trying again, and each further failure doubles the wait, up to a
 * longest wait that leaves a guesser about a hundred comparisons a day. Failures are kept a whole
 * day after the last one, so the doubling never starts over for someone who keeps trying. While
 * an address waits, even a right passphrase is refused, so the wait is a real limit on guesses.
 *
 * Every attempt also counts against the address's network (IPv4 /24, IPv6 /48) under a wider
 * policy ({@link FailedAuthLimiterOptions.networkShare}): a network's many addresses cannot
 * multiply the budget (an IPv6 /48, easy to get, holds 65,536 /64s), and another network is never
 * slowed by it.
 *
 * Attempts of one address are taken one at a time, and each counts as a failure before its
 * comparison starts (a success then clears the address and takes its count back from the
 * network): a burst sent at once gets exactly the comparisons the same attempts would get one
 * after another.
 *
 * Memory is bounded without giving an address its tries back: entries are kept in order of last
 * failure, and only an address whose day is over makes room. When the address table is full of live
 * entries, a new address is counted by its network alone rather than refused (refusing it would
 * lock the consultant out as surely as the attacker). When the network table is full, the least
 * recently active network that no longer waits makes room; only when every one of them waits
 * (100,000 networks each failing within the last 75 s) is a new network refused, until the first
 * wait ends.
 */
export class FailedAuthLimiter {
  private readonly addresses = new Map<string, KeyRecord>()
  private readonly networks = new Map<string, KeyRecord>()
  /** The tail of each address's queue of attempts. */
  private readonly turns = new Map<string, Promise<void>>()
  private readonly addressPolicy: Policy
  private readonly networkPolicy: Policy
  private readonly memoryMs: number
  private readonly maxAddresses: number
  private readonly now: () => number

  constructor(options: FailedAuthLimiterOptions = {}) {
    const freeFailures = options.freeFailures ?? 5
    const baseDelayMs = options.baseDelayMs ?? 1000
    const maxDelayMs = options.maxDelayMs ?? 20 * 60_000
    const share = options.networkShare ?? 16
    this.addressPolicy = { freeFailures, baseDelayMs, maxDelayMs }
    this.networkPolicy = {
      freeFailures: freeFailures * share,
      baseDelayMs,
      maxDelayMs: Math.max(baseDelayMs, maxDelayMs / share),
    }
    this.memoryMs = options.memoryMs ?? 24 * 60 * 60_000
    this.maxAddresses = options.maxAddresses ?? 100_000
    this.now = options.now ?? Date.now
  }

  /** Milliseconds the client must still wait before its next attempt; 0 when it may try now. */
  waitFor(client: LimiterKeys): number {
    const now = this.now()
    return Math.max(
      0,
      this.blockedUntil(this.addresses.get(client.address), this.addressPolicy, now) - now,
      this.blockedUntil(this.networks.get(client.network), this.networkPolicy, now) - now,
    )
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
      const full = this.count(client)
      if (full > 0) return { outcome: 'refused', waitMs: full }
      if (!(await compare())) return { outcome: 'wrong' }
      this.clear(client)
      return { outcome: 'accepted' }
    } finally {
      release()
      if (this.turns.get(client.address) === tail) this.turns.delete(client.address)
    }
  }

  /**
   * Forgets the failures of `client` once it has given the right passphrase, and takes back from
   * its network the failure its attempt was counted as: a right passphrase never counts.
   */
  private clear(client: LimiterKeys): void {
    this.addresses.delete(client.address)
    const network = this.networks.get(client.network)
    if (network) network.failures = Math.max(0, network.failures - 1)
  }

  /** When a record's wait ends: its last failure plus the wait its count earns. */
  private blockedUntil(record: KeyRecord | undefined, policy: Policy, now: number): number {
    if (!record || now - record.last >= this.memoryMs) return 0
    const beyond = record.failures - policy.freeFailures
    if (beyond < 0) return 0
    return record.last + Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** beyond)
  }

  /**
   * Counts one attempt against the client's network and its address (or the network alone when
   * the address table is full of live entries). Returns 0, or how long to wait when the network
   * table is full of waiting networks (nothing is counted or compared then).
   */
  private count(client: LimiterKeys): number {
    const now = this.now()
    if (!this.networks.has(client.network)) {
      const wait = this.makeNetworkRoom(now)
      if (wait > 0) return wait
    }
    this.countIn(this.networks, client.network, now)
    if (this.addresses.has(client.address) || this.makeAddressRoom(now)) {
      this.countIn(this.addresses, client.address, now)
    }
    return 0
  }

  private countIn(table: Map<string, KeyRecord>, key: string, now: number): void {
    const kept = table.get(key)
    const record = kept && now - kept.last < this.memoryMs ? kept : { failures: 0, last: now }
    record.failures++
    record.last = now
    // Re-inserting keeps the table in order of last failure, so the oldest is first.
    table.delete(key)
    table.set(key, record)
  }

  /** Whether the address table has room for one more, after dropping an entry whose day is over. */
  private makeAddressRoom(now: number): boolean {
    if (this.addresses.size < this.maxAddresses) return true
    const [key, oldest] = this.addresses.entries().next().value ?? []
    if (key === undefined || !oldest || now - oldest.last < this.memoryMs) return false
    this.addresses.delete(key)
    return true
  }

  /**
   * Makes room for one more network by dropping the least recently active one if it no longer
   * waits (it gives back at most a network's fresh budget; its addresses keep their own counts).
   * Returns 0, or how long until that network's wait surely ends.
   */
  private makeNetworkRoom(now: number): number {
    if (this.networks.size < this.maxAddresses) return 0
    const [key, oldest] = this.networks.entries().next().value ?? []
    if (key === undefined || !oldest) return 0
    const wait = this.blockedUntil(oldest, this.networkPolicy, now) - now
    if (wait > 0) return wait
    this.networks.delete(key)
    return 0
  }
}
