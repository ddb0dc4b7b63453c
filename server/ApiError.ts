import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** A refusal decided by the API itself (not by the blog engine), in both languages. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: ContentfulStatusCode
  readonly english: string
  /** Extra response headers, such as `Retry-After` or `WWW-Authenticate`. */
  readonly headers: Readonly<Record<string, string>>

  /**
   * @param status the HTTP status of the answer
   * @param french the sentence shown to French-speaking callers (the admin page)
   * @param english the same sentence in English
   */
  constructor(
    status: ContentfulStatusCode,
    french: string,
    english: string,
    headers: Record<string, string> = {},
  ) {
    super(french)
    this.status = status
    this.english = english
    this.headers = headers
  }
}
