/*
 * The site's Content Security Policy, shared by the build (which writes each page's policy)
 * and the servers (the local one and the edge worker, which send the header part). It lives
 * beside the site rather than in the build scripts so the API never imports build code.
 */

/**
 * Directives every answer carries as a header, from the local server and the edge worker alike.
 * `frame-ancestors` only works as a header, so it lives here rather than in the page. No script
 * source: the header never allows an inline script, whatever a page holds.
 */
export const headerPolicy =
  "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'"

/**
 * The whole policy of every answer that is not a page (JSON, images, feeds, scripts, the 421 and
 * API errors): such an answer opened on its own loads nothing, runs nothing and is framed by no
 * one, so an SVG or a feed holding hostile markup stays inert.
 */
export const nonHtmlPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * A page's own policy: scripts from the site plus the given sources, which are the hashes of
 * the inline scripts the build itself wrote into that page (`'sha256-…'`).
 */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].join(' ')}`.trimEnd(),
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
