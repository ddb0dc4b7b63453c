import { AdminHttpError } from './AdminHttpError'
import { uploadResultSchema, type UploadResult } from './adminApiSchemas'
import { ADMIN_SESSION_HEADER } from './adminSessionHeader'
import { adminHeaders, BLOG_API, currentSession, keepRenewedSession } from './fetchAdmin'

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
  /** Called as bytes leave the browser, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void
}

/**
 * Sends a document to `POST /api/blog/upload`. XMLHttpRequest rather than fetch, because only
 * it reports upload progress, which a large document with photos needs.
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
  onProgress,
}: UploadRequest): Promise<UploadResult> {
  const form = new FormData()
  form.append('document', document)
  if (startDate) form.append('startDate', startDate)
  if (mode) form.append('mode', mode)
  if (asDraft) form.append('draft', 'true')
  if (allowPast) form.append('allowPast', 'true')
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
      if (request.status < 200 || request.status >= 300) {
        reject(new AdminHttpError(request.status, request.statusText, request.responseText))
        return
      }
      try {
        resolve(uploadResultSchema.parse(JSON.parse(request.responseText)))
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
