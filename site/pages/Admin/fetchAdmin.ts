import type { z } from '../../zod'
import { AdminHttpError } from './AdminHttpError'
import { languageTags } from '../../../blog/languageTags'

/** Where the blog API answers, relative to the site. */
export const BLOG_API = '/api/blog'

/**
 * Calls the blog API with the admin passphrase and checks the answer's shape.
 *
 * @throws {AdminHttpError} for any answer other than 2xx
 * @throws {TypeError} when the network fails
 */
export async function fetchAdmin<T>(
  path: string,
  passphrase: string,
  schema: z.ZodMiniType<T>,
  init: RequestInit = {},
): Promise<T> {
  return fetchAdminApi(`${BLOG_API}${path}`, passphrase, schema, init)
}

/** {@link fetchAdmin} for any admin API of the site, by its full path (`/api/site-facts`). */
export async function fetchAdminApi<T>(
  url: string,
  passphrase: string,
  schema: z.ZodMiniType<T>,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(url, {
    ...init,
    // The page is French whatever the browser's languages: so are the server's sentences.
    headers: {
      Accept: 'application/json',
      'Accept-Language': languageTags.fr,
      Authorization: `Bearer ${passphrase}`,
      // A text body is always JSON here; the API reads a body only under its declared type.
      ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
    },
    cache: 'no-store',
  })
  if (!response.ok) {
    throw new AdminHttpError(response.status, response.statusText, await response.text())
  }
  return schema.parse(await response.json())
}
