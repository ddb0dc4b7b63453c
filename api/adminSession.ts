/**
 * The admin's session tokens: the page exchanges the passphrase once for one of these and never
 * keeps the passphrase itself. A token is self-contained (HMAC-SHA-256 over its own expiry, with a
 * key derived from ADMIN_TOKEN by HKDF), so every edge isolate checks it without shared memory, and
 * changing ADMIN_TOKEN ends every session. Web Crypto only: the same code runs in Node and workerd.
 */

/** Marks a bearer value as a session token rather than a passphrase. */
export const SESSION_TOKEN_PREFIX = 'santra-session.'

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 60 * 60_000

/** And after this long in any case, however active: a token taken once is not renewed forever. */
export const SESSION_MAX_MS = 12 * 60 * 60_000

interface SessionClaims {
  /** When the passphrase was given, ms since the epoch. */
  started: number
  /** When the token stops being accepted, ms since the epoch. */
  expires: number
}

const encoder = new TextEncoder()

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/={1,2}$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[\w-]*$/.test(text)) return undefined
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** Issues and checks the session tokens of one passphrase. */
export interface SessionTokens {
  /** A token for a session that started at `started` (now for a new one), valid for the idle time. */
  issue(now: number, started?: number): Promise<{ token: string; expiresAt: string }>
  /** The claims of a genuine, unexpired token; `undefined` for anything else. */
  check(token: string, now: number): Promise<SessionClaims | undefined>
}

/** The session tokens keyed from `adminToken`. */
export function sessionTokens(adminToken: string): SessionTokens {
  let key: Promise<CryptoKey> | undefined
  // Derived once, lazily: HKDF gives a key of its own, so a token never reveals the passphrase.
  const signingKey = () =>
    (key ??= crypto.subtle
      .importKey('raw', encoder.encode(adminToken), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          {
            name: 'HKDF',
            hash: 'SHA-256',
            salt: encoder.encode('santra-admin'),
            info: encoder.encode('session token v1'),
          },
          material,
          { name: 'HMAC', hash: 'SHA-256', length: 256 },
          false,
          ['sign', 'verify'],
        ),
      ))

  return {
    async issue(now, started = now) {
      const expires = Math.min(now + SESSION_IDLE_MS, started + SESSION_MAX_MS)
      const claims: SessionClaims = { started, expires }
      const payload = toBase64Url(encoder.encode(JSON.stringify(claims)))
      const signature = new Uint8Array(
        await crypto.subtle.sign('HMAC', await signingKey(), encoder.encode(payload)),
      )
      return {
        token: `${SESSION_TOKEN_PREFIX}${payload}.${toBase64Url(signature)}`,
        expiresAt: new Date(expires).toISOString(),
      }
    },
    async check(token, now) {
      if (!token.startsWith(SESSION_TOKEN_PREFIX) || token.length > 512) return undefined
      const [payload = '', signatureText = '', ...rest] = token
        .slice(SESSION_TOKEN_PREFIX.length)
        .split('.')
      const signature = fromBase64Url(signatureText)
      if (rest.length > 0 || !signature) return undefined
      // Verifying with Web Crypto compares in constant time.
      const genuine = await crypto.subtle.verify(
        'HMAC',
        await signingKey(),
        signature,
        encoder.encode(payload),
      )
      if (!genuine) return undefined
      const bytes = fromBase64Url(payload)
      const claims: unknown = bytes && JSON.parse(new TextDecoder().decode(bytes))
      if (!isClaims(claims)) return undefined
      return claims.expires > now ? claims : undefined
    },
  }
}

function isClaims(value: unknown): value is SessionClaims {
  if (typeof value !== 'object' || value === null) return false
  const { started, expires } = value as Record<string, unknown>
  return Number.isFinite(started) && Number.isFinite(expires)
}
