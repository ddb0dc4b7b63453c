import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { limiterKeys } from './clientAddress'
import { FailedAuthLimiter, type AttemptOutcome } from './FailedAuthLimiter'

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

  it('caps the wait and forgets failures older than the window', async () => {
    let time = 0
    const limiter = new FailedAuthLimiter({ now: () => time, maxDelayMs: 5000, windowMs: 60_000 })
    const counter = { calls: 0 }
    for (let n = 0; n < 12; n++) {
      await limiter.attempt(A, slowCompare(false, counter))
      time += limiter.waitFor(A)
    }
    expect(limiter.waitFor(A)).toBe(0)
    await limiter.attempt(A, slowCompare(false, counter))
    expect(limiter.waitFor(A)).toBe(5000)
    time += 60_000
    await limiter.attempt(A, slowCompare(false, counter))
    expect(limiter.waitFor(A)).toBe(0)
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

  it('never drops a live block to make room: a new address is counted by its network', async () => {
    const limiter = new FailedAuthLimiter({ now: () => 0, maxAddresses: 2, freeFailures: 1 })
    const counter = { calls: 0 }
    const C = limiterKeys('198.51.7.3')
    await limiter.attempt(A, slowCompare(false, counter))
    await limiter.attempt(B, slowCompare(false, counter))
    expect(await limiter.attempt(C, slowCompare(false, counter))).toEqual({ outcome: 'wrong' })
    expect(limiter.waitFor(A)).toBe(1000)
    expect(limiter.waitFor(B)).toBe(1000)
    // C went to its /16; its neighbour D shares that count, a far address E gets its own.
    expect(limiter.waitFor(limiterKeys('198.51.9.9'))).toBe(1000)
    expect(await limiter.attempt(limiterKeys('203.0.113.9'), slowCompare(true, counter))).toEqual({
      outcome: 'accepted',
    })
  })

  it('makes room by dropping what is no longer blocked', async () => {
    let time = 0
    const limiter = new FailedAuthLimiter({ now: () => time, maxAddresses: 2, freeFailures: 1 })
    const counter = { calls: 0 }
    await limiter.attempt(A, slowCompare(false, counter))
    time += 5000
    await limiter.attempt(B, slowCompare(false, counter))
    await limiter.attempt(limiterKeys('192.0.2.1'), slowCompare(false, counter))
    expect(limiter.waitFor(B)).toBe(1000)
    expect(limiter.waitFor(limiterKeys('192.0.2.1'))).toBe(1000)
    expect(limiter.waitFor(limiterKeys('192.0.2.200'))).toBe(0)
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
  it('count each IPv4 address alone, mapped or not, and IPv6 by /64 however it is spelled', () => {
    fc.assert(
      fc.property(ipv4, fc.boolean(), (address, mapped) => {
        const keys = limiterKeys(mapped ? `::FFFF:${address}` : address)
        expect(keys.address).toBe(address)
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
