import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { limiterKeys } from './clientAddress'
import { FailedAuthLimiter, type AttemptOutcome } from './FailedAuthLimiter'
import {
  busiestSpan,
  DAY_MS,
  guessAsFastAsAllowed,
  perDay,
} from '../tests/support/guessingSimulation'

/** A comparison that takes a turn of the event loop, as hashing with Web Crypto does. */
function slowCompare(result: boolean, counter: { calls: number }) {
  return async () => {
    counter.calls++
    await new Promise((resolve) => setTimeout(resolve, 0))
    return result
  }
}

const A = limiterKeys('198.51.100.1')
const B = limiterKeys('198.51.100.2')

/** The first `count` /64s of the IPv6 /48 2001:db8:4::/48. */
function subnets(count: number) {
  return Array.from({ length: count }, (_, index) =>
    limiterKeys(`2001:db8:4:${index.toString(16)}::1`),
  )
}

describe('FailedAuthLimiter', () => {
  it('lets five failures through, then doubles the wait with each further one', async () => {
    let time = 0
    const limiter = new FailedAuthLimiter({ now: () => time })
    const counter = { calls: 0 }
    const wrong = () => limiter.attempt(A, slowCompare(false, counter))
    for (let n = 0; n < 5; n++) expect(await wrong()).toEqual({ outcome: 'wrong' })
    expect(await wrong()).toEqual({ outcome: 'refused', waitMs: 1000 })
    time += 1000
    expect(await wrong()).toEqual({ outcome: 'wrong' })
    expect(limiter.waitFor(A)).toBe(2000)
    time += 2000
    expect(await wrong()).toEqual({ outcome: 'wrong' })
    expect(limiter.waitFor(A)).toBe(4000)
    time += 1500
    expect(limiter.waitFor(A)).toBe(2500)
    expect(limiter.waitFor(B)).toBe(0)
    expect(counter.calls).toBe(7)
  })

  it('caps the wait, and keeps the failures a day after the last one', async () => {
    let time = 0
    const limiter = new FailedAuthLimiter({ now: () => time, maxDelayMs: 5000, memoryMs: 60_000 })
    const counter = { calls: 0 }
    for (let n = 0; n < 12; n++) {
      await limiter.attempt(A, slowCompare(false, counter))
      time += limiter.waitFor(A)
    }
    // Waiting the longest wait out does not start the doubling over.
    expect(limiter.waitFor(A)).toBe(0)
    await limiter.attempt(A, slowCompare(false, counter))
    expect(limiter.waitFor(A)).toBe(5000)
    time += 59_999
    await limiter.attempt(A, slowCompare(false, counter))
    expect(limiter.waitFor(A)).toBe(5000)
    // A whole memory without a try does.
    time += 60_000
    for (let n = 0; n < 4; n++) await limiter.attempt(A, slowCompare(false, counter))
    expect(limiter.waitFor(A)).toBe(0)
    expect(counter.calls).toBe(18)
  })

  it('clears an address on success, and never slows another address', async () => {
    const limiter = new FailedAuthLimiter({ now: () => 0 })
    const counter = { calls: 0 }
    for (let n = 0; n < 5; n++) await limiter.attempt(A, slowCompare(false, counter))
    expect((await limiter.attempt(A, slowCompare(true, counter))).outcome).toBe('refused')
    expect(await limiter.attempt(B, slowCompare(true, counter))).toEqual({ outcome: 'accepted' })
    const fresh = new FailedAuthLimiter({ now: () => 0 })
    for (let n = 0; n < 4; n++) await fresh.attempt(A, slowCompare(false, counter))
    await fresh.attempt(A, slowCompare(true, counter))
    expect(fresh.waitFor(A)).toBe(0)
  })

  it('gives a burst sent at once the comparisons of the same attempts one after another', async () => {
    const limiter = new FailedAuthLimiter({ now: () => 0 })
    const counter = { calls: 0 }
    const outcomes = await Promise.all(
      Array.from({ length: 500 }, () => limiter.attempt(A, slowCompare(false, counter))),
    )
    expect(counter.calls).toBe(5)
    expect(outcomes.filter((result) => result.outcome === 'refused')).toHaveLength(495)
  })

  it('lets a burst of right passphrases through, however many at once', async () => {
    const limiter = new FailedAuthLimiter({ now: () => 0 })
    const counter = { calls: 0 }
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => limiter.attempt(A, slowCompare(true, counter))),
    )
    expect(outcomes.every((result) => result.outcome === 'accepted')).toBe(true)
  })

  it('when the table is full of live entries, counts a new address by its network alone', async () => {
    let time = 0
    const limiter = new FailedAuthLimiter({ now: () => time, maxAddresses: 2, freeFailures: 1 })
    const counter = { calls: 0 }
    await limiter.attempt(A, slowCompare(false, counter))
    time += 60 * 60_000
    await limiter.attempt(limiterKeys('192.0.2.1'), slowCompare(false, counter))
    // Neither is forgotten: an hour-old failure still counts.
    const C = limiterKeys('203.0.113.3')
    expect(await limiter.attempt(C, slowCompare(false, counter))).toEqual({ outcome: 'wrong' })
    expect(await limiter.attempt(C, slowCompare(false, counter))).toEqual({ outcome: 'wrong' })
    expect(limiter.waitFor(C)).toBe(0)
    time += 1000
    await limiter.attempt(A, slowCompare(false, counter))
    expect(limiter.waitFor(A)).toBe(2000)
    // Once A's day is over, its place goes to the next new address.
    time += 24 * 60 * 60_000
    await limiter.attempt(C, slowCompare(false, counter))
    expect(limiter.waitFor(C)).toBe(1000)
    expect(counter.calls).toBe(6)
  })

  it('when the network table is full of waiting networks, refuses a new one until the first wait ends', async () => {
    let time = 0
    const limiter = new FailedAuthLimiter({
      now: () => time,
      maxAddresses: 2,
      freeFailures: 1,
      networkShare: 1,
    })
    const counter = { calls: 0 }
    await limiter.attempt(limiterKeys('198.51.100.1'), slowCompare(false, counter))
    await limiter.attempt(limiterKeys('203.0.113.1'), slowCompare(false, counter))
    const third = limiterKeys('192.0.2.1')
    expect(await limiter.attempt(third, slowCompare(true, counter))).toEqual({
      outcome: 'refused',
      waitMs: 1000,
    })
    time += 1000
    expect(await limiter.attempt(third, slowCompare(true, counter))).toEqual({
      outcome: 'accepted',
    })
    expect(counter.calls).toBe(3)
  })
})

describe('networks', () => {
  it('give many /64s of one /48 about sixteen addresses’ worth of tries, not one each', async () => {
    let time = 0
    const limiter = new FailedAuthLimiter({ now: () => time })
    const counter = { calls: 0 }
    const [fresh = A, ...used] = subnets(41).reverse()
    for (const keys of used) {
      for (let n = 0; n < 5; n++) await limiter.attempt(keys, slowCompare(false, counter))
    }
    // 80 free failures for the network, then its waits double up to 75 s.
    expect(counter.calls).toBe(80)
    expect(limiter.waitFor(fresh)).toBe(1000)
    time += 1000
    expect(await limiter.attempt(fresh, slowCompare(false, counter))).toEqual({ outcome: 'wrong' })
    expect(limiter.waitFor(fresh)).toBe(2000)
  })

  it('never slow the right passphrase from another network; a neighbour waits 75 s at most', async () => {
    const clock = { now: 0 }
    const limiter = new FailedAuthLimiter({ now: () => clock.now })
    await guessAsFastAsAllowed(limiter, clock, subnets(32), DAY_MS)
    const elsewhere = limiterKeys('2001:db8:5::1')
    expect(await limiter.attempt(elsewhere, () => Promise.resolve(true))).toEqual({
      outcome: 'accepted',
    })
    const neighbour = limiterKeys('2001:db8:4:ffff::1')
    expect(limiter.waitFor(neighbour)).toBeLessThanOrEqual(75_000)
    clock.now += limiter.waitFor(neighbour)
    expect(await limiter.attempt(neighbour, () => Promise.resolve(true))).toEqual({
      outcome: 'accepted',
    })
  })

  it('count no right passphrase: a network signing in all day is never slowed', async () => {
    let time = 0
    const limiter = new FailedAuthLimiter({ now: () => time })
    for (const keys of subnets(500)) {
      expect(await limiter.attempt(keys, () => Promise.resolve(true))).toEqual({
        outcome: 'accepted',
      })
      time += 60_000
    }
  })
})

describe('a guesser as fast as allowed, over a simulated week', () => {
  it('gets at most about a hundred comparisons a day from one address, and the doubling never starts over', async () => {
    const clock = { now: 0 }
    const limiter = new FailedAuthLimiter({ now: () => clock.now })
    const times = await guessAsFastAsAllowed(limiter, clock, [A], 7 * DAY_MS)
    const days = perDay(times, 0, 7)
    console.log(
      `One address, a week: ${days.join(', ')} comparisons a day; busiest 24 h ${String(busiestSpan(times))}; week ${String(times.length)}`,
    )
    expect(busiestSpan(times)).toBeLessThanOrEqual(100)
    // After the first day, one try per longest wait (20 minutes).
    expect(days.slice(1)).toEqual(Array.from({ length: 6 }, () => 72))
    expect(times.length).toBeLessThanOrEqual(7 * 100)
  })

  it('gets no more from a /48 than sixteen addresses would, however many /64s it uses', async () => {
    const clock = { now: 0 }
    const limiter = new FailedAuthLimiter({ now: () => clock.now })
    const times = await guessAsFastAsAllowed(limiter, clock, subnets(128), 2 * DAY_MS)
    console.log(
      `128 /64s of one /48, two days: ${perDay(times, 0, 2).join(', ')} comparisons a day`,
    )
    expect(busiestSpan(times)).toBeLessThanOrEqual(16 * 100)
  })
})

/** One address, spelled several ways a host may report it. */
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'))
const hextet = fc.nat(0xffff)
const ipv6Groups = fc.array(hextet, { minLength: 8, maxLength: 8 })

function spellings(groups: number[]): fc.Arbitrary<string> {
  const full = groups.map((group) => group.toString(16))
  const padded = groups.map((group) => group.toString(16).padStart(4, '0'))
  return fc
    .tuple(fc.constantFrom(full, padded), fc.boolean(), fc.option(fc.constantFrom('%eth0', '%3')))
    .map(([parts, upper, zone]) => {
      let text = parts.join(':')
      // Compress the first run of zero groups, as `::`.
      const zeros = /(^|:)0(:0)+(:|$)/.exec(text)
      if (zeros)
        text = `${text.slice(0, zeros.index)}::${text.slice(zeros.index + zeros[0].length)}`
      return `${upper ? text.toUpperCase() : text}${zone ?? ''}`
    })
}

describe('limiter keys', () => {
  it('count each IPv4 address alone, mapped or not, and IPv6 by /64 however it is spelled, in networks of /24 and /48', () => {
    fc.assert(
      fc.property(ipv4, fc.boolean(), (address, mapped) => {
        const keys = limiterKeys(mapped ? `::FFFF:${address}` : address)
        expect(keys.address).toBe(address)
        expect(keys.network).toBe(`${address.split('.').slice(0, 3).join('.')}.0/24`)
      }),
      { numRuns: 200 },
    )
    fc.assert(
      fc.property(
        ipv6Groups.filter((groups) => groups.slice(0, 6).join() !== '0,0,0,0,0,65535'),
        ipv6Groups,
        (groups, other) => {
          const host = [...groups.slice(0, 4), ...other.slice(4)]
          const expected = limiterKeys(groups.map((group) => group.toString(16)).join(':'))
          fc.assert(
            fc.property(spellings(groups), spellings(host), (a, b) => {
              expect(limiterKeys(a)).toEqual(expected)
              expect(limiterKeys(b).address).toBe(expected.address)
            }),
            { numRuns: 5 },
          )
          expect(expected.address).toMatch(/^([\da-f]{4}:){4}:\/64$/)
          expect(expected.network).toBe(`${expected.address.slice(0, 14)}::/48`)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('puts whatever is not an address under one key', () => {
    expect(limiterKeys('pas une adresse').address).toBe('invalid')
    expect(limiterKeys('1.2.3.4.5').address).toBe('invalid')
    expect(limiterKeys('unknown').address).toBe('unknown')
  })
})

describe('bursts', () => {
  it('compare no more than the policy allows, per address, whatever the mix', async () => {
    const address = fc.oneof(
      ipv4,
      ipv4.map((text) => `::ffff:${text}`),
      ipv6Groups.chain(spellings),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(address, fc.integer({ min: 1, max: 40 })), {
          minLength: 1,
          maxLength: 6,
        }),
        ipv4,
        async (attackers, owner) => {
          const limiter = new FailedAuthLimiter({ now: () => 0 })
          const calls = new Map<string, number>()
          const attempts: Promise<AttemptOutcome>[] = []
          for (const [text, size] of attackers) {
            const keys = limiterKeys(text)
            for (let n = 0; n < size; n++) {
              attempts.push(
                limiter.attempt(keys, async () => {
                  calls.set(keys.address, (calls.get(keys.address) ?? 0) + 1)
                  await Promise.resolve()
                  return false
                }),
              )
            }
          }
          const ownerKeys = limiterKeys(owner)
          const mine = attackers.some(([text]) => limiterKeys(text).address === ownerKeys.address)
          const right = limiter.attempt(ownerKeys, () => Promise.resolve(true))
          await Promise.all(attempts)
          for (const count of calls.values()) expect(count).toBeLessThanOrEqual(5)
          if (!mine) expect(await right).toEqual({ outcome: 'accepted' })
        },
      ),
      { numRuns: 60 },
    )
  })
})

/** One step of a random schedule of attempts. */
type Step =
  | { kind: 'pause'; ms: number }
  /** Wrong passphrases sent at once from one attacker. */
  | { kind: 'burst'; attacker: number; size: number }
  /** Wrong passphrases from one attacker, each the moment its wait is over, for a while. */
  | { kind: 'greedy'; attacker: number; ms: number }
  /** The right passphrase, from the consultant's network or from a neighbour of the attackers. */
  | { kind: 'right'; from: 'owner' | 'neighbour' }

describe('random schedules of attempts', () => {
  it('never compare more than one address may have in a day, never compare a refused attempt, and never slow another network', async () => {
    // Two /64s of one /48, and two IPv4 addresses of one /24.
    const attackers = [
      limiterKeys('2001:db8:7:1::1'),
      limiterKeys('2001:db8:7:2::1'),
      limiterKeys('198.51.100.20'),
      limiterKeys('198.51.100.21'),
    ]
    const owner = limiterKeys('203.0.113.50')
    const neighbour = limiterKeys('2001:db8:7:ffff::1')
    // The most one address gets in its first day (the free tries, the doubling, then the longest wait).
    const dayClock = { now: 0 }
    const dayLimiter = new FailedAuthLimiter({ now: () => dayClock.now })
    const mostInADay = (await guessAsFastAsAllowed(dayLimiter, dayClock, [A], DAY_MS)).length
    const attacker = fc.nat(attackers.length - 1)
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('pause' as const),
        ms: fc.oneof(
          fc.integer({ min: 0, max: 5_000 }),
          fc.integer({ min: 0, max: 40 * 60_000 }),
          fc.integer({ min: 0, max: 2 * DAY_MS }),
        ),
      }),
      fc.record({
        kind: fc.constant('burst' as const),
        attacker,
        size: fc.integer({ min: 1, max: 30 }),
      }),
      fc.record({
        kind: fc.constant('greedy' as const),
        attacker,
        ms: fc.integer({ min: 0, max: DAY_MS }),
      }),
      fc.record({
        kind: fc.constant('right' as const),
        from: fc.constantFrom('owner' as const, 'neighbour' as const),
      }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const clock = { now: 0 }
        const limiter = new FailedAuthLimiter({ now: () => clock.now })
        const compared = attackers.map((): number[] => [])
        const wrongFrom = (index: number) => () => {
          compared[index]?.push(clock.now)
          return Promise.resolve(false)
        }
        for (const current of steps) {
          if (current.kind === 'pause') clock.now += current.ms
          if (current.kind === 'burst') {
            const keys = attackers[current.attacker] ?? A
            const before = compared[current.attacker]?.length ?? 0
            const outcomes = await Promise.all(
              Array.from({ length: current.size }, () =>
                limiter.attempt(keys, wrongFrom(current.attacker)),
              ),
            )
            const wrong = outcomes.filter((outcome) => outcome.outcome === 'wrong').length
            expect((compared[current.attacker]?.length ?? 0) - before).toBe(wrong)
          }
          if (current.kind === 'greedy') {
            const keys = attackers[current.attacker] ?? A
            const times = await guessAsFastAsAllowed(limiter, clock, [keys], current.ms)
            compared[current.attacker]?.push(...times)
          }
          if (current.kind === 'right') {
            const keys = current.from === 'owner' ? owner : neighbour
            const result = await limiter.attempt(keys, () => Promise.resolve(true))
            if (current.from === 'owner') expect(result).toEqual({ outcome: 'accepted' })
            else if (result.outcome === 'refused') expect(result.waitMs).toBeLessThanOrEqual(75_000)
            else expect(result).toEqual({ outcome: 'accepted' })
          }
        }
        for (const times of compared) expect(busiestSpan(times)).toBeLessThanOrEqual(mostInADay)
        expect(mostInADay).toBeLessThanOrEqual(100)
      }),
      { numRuns: 150 },
    )
  })
})
