/**
 * The largest document the page sends: the server's own limit (`MAX_DOCUMENT_BYTES` in
 * `blog/docx/checkWordDocument.ts`, which the browser bundle cannot import; a test keeps the two
 * equal). Checking it here spares the consultant waiting for 20 MB to travel only to be refused.
 */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
