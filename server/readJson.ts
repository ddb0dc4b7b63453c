import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { every } from 'hono/combine'
import { ApiError } from './ApiError'

/**
 * The most a JSON body may hold. The admin's JSON bodies are a new date or state (a few dozen
 * bytes) and the consultant's facts (about 2 KB); a larger body is refused before it is read.
 */
export const MAX_JSON_BODY_BYTES = 64 * 1024

const tooLarge = () =>
  new ApiError(
    413,
    'La requête est trop volumineuse : un envoi de données dépasse rarement quelques kilo-octets, et la limite est de 64 Ko.',
    'The request is too large: data sent here is rarely over a few kilobytes, and the limit is 64 KB.',
  )

/**
 * Reads a JSON body once, so that the validator finds it: a body not declared as JSON (which the
 * validator would see as empty) or unreadable is one sentence.
 */
const parseJson: MiddlewareHandler = async (c, next) => {
  if (!/^application\/json\s*(?:;|$)/i.test(c.req.header('Content-Type') ?? '')) {
    throw new ApiError(
      415,
      'Envoyez un objet JSON, déclaré par l’en-tête « Content-Type » valant « application/json ».',
      'Send a JSON object, declared by the “Content-Type” header set to “application/json”.',
    )
  }
  try {
    await c.req.json()
  } catch {
    throw new ApiError(
      400,
      'Le corps de la requête doit être un objet JSON.',
      'The request body must be a JSON object.',
    )
  }
  await next()
}

/**
 * The body of a JSON route that takes more than data (the facts with a portrait): at most
 * `maxBytes`, counted as they arrive, declared (`Content-Length`) or streamed (chunked), past
 * which `tooLarge` answers; declared as JSON (415), parsed once (400 when it is not JSON). It is
 * the route's one body limit: never put behind another. Place it after the admin check, so that
 * an unauthenticated request is never read.
 */
export function jsonBody(maxBytes: number, tooLarge: () => ApiError): MiddlewareHandler {
  return every(
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw tooLarge()
      },
    }),
    parseJson,
  )
}

/** The body of every JSON route of data alone: {@link jsonBody} within {@link MAX_JSON_BODY_BYTES}. */
export const readJson: MiddlewareHandler = jsonBody(MAX_JSON_BODY_BYTES, tooLarge)
