import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const stylesheetLink =
  /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="(\/assets\/[^"]+\.css)")[^>]*>/g

/**
 * Returns a function that replaces a page's links to the built stylesheets with their content.
 * The site has one small stylesheet (about 9 KB gzip); inline, the first paint waits for no
 * request but the page itself. Each file is read once per build.
 */
export function createStylesheetInliner(outDir: string): (html: string) => string {
  const contents = new Map<string, string>()
  const read = (href: string) => {
    let css = contents.get(href)
    if (css === undefined) {
      css = readFileSync(join(outDir, href), 'utf8').trim()
      if (/<\/style/i.test(css))
        throw new Error(`${href} cannot be inlined: it contains "</style".`)
      contents.set(href, css)
    }
    return css
  }
  return (html) =>
    html.replace(stylesheetLink, (_link, href: string) => `<style>${read(href)}</style>`)
}

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
