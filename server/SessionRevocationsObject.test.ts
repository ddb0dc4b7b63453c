import { describe, expect, it } from 'vitest'
import { ApiError } from './ApiError'
import { durableObjectRevocations, type RevocationsNamespace } from './SessionRevocationsObject'
import { namespaceStandIn } from '../tests/support/durableObjectStandIn'

const NOW = Date.now()
const HOUR = 60 * 60_000

describe('the worker’s record of closed sessions', () => {
  it('answers every isolate from one object, and keeps what it recorded when evicted', async () => {
    const cloudflare = namespaceStandIn()
    // Two isolates: each builds its own client, and shares nothing else.
    const isolateA = durableObjectRevocations(cloudflare.namespace)
    const isolateB = durableObjectRevocations(cloudflare.namespace)
    expect(await isolateB.isRevoked('session-a', NOW)).toBe(false)
    await isolateA.revoke('session-a', NOW + HOUR)
    expect(await isolateB.isRevoked('session-a', NOW)).toBe(true)
    expect(await isolateB.isRevoked('session-b', NOW)).toBe(false)
    cloudflare.restart()
    expect(await isolateA.isRevoked('session-a', NOW + HOUR - 1)).toBe(true)
    expect(await isolateA.isRevoked('session-a', NOW + HOUR)).toBe(false)
  })

  it('stores only the sessions whose tokens may still be alive', async () => {
    const cloudflare = namespaceStandIn()
    const record = durableObjectRevocations(cloudflare.namespace)
    await record.revoke('long-gone', NOW - 1)
    await record.revoke('recent', NOW + HOUR)
    expect(cloudflare.storage.get('closed-sessions')).toEqual({ recent: NOW + HOUR })
  })

  it('fails closed, with a sentence, when the object does not answer', async () => {
    const down: RevocationsNamespace = {
      idFromName: (name) => name,
      get: () => ({ fetch: () => Promise.reject(new Error('network lost')) }),
    }
    const failing = durableObjectRevocations(down)
    const refusal = await failing.isRevoked('session-a', NOW).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({ status: 503 })
    expect((refusal as ApiError).message).toContain('ne répond pas')
    const erring: RevocationsNamespace = {
      idFromName: (name) => name,
      get: () => ({ fetch: () => Promise.resolve(new Response(null, { status: 500 })) }),
    }
    await expect(durableObjectRevocations(erring).revoke('session-a', NOW)).rejects.toBeInstanceOf(
      ApiError,
    )
  })
})
