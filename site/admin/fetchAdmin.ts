import { ADMIN_SESSION_HEADER, languageTags, z } from '../../engine/index.ts'
import { AdminHttpError } from './AdminHttpError'
import { endSession, keepSessionToken, sessionToken } from './useAdminSession'
import { noteWriteAnswer } from './writeCommits'

/** Where the blog API answers, relative to the site. */
export const BLOG_API = '/api/blog'

/** Where the passphrase is exchanged for a session token. */
const SESSION_API = '/api/session'

/** The headers every admin request sends: French sentences, and the session token. */
export function adminHeaders(token: string): Record<string, string> {
  return {
    Accept: 'application/json',
    // The page is French whatever the browser's languages: so are the server's sentences.
    'Accept-Language': languageTags.fr,
    Authorization: `Bearer ${token}`,
  }
}

/**
 * Keeps the renewed token an answer carries, so the session lasts an hour after the last request;
 * not after the session was closed meanwhile, which a late answer must not reopen.
 */
export function keepRenewedSession(renewed: string | null): void {
  if (renewed && sessionToken() !== null) keepSessionToken(renewed)
}

/** The refusal of a request made once the session is over, as the API would word it. */
function sessionEnded(): AdminHttpError {
  return new AdminHttpError(
    401,
    'Unauthorized',
    JSON.stringify({
      error: 'Votre session d’administration a pris fin : saisissez de nouveau la phrase de passe.',
    }),
  )
}

/** The current session token; an {@link AdminHttpError} 401 when the session is over. */
export function currentSession(): string {
  const token = sessionToken()
  if (token === null) throw sessionEnded()
  return token
}

const sessionSchema = z.object({ token: z.string(), expiresAt: z.string() })

/**
 * Exchanges the passphrase for a session token and keeps the token; the passphrase is sent this
 * once and kept nowhere.
 *
 * @throws {AdminHttpError} for any answer other than 2xx (401: wrong passphrase, 429: wait)
 * @throws {TypeError} when the network fails
 */
export async function openSession(passphrase: string): Promise<void> {
  const response = await fetch(SESSION_API, {
    method: 'POST',
    headers: adminHeaders(passphrase),
    cache: 'no-store',
  })
  if (!response.ok) {
    throw new AdminHttpError(response.status, response.statusText, await response.text())
  }
  keepSessionToken(sessionSchema.parse(await response.json()).token)
}

/**
 * « Fermer la session »: forgets the token in this tab at once, then asks the server to close the
 * session (`DELETE /api/session`), so that no copy of the token is accepted any more.
 *
 * @returns whether the server confirmed; when it could not be reached, the session still ends
 *   by itself after an hour without activity
 */
export async function closeSession(): Promise<boolean> {
  const token = sessionToken()
  // First, so that an answer arriving meanwhile cannot reopen it with a renewed token.
  endSession()
  if (token === null) return true
  try {
    const response = await fetch(SESSION_API, {
      method: 'DELETE',
      headers: adminHeaders(token),
      cache: 'no-store',
    })
    return response.ok
  } catch {
    return false
  }
}

/**
 * Calls the blog API with the session token, keeps the renewed one, and checks the answer's shape.
 *
 * @throws {AdminHttpError} for any answer other than 2xx
 * @throws {TypeError} when the network fails
 */
export async function fetchAdmin<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  init: RequestInit = {},
): Promise<T> {
  return fetchAdminApi(`${BLOG_API}${path}`, schema, init)
}

/** {@link fetchAdmin} for any admin API of the site, by its full path (`/api/site-facts`). */
export async function fetchAdminApi<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: {
      ...adminHeaders(currentSession()),
      // A text body is always JSON here; the API reads a body only under its declared type.
      ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
    },
    cache: 'no-store',
  })
  keepRenewedSession(response.headers.get(ADMIN_SESSION_HEADER))
  if (!response.ok) {
    throw new AdminHttpError(response.status, response.statusText, await response.text())
  }
  const answer: unknown = await response.json()
  // A write answers the commit it made: the status line follows it to the public site.
  if (init.method !== undefined && init.method !== 'GET') noteWriteAnswer(answer)
  return schema.parse(answer)
}
