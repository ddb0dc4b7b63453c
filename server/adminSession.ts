/**
 * The admin's session tokens: the page exchanges the passphrase once for one of these and never
 * keeps the passphrase itself.
 *
 * A token is `santra-session.<claims>.<signature>`: its claims (base64url JSON) name the session
 * (a random id), its audience (the origin of the site that issued it), when the passphrase was
 * given and when the token expires; the signature is HMAC-SHA-256 over the claims.
 *
 * The signing key is HKDF-SHA-256 of `SESSION_SECRET`, 256 random bits of its own, with the
 * passphrase as HKDF's context: no one without the secret can tell anything about the passphrase
 * from a token, expired or not, so a token is no oracle for guesses; and changing either secret
 * changes the key, which ends every session. (Whoever holds the secret can forge tokens outright,
 * so it is kept like the passphrase: a file of mode 0600 in `.santra/`, or a Worker secret.)
 *
 * A token is checked by its signature, its audience, its expiry, and the host's record of closed
 * sessions ({@link SessionRevocations}): every edge isolate checks the first three alone, and asks
 * the record for the fourth. Web Crypto only: the same code runs in Node and workerd.
 */
import { z } from 'zod'
import type { SessionRevocations } from './sessionRevocations'
import { sessionSecretProblem } from './sessionSecretPolicy'

/** Marks a bearer value as a session token rather than a passphrase. */
export const SESSION_TOKEN_PREFIX = 'santra-session.'

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 60 * 60_000

/** And after this long in any case, however active: a token taken once is not renewed forever. */
export const SESSION_MAX_MS = 12 * 60 * 60_000

/** What a token says, signed. */
const claimsSchema = z.strictObject({
  /** The session's id, 128 random bits: renewed tokens keep it, closing the session records it. */
  session: z.string().regex(/^[\w-]{22}$/),
  /** The origin of the site that issued the token, the only one that accepts it. */
  audience: z.string(),
  /** When the passphrase was given, ms since the epoch. */
  started: z.number(),
  /** When the token stops being accepted, ms since the epoch. */
  expires: z.number(),
})

type SessionClaims = z.infer<typeof claimsSchema>

/** Tokens longer than this are refused unread (an origin is at most a few hundred characters). */
const MAX_TOKEN_LENGTH = 2048

const encoder = new TextEncoder()

/** What the signing key is derived with besides the two secrets: this scheme's name. */
const KEY_SALT = encoder.encode('santra-admin session token v2')

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/={1,2}$/, '')
}

/**
 * The bytes of unpadded base64url `text`; `undefined` for anything else, including a text that
 * differs from its bytes' own encoding only in the unused bits of its last character, so that a
 * token has one spelling and any change to it is refused.
 */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[\w-]*$/.test(text)) return undefined
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return toBase64Url(bytes) === text ? bytes : undefined
  } catch {
    return undefined
  }
}

function parseClaims(payload: string): SessionClaims | undefined {
  const bytes = fromBase64Url(payload)
  if (!bytes) return undefined
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Issues, checks and ends the admin's sessions. */
export interface AdminSessions {
  /**
   * A token for `audience`, valid for the idle time: of a new session, or the renewal of
   * `session` (same id, same start, so it still ends 12 hours after the sign-in).
   */
  issue(
    audience: string,
    now: number,
    session?: Pick<SessionClaims, 'session' | 'started'>,
  ): Promise<{ token: string; expiresAt: string }>
  /**
   * The claims of a genuine token issued for `audience`, unexpired at `now`, of a session not
   * closed; `undefined` for anything else.
   *
   * @throws what the record of closed sessions throws when it cannot answer (the request fails)
   */
  check(token: string, audience: string, now: number): Promise<SessionClaims | undefined>
  /** Closes the session: none of its tokens is accepted any more. */
  end(claims: SessionClaims): Promise<void>
}

/** What {@link adminSessions} needs. */
export interface AdminSessionsOptions {
  /** The admin passphrase (`ADMIN_TOKEN`): a session outlives it by no request. */
  adminToken: string
  /** The signing secret (`SESSION_SECRET`), 256 random bits at least. */
  sessionSecret: string
  /** Where closed sessions are recorded, shared by every request the host answers. */
  revocations: SessionRevocations
}

/**
 * The admin's sessions, signed with `sessionSecret` and bound to `adminToken`.
 *
 * @throws {Error} saying why, when the secret is too weak or is the passphrase
 */
export function adminSessions(options: AdminSessionsOptions): AdminSessions {
  const problem = sessionSecretProblem(options.sessionSecret, options.adminToken)
  if (problem) throw new Error(problem.en)
  let key: Promise<CryptoKey> | undefined
  // Derived once, lazily.
  const signingKey = () =>
    (key ??= crypto.subtle
      .importKey('raw', encoder.encode(options.sessionSecret), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          {
            name: 'HKDF',
            hash: 'SHA-256',
            salt: KEY_SALT,
            info: encoder.encode(options.adminToken),
          },
          material,
          { name: 'HMAC', hash: 'SHA-256', length: 256 },
          false,
          ['sign', 'verify'],
        ),
      ))

  return {
    async issue(audience, now, session) {
      const started = session?.started ?? now
      const claims: SessionClaims = {
        session: session?.session ?? toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
        audience,
        started,
        expires: Math.min(now + SESSION_IDLE_MS, started + SESSION_MAX_MS),
      }
      const payload = toBase64Url(encoder.encode(JSON.stringify(claims)))
      const signature = new Uint8Array(
        await crypto.subtle.sign('HMAC', await signingKey(), encoder.encode(payload)),
      )
      return {
        token: `${SESSION_TOKEN_PREFIX}${payload}.${toBase64Url(signature)}`,
        expiresAt: new Date(claims.expires).toISOString(),
      }
    },
    async check(token, audience, now) {
      if (!token.startsWith(SESSION_TOKEN_PREFIX) || token.length > MAX_TOKEN_LENGTH) {
        return undefined
      }
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
      const claims = parseClaims(payload)
      if (!claims || claims.audience !== audience || claims.expires <= now) return undefined
      return (await options.revocations.isRevoked(claims.session, now)) ? undefined : claims
    },
    async end(claims) {
      // Until the latest instant any token of the session could still be valid: a renewal
      // issued by a request that was in flight meanwhile expires by then too.
      await options.revocations.revoke(claims.session, claims.started + SESSION_MAX_MS)
    },
  }
}
