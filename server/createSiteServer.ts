import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { apiErrorHandler } from './apiErrorHandler'
import { cacheControlFor, NOT_FOUND_CACHE_CONTROL } from './cachePolicy'
import { localeOfPath, notFoundPaths, requestPathVariants } from '../engine/index.ts'
import { hostCheck } from './hostCheck'
import { securityHeaders } from './securityHeaders'
import { serveSpeculationRules, speculationRulesHeader } from './speculationRules'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * The files that may answer a request path, most specific first. Pages are matched
 * case-insensitively and with or without a trailing slash; hashed assets keep their case.
 */
export function candidateFiles(requestPath: string): string[] {
  let decoded: string
  try {
    decoded = decodeURIComponent(requestPath)
  } catch {
    return []
  }
  const variants = requestPathVariants(decoded)
  // Build records such as .vite/manifest.json stay private.
  if (variants[0]?.split('/').some((segment) => segment.startsWith('.'))) return []
  return variants.flatMap((path) =>
    path === '/'
      ? ['/index.html']
      : extname(path)
        ? [path]
        : [`${path}.html`, `${path}/index.html`],
  )
}

export interface SiteServerOptions {
  /** The built site (`dist/`). */
  distDir: string
  /** Mounted at `/api`. */
  api: Hono
  /**
   * The names the server answers to besides `localhost`, `127.0.0.1` and `[::1]`; any other
   * `Host` gets 421 (see {@link hostCheck}).
   */
  allowedHosts?: readonly string[]
}

/** Serves the pre-rendered site with real 404s in the path's language, and the API under `/api`. */
export function createSiteServer({ distDir, api, allowedHosts = [] }: SiteServerOptions): Hono {
  const root = normalize(distDir)
  const app = new Hono()
  // The same error boundary as the worker: one sentence, no stack, real bugs logged.
  app.onError(apiErrorHandler)
  app.use('*', securityHeaders)
  app.use('*', hostCheck(allowedHosts))
  app.use('*', speculationRulesHeader)
  app.route('/api', api)
  serveSpeculationRules(app)
  // Pages, scripts and styles travel gzipped, as they do from the edge in production.
  app.use('*', compress())

  app.on(['GET', 'HEAD'], '*', async (c) => {
    for (const candidate of candidateFiles(c.req.path)) {
      const file = normalize(join(root, candidate))
      if (!file.startsWith(root + sep)) continue
      if (await isFile(file)) {
        const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream'
        return c.body(new Uint8Array(await readFile(file)), 200, {
          'Content-Type': type,
          'Cache-Control': cacheControlFor(candidate),
        })
      }
    }
    const notFound = await readFile(join(root, `${notFoundPaths[localeOfPath(c.req.path)]}.html`))
    return c.body(new Uint8Array(notFound), 404, {
      'Content-Type': contentTypes['.html'] ?? 'text/html',
      'Cache-Control': NOT_FOUND_CACHE_CONTROL,
    })
  })
  return app
}
