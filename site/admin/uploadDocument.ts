import { AdminHttpError } from './AdminHttpError'
import {
  ADMIN_SESSION_HEADER,
  uploadConfirmationSchema,
  uploadEnglishChoiceSchema,
  type UploadResult,
  uploadResultSchema,
} from '../../engine/index.ts'
import { adminHeaders, BLOG_API, currentSession, keepRenewedSession } from './fetchAdmin'
import { noteWriteAnswer } from './writeCommits'

/** What to send: the Word file and, when chosen, the first slot's earliest instant. */
export interface UploadRequest {
  document: File
  /** ISO 8601 with offset; absent means "now". */
  startDate?: string
  /** The consultant confirmed a start date in the past. */
  allowPast?: boolean
  /** `update` (default): replace the posts already imported; `new`: import them as new posts. */
  mode?: 'update' | 'new'
  /** Save new articles as drafts, which take no slot. */
  asDraft?: boolean
  /** The consultant confirmed that posts already published may have their text replaced. */
  replacePublished?: boolean
  /** What to make of articles in English without a French version: `draft` or `skip`. */
  englishOnly?: 'draft' | 'skip'
  /** Called as bytes leave the browser, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void
}

/** What the server made of an upload: done, or a question to ask before anything is written. */
export type UploadAnswer =
  | { kind: 'done'; result: UploadResult }
  | { kind: 'confirm'; question: string }
  /** Articles in English without a French version: import them as drafts, or not. */
  | { kind: 'english'; question: string }

/** The question of a 409 answer that asks to confirm replacing published posts, if it is one. */
function confirmationQuestion(body: string): string | undefined {
  try {
    return uploadConfirmationSchema.parse(JSON.parse(body)).error
  } catch {
    // Another conflict (a slot taken meanwhile): an ordinary failure.
    return undefined
  }
}

/** The question of a 409 answer about articles in English without a French version, if it is one. */
function englishQuestion(body: string): string | undefined {
  try {
    return uploadEnglishChoiceSchema.parse(JSON.parse(body)).error
  } catch {
    return undefined
  }
}

/**
 * Sends a document to `POST /api/blog/upload`. XMLHttpRequest rather than fetch, because only
 * it reports upload progress, which a large document with photos needs.
 *
 * Resolves with the question to ask when the upload would replace published posts (nothing was
 * written then).
 *
 * @throws {AdminHttpError} for an answer other than 2xx
 * @throws {TypeError} when the network fails
 */
export function uploadDocument({
  document,
  startDate,
  allowPast,
  mode,
  asDraft,
  replacePublished,
  englishOnly,
  onProgress,
}: UploadRequest): Promise<UploadAnswer> {
  const form = new FormData()
  form.append('document', document)
  if (startDate) form.append('startDate', startDate)
  if (mode) form.append('mode', mode)
  if (asDraft) form.append('draft', 'true')
  if (allowPast) form.append('allowPast', 'true')
  if (replacePublished) form.append('replacePublished', 'true')
  if (englishOnly) form.append('englishOnly', englishOnly)
  const headers = adminHeaders(currentSession())
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${BLOG_API}/upload`)
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      keepRenewedSession(request.getResponseHeader(ADMIN_SESSION_HEADER))
      const english = request.status === 409 ? englishQuestion(request.responseText) : undefined
      if (english !== undefined) {
        resolve({ kind: 'english', question: english })
        return
      }
      const question =
        request.status === 409 ? confirmationQuestion(request.responseText) : undefined
      if (question !== undefined) {
        resolve({ kind: 'confirm', question })
        return
      }
      if (request.status < 200 || request.status >= 300) {
        reject(new AdminHttpError(request.status, request.statusText, request.responseText))
        return
      }
      try {
        const answer: unknown = JSON.parse(request.responseText)
        // The import's commit, followed to the public site by the status line.
        noteWriteAnswer(answer)
        resolve({ kind: 'done', result: uploadResultSchema.parse(answer) })
      } catch (error) {
        reject(error instanceof Error ? error : new TypeError(String(error)))
      }
    })
    request.addEventListener('error', () => {
      reject(new TypeError('The upload could not reach the server.'))
    })
    request.send(form)
  })
}
