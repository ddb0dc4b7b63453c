import { createHash } from 'node:crypto'

/**
 * Directives every answer carries as a header, from the local server and the edge worker alike.
 * `frame-ancestors` only works as a header, so it lives here rather than in the page.
 */
export const headerPolicy =
  "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'"

const inlineScript =
  /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g

/** The page's own policy: scripts from the site plus the hashes of its inline scripts. */
export function pagePolicy(html: string): string {
  const hashes = [...html.matchAll(inlineScript)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trimEnd(),
    // React and Radix write a few style attributes into the pre-rendered markup.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** Adds the page policy as a `<meta http-equiv>` right after the charset of a page. */
export function withContentSecurityPolicy(html: string): string {
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(withoutOld)}">`
  return withoutOld.replace(/<meta charset="UTF-8">/i, (charset) => `${charset}${meta}`)
}
