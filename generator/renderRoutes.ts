/*
 * Pre-rendering with the server bundle of the site: the routes come from the app's own
 * `createRoot` (vite-react-ssg's `ViteReactSSG` in site/main.tsx), their data from React Router's
 * static handler, the markup from React's server renderer. Data and markup are two steps, so the
 * build can tell from the data alone whether a page needs drawing again.
 */
import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { createElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { HelmetProvider, type HelmetServerState } from 'react-helmet-async'
import type { RouteObject } from 'react-router-dom'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom/server.js'
import type { RouteHandle } from '../site/routes/routeHandle.ts'
import type { RenderedPage } from './pageHtml.ts'

/** A route as the site declares it, with vite-react-ssg's `getStaticPaths`. */
type SiteRoute = RouteObject & {
  getStaticPaths?: () => string[] | Promise<string[]>
  children?: SiteRoute[]
}

/** What `createRoot(false)` of the server bundle gives back (the parts the build reads). */
export interface ServerApp {
  routes: SiteRoute[]
  base: string
  routerOptions: { future?: Record<string, boolean> }
}

/** The server bundle's entry: site/main.tsx built for Node. */
export interface ServerEntry {
  createRoot: (client: false) => Promise<ServerApp>
}

function joinPath(prefix: string, path: string): string {
  if (path.startsWith('/')) return path
  return prefix ? `${prefix}${path ? `/${path}` : ''}` : path
}

/**
 * Every path the routes declare, dynamic ones expanded by their `getStaticPaths`, in route order.
 * Paths still holding a parameter or a wildcard are left out: they have no page of their own.
 */
export async function routePaths(routes: readonly SiteRoute[]): Promise<string[]> {
  const paths = new Set<string>()
  const visit = async (list: readonly SiteRoute[], parent: string) => {
    const prefix = parent.replace(/\/$/, '')
    for (const declared of list) {
      const route = declared.lazy
        ? { ...declared, ...((await declared.lazy()) as Partial<SiteRoute>) }
        : declared
      const path = route.path == null ? prefix : joinPath(prefix, route.path)
      if (route.path != null) paths.add(path)
      if (route.index && !path) paths.add('/')
      const expanded =
        route.getStaticPaths && /[:*?]/.test(path)
          ? (await route.getStaticPaths()).map((staticPath) => joinPath(prefix, staticPath))
          : []
      for (const staticPath of expanded) {
        paths.add(staticPath)
        if (route.children) await visit(route.children, staticPath)
      }
      if (route.children) await visit(route.children, path)
    }
  }
  await visit(routes, '')
  return [...paths].filter((path) => !/[:*]/.test(path))
}

/** One page's data: what the router's loaders returned for it. */
export interface PageData {
  path: string
  context: StaticHandlerContext
}

/** Runs the loaders of each page through one static handler (lazy routes resolve once). */
export function pageDataLoader(app: ServerApp) {
  const handler = createStaticHandler(app.routes, { basename: app.base })
  const { dataRoutes } = handler
  return {
    dataRoutes,
    async load(path: string): Promise<PageData> {
      const url = new URL(
        `${app.base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`,
        'http://site',
      )
      const context = await handler.query(new Request(url.href))
      if (context instanceof Response) {
        throw new Error(`The route ${path} answered a redirect or a response, not a page.`)
      }
      return { path, context }
    },
  }
}

/** React's server render, waiting for every suspended part, as one string. */
function renderToText(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += chunk.toString()
        next()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const stream = renderToPipeableStream(app, {
      // A static page is written whole: every Suspense boundary stays in place, never moved to
      // the end of the document with an inline script to reveal it (which the CSP would refuse).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        stream.pipe(sink)
      },
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    })
  })
}

function headTagsOf(helmet: HelmetServerState): string[] {
  const title = helmet.title.toString()
  // An empty title element means the page set none: leave the template's alone.
  const ownTitle = /<title[^>]*><\/title>/.test(title) ? '' : title
  return [
    ownTitle,
    helmet.meta.toString(),
    helmet.link.toString(),
    helmet.script.toString(),
  ].filter(Boolean)
}

/**
 * Whether a page loads only its islands (site/islands/main.tsx) instead of the app: its route
 * says so in its handle (every page but the admin's). Such a page carries no router data.
 */
export function loadsIslandsOnly(context: StaticHandlerContext): boolean {
  return context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.islands)
}

/** Draws one page from its data. */
export async function renderPage(
  app: ServerApp,
  dataRoutes: ReturnType<typeof createStaticHandler>['dataRoutes'],
  data: PageData,
): Promise<RenderedPage> {
  const helmetContext: { helmet?: HelmetServerState } = {}
  const router = createStaticRouter(dataRoutes, data.context, { future: app.routerOptions.future })
  const appHtml = await renderToText(
    createElement(
      HelmetProvider,
      { context: helmetContext },
      createElement(StaticRouterProvider, {
        router,
        context: data.context,
        hydrate: !loadsIslandsOnly(data.context),
      }),
    ),
  )
  const { helmet } = helmetContext
  if (!helmet) throw new Error(`The page ${data.path} rendered without its head manager.`)
  return {
    appHtml,
    headTags: headTagsOf(helmet),
    htmlAttributes: helmet.htmlAttributes.toString(),
    bodyAttributes: helmet.bodyAttributes.toString(),
  }
}
