/**
 * What went wrong, as a stable code the shells map to their own vocabulary: the CLI to an exit
 * code, the API to an HTTP status (see {@link blogErrorHttpStatus}).
 */
export type BlogErrorCode =
  /** A post folder on disk does not match the post format (a broken file in the repository). */
  | 'invalid-post'
  /** An argument or option given by a person or a client is malformed (a date, a status, an id). */
  | 'invalid-input'
  /** The upload is not a Word .docx at all (a legacy .doc, a PDF, an image...). */
  | 'unsupported-document'
  /** The upload looks like a .docx but cannot be read (truncated, empty, damaged). */
  | 'bad-document'
  /** The upload, or what it decompresses to, is over the limits. */
  | 'too-large'
  /** The document has no Heading 1, so no article can be found in it. */
  | 'no-heading'
  /** The document has Heading 1 titles but none of them is followed by text. */
  | 'no-article'
  /** The post to act on does not exist. */
  | 'not-found'
  /** Writing to the content store failed (git refused, the branch moved...); nothing was changed. */
  | 'store-failed'
  /**
   * Another writer changed the posts this change was decided from (the free slots, the slugs)
   * between the read and the commit; nothing was changed, and deciding again will do.
   */
  | 'conflict'

/** Options of {@link BlogError}. */
export interface BlogErrorOptions {
  /** The same sentence in English, for English-speaking callers. */
  english?: string
  /** The file at fault, relative to the repository root when known. */
  file?: string
  /** The frontmatter field at fault. */
  field?: string
  cause?: unknown
}

/**
 * The one error type the blog engine throws on purpose. `message` is one clear French sentence
 * the consultant can act on; `english` is its English counterpart when there is one.
 */
export class BlogError extends Error {
  override readonly name = 'BlogError'
  readonly code: BlogErrorCode
  readonly english: string | undefined
  readonly file: string | undefined
  readonly field: string | undefined

  constructor(code: BlogErrorCode, message: string, options: BlogErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.english = options.english
    this.file = options.file
    this.field = options.field
  }
}

/** Whether a thrown value is a {@link BlogError}, optionally of a given code. */
export function isBlogError(error: unknown, code?: BlogErrorCode): error is BlogError {
  return error instanceof BlogError && (code === undefined || error.code === code)
}

/**
 * The HTTP status that fits each code. A broken post on disk or a failed commit is the server's
 * fault (500/503), everything else is the request's.
 */
export const blogErrorHttpStatus: Readonly<Record<BlogErrorCode, number>> = {
  'invalid-post': 500,
  'invalid-input': 400,
  'unsupported-document': 415,
  'bad-document': 400,
  'too-large': 413,
  'no-heading': 400,
  'no-article': 400,
  'not-found': 404,
  'store-failed': 503,
  conflict: 409,
}
