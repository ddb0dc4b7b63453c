import { describe, expect, it } from 'vitest'
import { FailedAuthLimiter } from './FailedAuthLimiter'

describe('FailedAuthLimiter', () => {
  it('lets five failures through, then doubles the wait with each further one', () => {
    let time = 0
    const limiter = new FailedAuthLimiter({ now: () => time })
    for (let n = 0; n < 5; n++) limiter.recordFailure('a')
    expect(limiter.waitFor('a')).toBe(0)
    limiter.recordFailure('a')
    expect(limiter.waitFor('a')).toBe(1000)
    limiter.recordFailure('a')
    expect(limiter.waitFor('a')).toBe(2000)
    limiter.recordFailure('a')
    expect(limiter.waitFor('a')).toBe(4000)
    time += 1500
    expect(limiter.waitFor('a')).toBe(2500)
    expect(limiter.waitFor('b')).toBe(0)
  })

  it('caps the wait and forgets failures older than the window', () => {
    let time = 0
    const limiter = new FailedAuthLimiter({ now: () => time, maxDelayMs: 5000, windowMs: 60_000 })
    for (let n = 0; n < 20; n++) limiter.recordFailure('a')
    expect(limiter.waitFor('a')).toBe(5000)
    time += 60_000
    limiter.recordFailure('a')
    expect(limiter.waitFor('a')).toBe(0)
  })

  it('clears an address on success', () => {
    const limiter = new FailedAuthLimiter({ now: () => 0 })
    for (let n = 0; n < 6; n++) limiter.recordFailure('a')
    limiter.recordSuccess('a')
    expect(limiter.waitFor('a')).toBe(0)
  })

  it('remembers a bounded number of addresses, dropping the least recent', () => {
    const limiter = new FailedAuthLimiter({ now: () => 0, maxAddresses: 2, freeFailures: 0 })
    limiter.recordFailure('a')
    limiter.recordFailure('b')
    limiter.recordFailure('c')
    expect(limiter.waitFor('a')).toBe(0)
    expect(limiter.waitFor('b')).toBe(1000)
    expect(limiter.waitFor('c')).toBe(1000)
  })
})
