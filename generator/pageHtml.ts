/*
 * The text of a pre-rendered page: the client build's index.html with the rendered app, its head
 * tags and the build hash written in. Pure string work, so a page is the same bytes whenever its
 * inputs are the same.
 */

/** What the render of one page hands to the template. */
export interface RenderedPage {
  /** The app's markup, inside the root container. */
  appHtml: string
  /** The head manager's tags (title, meta, link, script), in that order. */
  headTags: string[]
  htmlAttributes: string
  bodyAttributes: string
}

/**
 * The browser runtime of vite-react-ssg reads this global to find the route data of the build
 * (`static-loader-data-manifest-<hash>.json`); see viteReactSsgContract.test.ts.
 */
const BUILD_HASH_GLOBAL = '__VITE_REACT_SSG_HASH__'

/** The name of the route data manifest of a build. */
export function loaderDataManifestFile(hash: string): string {
  return `static-loader-data-manifest-${hash}.json`
}

/** Where a page's route data goes (`/blog/x` → `static-loader-data/blog/x.<hash>.json`). */
export function loaderDataFile(routePath: string, hash: string): string {
  const normalized =
    routePath === '/' ? '/index' : routePath.endsWith('/') ? `${routePath}index` : routePath
  const withSlash = normalized.startsWith('/') ? normalized : `/${normalized}`
  return `static-loader-data${withSlash}.${hash}.json`
}

/** The HTML file of a route, flat style (`/` → `index.html`, `/blog/x` → `blog/x.html`). */
export function pageFile(routePath: string): string {
  return `${(routePath.endsWith('/') ? `${routePath}index` : routePath).replace(/^\//, '')}.html`
}

/**
 * The client's index.html, its module scripts deferred (never `async`). An async module runs as
 * soon as it has arrived, which on a slow device with the scripts in cache can be before the
 * parser has reached the end of the page: the app would then start without the build hash and
 * the router's data written after the root (and look for `static-loader-data-manifest-undefined`),
 * and the islands would miss the parts not yet parsed. A deferred module still never blocks
 * parsing; it runs once the whole page is there.
 */
export function pageTemplate(indexHtml: string): string {
  return indexHtml.replace(/<script type="module"[^>]*>/g, (tag) =>
    tag.replace(/(?<!\s)\s+async\b/, ''),
  )
}

/**
 * The template of a page that loads only its islands: the app's entry script (`app`, a file of
 * the client build) swapped for the islands' entry (`islands`).
 */
export function islandsTemplate(template: string, app: string, islands: string): string {
  const appScript = `src="/${app}"`
  if (!template.includes(appScript)) {
    throw new Error(`The page template does not load the app's entry ${app}.`)
  }
  return template.replace(appScript, () => `src="/${islands}"`)
}

/**
 * The page: head tags first in the head, attributes on `<html>` and `<body>`, the app inside the
 * root container (marked as server-rendered, so the browser hydrates it), then the build hash,
 * which only the app reads (`null` on a page that loads only its islands).
 */
export function pageHtml(template: string, page: RenderedPage, hash: string | null): string {
  const container = '<div id="root"></div>'
  if (!template.includes(container)) {
    throw new Error(`The page template has no empty ${container} to render into.`)
  }
  const hashScript =
    hash === null ? '' : `\n<script>window.${BUILD_HASH_GLOBAL} = '${hash}'</script>`
  return template
    .replace('<head>', () => `<head>${page.headTags.join('')}`)
    .replace('<body', () => `<body ${page.bodyAttributes}`)
    .replace('<html', () => `<html ${page.htmlAttributes}`)
    .replace(
      container,
      () => `<div id="root" data-server-rendered="true">${page.appHtml}</div>${hashScript}`,
    )
}
