/**
 * A failed answer of the blog API. Its message is the status, a colon and the body (or the
 * status text when the body is empty), as the spec words it; `serverError` is the `error` field
 * of a JSON body, the sentence meant for the consultant.
 */
export class AdminHttpError extends Error {
  override readonly name = 'AdminHttpError'
  readonly status: number
  readonly serverError: string | undefined

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body.trim() === '' ? statusText : body}`)
    this.status = status
    this.serverError = errorField(body)
  }
}

function errorField(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body)
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      const { error } = parsed
      if (typeof error === 'string' && error.trim() !== '') return error
    }
  } catch {
    // Not JSON (a proxy's error page, say): there is no sentence for the consultant.
  }
  return undefined
}
