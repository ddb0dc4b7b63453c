import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { blogErrorHttpStatus, isBlogError } from '../engine/index.ts'
import { ApiError } from './ApiError'
import { requestLanguage } from './requestLanguage'

/**
 * The API's one error boundary: engine errors, the API's own refusals and anything unexpected
 * become `{ "error": "..." }` with the matching status, in the caller's language. An unexpected
 * error is logged here and answered with a plain sentence, never its stack.
 */
export const apiErrorHandler: ErrorHandler = (error, c) => {
  const language = requestLanguage(c.req.header('Accept-Language'))
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
    return c.json({ error: language === 'en' ? error.english : error.message }, error.status)
  }
  if (isBlogError(error)) {
    const status = blogErrorHttpStatus[error.code] as ContentfulStatusCode
    if (status >= 500) console.error(error)
    return c.json(
      { error: language === 'en' ? (error.english ?? error.message) : error.message },
      status,
    )
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(
      {
        error:
          language === 'en'
            ? `The request was refused (${error.status}).`
            : `La requête a été refusée (${error.status}).`,
      },
      error.status,
    )
  }
  console.error(error)
  return c.json(
    {
      error:
        language === 'en'
          ? 'An unexpected error occurred on the server. Please try again in a moment.'
          : 'Une erreur inattendue s’est produite sur le serveur. Réessayez dans un instant.',
    },
    500,
  )
}
