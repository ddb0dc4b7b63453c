import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  adminSessions,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SESSION_TOKEN_PREFIX,
} from './adminSession'
import { RevocationList } from './sessionRevocations'

/** A passphrase the policy accepts, which one core found in seconds from a token of the old scheme. */
const PASSPHRASE = 'soleil-printemps'
const AUDIENCE = 'https://www.santra.ca'
const NOW = Date.parse('2026-11-20T15:00:00Z')

const encoder = new TextEncoder()

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(text, 'base64url'))
}

/** What an attacker reads of a token: its claims as text, the signed bytes and the signature. */
function parts(token: string) {
  const [payload = '', signature = ''] = token.slice(SESSION_TOKEN_PREFIX.length).split('.')
  return {
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >,
    signed: encoder.encode(payload),
    signature: fromBase64Url(signature),
  }
}

const hmacKey = (raw: BufferSource) =>
  crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])

async function hkdfKey(material: string, salt: string, info: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', encoder.encode(material), 'HKDF', false, [
    'deriveKey',
  ])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(salt), info: encoder.encode(info) },
    base,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign', 'verify'],
  )
}

/**
 * Every way a guesser could turn a candidate passphrase into a signing key with nothing else in
 * hand: the scheme tokens were signed with until issue 33 (HKDF of the passphrase, fixed salt), the
 * passphrase itself or its digest as the HMAC key, and today's scheme with the secret guessed as
 * the passphrase, or as empty.
 */
const guessedKeys: Record<string, (candidate: string) => Promise<CryptoKey>> = {
  'the old HKDF of the passphrase': (candidate) =>
    hkdfKey(candidate, 'santra-admin', 'session token v1'),
  'the passphrase as the key': (candidate) => hmacKey(encoder.encode(candidate)),
  'the passphrase’s SHA-256 as the key': async (candidate) =>
    hmacKey(await crypto.subtle.digest('SHA-256', encoder.encode(candidate))),
  'today’s scheme, the passphrase as the secret': (candidate) =>
    hkdfKey(candidate, 'santra-admin session token v2', candidate),
  'today’s scheme, an empty secret': (candidate) =>
    hkdfKey('', 'santra-admin session token v2', candidate),
}

/** A token as the old scheme signed it: `{ started, expires }` under the HKDF of the passphrase. */
async function oldSchemeToken(passphrase: string): Promise<string> {
  const payload = Buffer.from(
    JSON.stringify({ started: NOW, expires: NOW + SESSION_IDLE_MS }),
  ).toString('base64url')
  const key = await guessedKeys['the old HKDF of the passphrase']?.(passphrase)
  if (!key) throw new Error('the old scheme is listed above')
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(payload))
  return `${SESSION_TOKEN_PREFIX}${payload}.${Buffer.from(signature).toString('base64url')}`
}

/** The guesses of a dictionary attack: variants of French words, the right one among them. */
function dictionary(size: number): string[] {
  const words = ['soleil', 'printemps', 'automne', 'hiver', 'riviere', 'montagne', 'erable', 'lac']
  const guesses: string[] = []
  for (let n = 0; guesses.length < size; n++) {
    const first = words[n % words.length] ?? ''
    const second = words[Math.floor(n / words.length) % words.length] ?? ''
    guesses.push(`${first}-${second}${n < 64 ? '' : String(n)}`)
  }
  return guesses
}

/** The guesses under which `token`'s signature holds, for each way of deriving a key. */
async function offlineGuesses(token: string, guesses: string[]): Promise<string[]> {
  const { signed, signature } = parts(token)
  const found: string[] = []
  for (const [scheme, derive] of Object.entries(guessedKeys)) {
    for (const guess of guesses) {
      if (await crypto.subtle.verify('HMAC', await derive(guess), signature, signed)) {
        found.push(`${scheme}: ${guess}`)
      }
    }
  }
  return found
}

const newSessions = (
  sessionSecret = randomBytes(32).toString('base64url'),
  adminToken = PASSPHRASE,
  revocations = new RevocationList(),
) => adminSessions({ adminToken, sessionSecret, revocations })

describe('what a session token reveals', () => {
  it('no longer lets a guesser test passphrases offline, as a token of the old scheme did', async () => {
    const guesses = dictionary(500)
    expect(guesses).toContain(PASSPHRASE)
    // Before: one token of the old scheme, expired or not, confirms the right guess.
    expect(await offlineGuesses(await oldSchemeToken(PASSPHRASE), guesses)).toEqual([
      `the old HKDF of the passphrase: ${PASSPHRASE}`,
    ])
    // Now: no derivation of any guess, the right one included, verifies a token.
    const secret = randomBytes(32).toString('base64url')
    const { token } = await newSessions(secret).issue(AUDIENCE, NOW)
    expect(await offlineGuesses(token, guesses)).toEqual([])
    // While the server's own key, the secret's, does: the search above could have found it.
    const { signed, signature } = parts(token)
    const serverKey = await hkdfKey(secret, 'santra-admin session token v2', PASSPHRASE)
    expect(await crypto.subtle.verify('HMAC', serverKey, signature, signed)).toBe(true)
  })

  it('holds a random session id, its audience and its times, and nothing of the passphrase', async () => {
    const sessions = newSessions()
    const first = parts((await sessions.issue(AUDIENCE, NOW)).token).claims
    const second = parts((await sessions.issue(AUDIENCE, NOW)).token).claims
    expect(Object.keys(first).sort()).toEqual(['audience', 'expires', 'session', 'started'])
    expect(first).toMatchObject({
      audience: AUDIENCE,
      started: NOW,
      expires: NOW + SESSION_IDLE_MS,
    })
    expect(first.session).toMatch(/^[\w-]{22}$/)
    // Two sign-ins at the same instant share nothing that comes from the passphrase.
    expect(second.session).not.toBe(first.session)
    expect(JSON.stringify(first)).not.toContain(PASSPHRASE)
  })
})

/** An origin, as `new URL(request.url).origin` gives it. */
const origins = fc.webUrl({ validSchemes: ['http', 'https'] }).map((url) => new URL(url).origin)
const secrets = fc
  .uint8Array({ minLength: 32, maxLength: 64 })
  .map((bytes) => Buffer.from(bytes).toString('base64url'))
const passphrases = fc.string({ minLength: 16, maxLength: 64 })

describe('admin sessions', () => {
  it('accept a token only at its audience, under the secret and the passphrase that issued it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          secret: secrets,
          otherSecret: secrets,
          passphrase: passphrases,
          otherPassphrase: passphrases,
          audience: origins,
          elsewhere: origins,
        }),
        async ({ secret, otherSecret, passphrase, otherPassphrase, audience, elsewhere }) => {
          fc.pre(secret !== otherSecret && passphrase !== otherPassphrase)
          fc.pre(audience !== elsewhere)
          const revocations = new RevocationList()
          const { token } = await newSessions(secret, passphrase, revocations).issue(audience, NOW)
          const at = NOW + SESSION_IDLE_MS - 1
          expect(
            await newSessions(secret, passphrase, revocations).check(token, audience, at),
          ).toMatchObject({ audience, started: NOW })
          expect(await newSessions(secret, passphrase).check(token, elsewhere, at)).toBeUndefined()
          expect(
            await newSessions(otherSecret, passphrase).check(token, audience, at),
          ).toBeUndefined()
          expect(
            await newSessions(secret, otherPassphrase).check(token, audience, at),
          ).toBeUndefined()
        },
      ),
      { numRuns: 50 },
    )
  })

  it('refuse any change to a token, and anything that is not one, without throwing', async () => {
    const sessions = newSessions()
    const { token } = await sessions.issue(AUDIENCE, NOW)
    // Every character of the token, replaced by every other a token could hold: the signature's
    // last character included, whose two unused bits a lenient decoder would ignore.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.='
    const accepted: string[] = []
    for (let index = 0; index < token.length; index++) {
      for (const replacement of alphabet) {
        if (token[index] === replacement) continue
        const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`
        if (await sessions.check(changed, AUDIENCE, NOW)) accepted.push(changed)
      }
    }
    expect(accepted).toEqual([])
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string().map((text) => `${SESSION_TOKEN_PREFIX}${text}`),
        ),
        async (text) => {
          expect(await sessions.check(text, AUDIENCE, NOW)).toBeUndefined()
        },
      ),
    )
    expect(await sessions.check(`${token}.`, AUDIENCE, NOW)).toBeUndefined()
    expect(await sessions.check(`${token}${'A'.repeat(2048)}`, AUDIENCE, NOW)).toBeUndefined()
    expect(await sessions.check(token, AUDIENCE, NOW)).toBeDefined()
  })

  it('renew under the same id and start, and end 12 hours after the sign-in however renewed', async () => {
    const sessions = newSessions()
    const first = await sessions.check((await sessions.issue(AUDIENCE, NOW)).token, AUDIENCE, NOW)
    if (!first) throw new Error('a fresh token is accepted')
    const late = NOW + SESSION_MAX_MS - 10 * 60_000
    const renewed = await sessions.issue(AUDIENCE, late, first)
    expect(renewed.expiresAt).toBe(new Date(NOW + SESSION_MAX_MS).toISOString())
    expect(await sessions.check(renewed.token, AUDIENCE, late)).toEqual({
      ...first,
      expires: NOW + SESSION_MAX_MS,
    })
    expect(await sessions.check(renewed.token, AUDIENCE, NOW + SESSION_MAX_MS)).toBeUndefined()
  })

  it('end a session for every token of it, renewed ones included, and for no other', async () => {
    const revocations = new RevocationList()
    const sessions = newSessions(undefined, PASSPHRASE, revocations)
    const issued = await sessions.issue(AUDIENCE, NOW)
    const claims = await sessions.check(issued.token, AUDIENCE, NOW)
    if (!claims) throw new Error('a fresh token is accepted')
    const renewed = await sessions.issue(AUDIENCE, NOW + 1000, claims)
    const other = await sessions.issue(AUDIENCE, NOW)
    await sessions.end(claims)
    for (const token of [issued.token, renewed.token]) {
      expect(await sessions.check(token, AUDIENCE, NOW + 2000)).toBeUndefined()
    }
    expect(await sessions.check(other.token, AUDIENCE, NOW + 2000)).toBeDefined()
    expect(revocations.entries(NOW)).toEqual({ [claims.session]: NOW + SESSION_MAX_MS })
  })

  it('fail the request when the record of closed sessions cannot answer', async () => {
    const failing = {
      revoke: () => Promise.reject(new Error('hors d’atteinte')),
      isRevoked: () => Promise.reject(new Error('hors d’atteinte')),
    }
    const secret = randomBytes(32).toString('hex')
    const { token } = await newSessions(secret).issue(AUDIENCE, NOW)
    await expect(
      adminSessions({ adminToken: PASSPHRASE, sessionSecret: secret, revocations: failing }).check(
        token,
        AUDIENCE,
        NOW,
      ),
    ).rejects.toThrow('hors d’atteinte')
  })
})
