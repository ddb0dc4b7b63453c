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

/** One entry of a Vite build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string
  imports?: string[]
}

/** A chunk's file and the files of its static imports, depth first, once each. */
function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, files: Set<string>) {
  const chunk = manifest[key]
  if (!chunk || files.has(`/${chunk.file}`)) return
  files.add(`/${chunk.file}`)
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, files)
}

/**
 * The scripts a page hydrates with: the client entry and the chunks of the page modules its
 * routes load lazily, each with its static imports. A lazy route's code names its server chunk
 * (`import("./assets/HomePage-x.js")`); the server manifest maps that chunk back to its source
 * file, and the client manifest maps the source file to the client chunk.
 */
export function routeScripts(options: {
  clientManifest: Record<string, ManifestChunk>
  serverManifest: Record<string, ManifestChunk>
  entry: string
  lazyRoutes: readonly (() => unknown)[]
}): string[] {
  const files = new Set<string>()
  chunkClosure(options.clientManifest, options.entry, files)
  const serverFiles = Object.entries(options.serverManifest)
  for (const lazy of options.lazyRoutes) {
    for (const [, imported] of lazy.toString().matchAll(/import\(["']([^"']+)["']\)/g)) {
      const name = imported?.split('/').at(-1) ?? ''
      const source = serverFiles.find(([, chunk]) => chunk.file.endsWith(`/${name}`))?.[0]
      if (source) chunkClosure(options.clientManifest, source, files)
    }
  }
  return [...files]
}
