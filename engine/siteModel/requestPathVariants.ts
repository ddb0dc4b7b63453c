import { trimTrailingSlashes } from '../blog/trimTrailingSlashes.ts'

/**
 * The paths a request may mean, in the order both servers (Node and the Worker) try them: without
 * its trailing slashes as written, then lowercased, since pages are lowercase while hashed assets
 * keep their case. `/Services/` → `/Services`, `/services`.
 */
export function requestPathVariants(path: string): string[] {
  const trimmed = trimTrailingSlashes(path) || '/'
  return [...new Set([trimmed, trimmed.toLowerCase()])]
}
