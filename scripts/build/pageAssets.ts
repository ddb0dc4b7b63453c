/**
 * Removes the page's `modulepreload` hints. Every page is complete HTML before any script runs,
 * so its scripts only hydrate it; fetched as hints, they would compete with the page's fonts and
 * images for a slow connection's bandwidth before the first paint. The module script itself
 * stays, and loads its imports when it runs.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link\b(?=[^>]*\brel="modulepreload")[^>]*>\s*/g, '')
}

/**
 * Where the build records, per page, the scripts that hydrate it (the module script and the
 * imports the build preloaded before the hints were removed). The size budgets read it; the
 * folder is never served.
 */
export const pageScriptsFile = '.vite/page-scripts.json'

/** The module script and the module preload hints of a page, in order, without repeats. */
export function moduleScriptsOf(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)]
  const preloads = [...html.matchAll(/<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"/g)]
  return [...new Set([...scripts, ...preloads].map((match) => match[1] ?? ''))].filter(Boolean)
}
