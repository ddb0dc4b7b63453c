/*
 * The site build: bundles (reused while the code is unchanged), every page pre-rendered, then the
 * site files (sitemap, feeds, images). The pages are drawn as soon as the server bundle is there,
 * while the client bundles build beside them; they are finished and written once the client is.
 * A rebuild into the same folder draws only the pages whose inputs changed: a page's key is the
 * code digest, its path, its route data and the files of the article it shows, so adding a post
 * redraws that post's pages and the list pages whose cards moved, and nothing else. The result is
 * the same bytes a cold build writes.
 */
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { matchRoutes } from 'react-router-dom'
import { resolveConfig } from 'vite'
import { PUBLISHED_POSTS_DIR } from '../engine/node.ts'
import { adoptPostBodies } from './siteBlogRegistry.ts'
import { siteBuildConfig } from './siteBuildConfig.ts'
import { distFiles } from './distFiles.ts'
import { codeBuild, type CodeBuild, ISLANDS_ENTRY, ISLANDS_MANIFEST } from './codeBuild.ts'
import { codeDigest } from './codeDigest.ts'
import { buildInlineScripts, withContentSecurityPolicy } from './contentSecurityPolicy.ts'
import { PageRenderer, type ThreadPlan } from './pageRenderer.ts'
import { readOutputState, removeStaleFiles, writeOutputState } from './outputState.ts'
import { withoutFontFaces } from './criticalCss.ts'
import { criticalStyles } from './pageStyles.ts'
import { writePublishedPosts } from './publishedPostsFiles.ts'
import { contentCommit, writeSiteVersion } from './siteVersionFile.ts'
import { type ManifestChunk, pageScriptsFile, routeScripts } from './pageAssets.ts'
import { type SsgOptions, ssgOptionsOf } from './ssgOptions.ts'
import {
  islandsTemplate,
  loaderDataFile,
  loaderDataManifestFile,
  pageFile,
  pageHtml,
  pageTemplate,
  type RenderedPage,
} from './pageHtml.ts'
import {
  loadsIslandsOnly,
  pageDataLoader,
  type PageData,
  renderPage,
  routePaths,
  type ServerApp,
  type ServerEntry,
} from './renderRoutes.ts'

export interface BuildOptions {
  /** Where the site goes; by default Vite's `build.outDir` (`SITE_OUT_DIR` or `dist`). */
  outDir?: string
  /** Reuse the bundles and unchanged pages of the last build into `outDir` (default: true). */
  incremental?: boolean
  /** Where the bundles and the record of the last build are kept: a folder inside the project. */
  cacheDir?: string
  /** When a second thread starts drawing pages beside the main one, and how many it holds. */
  secondThread?: ThreadPlan
}

export interface BuildReport {
  outDir: string
  pages: number
  /** Pages rendered by this build; the others were already in `outDir`, unchanged. */
  drawn: number
  /** Of those, the pages drawn on the second thread. */
  drawnOnThread: number
  codeReused: boolean
  /** Seconds spent in each step, in order. */
  steps: [string, number][]
  /** Seconds from the server bundle to the client bundles, built while the first pages are drawn. */
  clientSeconds: number
}

/** Pages in progress at once (see TASKS_AHEAD in pageRenderer.ts). */
const PAGES_AT_ONCE = 12

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The article folders a page's route data names (`post.id`), to key the page on their files. */
function postIdsOf(loaderData: Record<string, unknown>): string[] {
  return Object.values(loaderData).flatMap((data) => {
    const post = (data as { post?: { id?: unknown } } | null)?.post
    return typeof post?.id === 'string' ? [post.id] : []
  })
}

function postFilesDigest(contentDir: string) {
  const digests = new Map<string, Promise<string>>()
  return (id: string) => {
    let digest = digests.get(id)
    if (!digest) {
      digest = (async () => {
        const folder = path.join(contentDir, id)
        const hash = createHash('sha256')
        for (const file of (await readdir(folder)).sort()) {
          hash
            .update(`${file}\0`)
            .update(await readFile(path.join(folder, file)))
            .update('\0')
        }
        return hash.digest('hex')
      })()
      digests.set(id, digest)
    }
    return digest
  }
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T
}

/** Builds the site. `npm run build` calls it; so does any tool that needs a fresh `dist/`. */
export async function buildSite(options: BuildOptions = {}): Promise<BuildReport> {
  const root = process.cwd()
  const steps: [string, number][] = []
  let lap = performance.now()
  const step = (name: string) => {
    const now = performance.now()
    steps.push([name, (now - lap) / 1000])
    lap = now
  }
  // Pins the build's instant for the pages, the feeds and the sitemap.
  const buildTime = siteBuildConfig().buildTime()
  // The commit the posts are read from, read before them (siteVersionFile.ts).
  const commit = contentCommit(siteBuildConfig().contentDir)
  const { ssg, outDir, cacheDir } = await buildSettings(root, options)
  step('configuration')
  const digest = await codeDigest(root)
  step('code digest')
  const code = await codeBuild({ root, cacheDir, digest, ssrEntry: path.resolve(root, ssg.entry) })
  step('server bundle')
  const previous =
    options.incremental === false ? undefined : await readOutputState(cacheDir, outDir)
  const warm = previous !== undefined && previous.codeDigest === digest
  // The pages are drawn while the client bundles build; they are written once the output is ready.
  const clientStarted = performance.now()
  let clientSeconds = 0
  const output = code.clientReady.then(() => {
    clientSeconds = (performance.now() - clientStarted) / 1000
    return warm ? undefined : freshOutput(code, outDir)
  })
  output.catch(() => undefined)
  const pages = await renderSite({
    code,
    digest,
    outDir,
    output,
    ssg,
    previous: warm ? previous : undefined,
    secondThread: options.secondThread,
  })
  if (warm) await removeStalePages({ code, outDir, ssg, previous, written: pages.written })
  step('pages and client bundles')
  await ssg.onFinished(outDir)
  // The blog the pages were built from (loaded here only now, as onFinished loads it).
  const { siteBlog } = await import('./siteBlog.ts')
  await writePublishedPosts(outDir, await siteBlog(), warm)
  await writeSiteVersion(outDir, { commit: await commit, builtAt: buildTime.toISOString() })
  step('site files')
  await writeOutputState(cacheDir, outDir, { codeDigest: digest, pages: pages.keys })
  step('record')
  return {
    outDir,
    pages: pages.keys.size,
    drawn: pages.drawn,
    drawnOnThread: pages.drawnOnThread,
    codeReused: code.reused,
    steps,
    clientSeconds,
  }
}

/**
 * The build's settings from Vite's configuration, in production mode and with NODE_ENV
 * production: Vite would otherwise set NODE_ENV to development for the bundles (React's
 * development build, the router's development data fetching).
 */
async function buildSettings(root: string, options: BuildOptions) {
  const config = await resolveConfig(
    { root, logLevel: 'warn' },
    'build',
    'production',
    'production',
  )
  const ssg = ssgOptionsOf(config)
  const outDir = path.resolve(root, options.outDir ?? config.build.outDir)
  const cacheDir = path.resolve(root, options.cacheDir ?? 'node_modules/.cache/santra-build')
  if (path.relative(root, cacheDir).startsWith('..')) {
    // The server bundle finds React and the router in the project's node_modules.
    throw new Error(`The build cache ${cacheDir} must be inside the project, ${root}.`)
  }
  return { ssg, outDir, cacheDir }
}

/**
 * A cold build's output folder: emptied, then the client bundle's files (not its index.html), its
 * stylesheets without the font faces each page declares inline (withoutFontFaces says why).
 */
async function freshOutput(code: CodeBuild, outDir: string): Promise<void> {
  await rm(outDir, { recursive: true, force: true })
  await cp(code.clientDir, outDir, {
    recursive: true,
    filter: (source) => source !== path.join(code.clientDir, 'index.html'),
  })
  for (const file of await distFiles(outDir)) {
    if (!file.endsWith('.css')) continue
    const sheet = path.join(outDir, file)
    await writeFile(sheet, withoutFontFaces(await readFile(sheet, 'utf8')))
  }
}

/**
 * After a warm build, removes what the last build wrote and this one did not: pages and route
 * data of posts gone, bundles replaced. The folders the site-file step manages are its own.
 */
async function removeStalePages(build: {
  code: CodeBuild
  outDir: string
  ssg: SsgOptions
  previous: { files: Map<string, unknown> }
  written: Set<string>
}): Promise<void> {
  const { code, outDir, ssg, previous, written } = build
  const clientFiles = (await distFiles(code.clientDir)).filter((file) => file !== 'index.html')
  const keep = new Set([...clientFiles, ...written])
  const managed = [...ssg.siteFileFolders, PUBLISHED_POSTS_DIR].map((folder) => `${folder}/`)
  const candidates = [...previous.files.keys()].filter(
    (file) => !managed.some((folder) => file.startsWith(folder)),
  )
  await removeStaleFiles(outDir, candidates, keep)
}

/** A manifest of the client build (the app's by default, or the islands'): source → chunk. */
function clientManifestOf(code: CodeBuild, file = '.vite/manifest.json') {
  return readJson<Record<string, ManifestChunk>>(path.join(code.clientDir, file))
}

/** The server bundle's app and the pages it declares. */
async function loadApp(code: CodeBuild, ssg: SsgOptions) {
  const { createRoot } = (await import(pathToFileURL(code.serverEntry).href)) as ServerEntry
  const app = await createRoot(false)
  const declared = await routePaths(app.routes)
  const paths = [...new Set(ssg.includedRoutes(declared))]
  return { app, paths }
}

/**
 * What the pages' HTML is made from, in the client build: the app's template, and the islands'
 * one for the pages that load only their islands.
 */
async function pageTemplates(code: CodeBuild) {
  const template = pageTemplate(await readFile(path.join(code.clientDir, 'index.html'), 'utf8'))
  const entryFile = async (key: string, manifest?: string) => {
    const file = (await clientManifestOf(code, manifest))[key]?.file
    if (!file) throw new Error(`The client build has no entry ${key}.`)
    return file
  }
  return {
    app: template,
    islands: islandsTemplate(
      template,
      await entryFile('index.html'),
      await entryFile(ISLANDS_ENTRY, ISLANDS_MANIFEST),
    ),
  }
}

/**
 * The scripts a page loads. Pages matched by the same routes load the same scripts: matched
 * once per set of routes, not once per page (matching costs more than rendering a small page).
 * A page that loads only its islands loads their entry and its imports.
 */
async function scriptLookup(code: CodeBuild, app: ServerApp) {
  const clientManifest = await clientManifestOf(code)
  const serverManifest = await readJson<Record<string, ManifestChunk>>(code.serverManifest)
  const islandScripts = routeScripts({
    clientManifest: await clientManifestOf(code, ISLANDS_MANIFEST),
    serverManifest,
    entry: ISLANDS_ENTRY,
    lazyRoutes: [],
  })
  const byRoutes = new Map<string, string[]>()
  return (route: string, context: PageData['context']) => {
    if (loadsIslandsOnly(context)) return islandScripts
    const sitePath = route.startsWith('/') ? route : `/${route}`
    const matched = context.matches.map((match) => match.route.id).join('\n')
    let scripts = byRoutes.get(matched)
    if (!scripts) {
      scripts = routeScripts({
        clientManifest,
        serverManifest,
        entry: 'index.html',
        lazyRoutes: (matchRoutes(app.routes, sitePath, app.base) ?? []).flatMap((match) =>
          match.route.lazy ? [match.route.lazy] : [],
        ),
      })
      byRoutes.set(matched, scripts)
    }
    return scripts
  }
}

/** What the build does to a page for its styles: its template, and its critical CSS inlined. */
type PageStyles = Awaited<ReturnType<typeof criticalStyles>>

/**
 * A drawn page's text, under its policy. An app page (the admin's) carries the router's data and
 * the build hash, the only inline scripts the policy allows; a page that loads only its islands
 * (every other) carries neither, so its policy allows no inline script at all.
 */
function finishedPage(page: {
  ssg: SsgOptions
  styles: { app: PageStyles; islands: PageStyles }
  rendered: RenderedPage
  hash: string
  data: PageData
  loaderJson: string
}): string {
  const { ssg, rendered, hash, data, loaderJson } = page
  const islands = loadsIslandsOnly(data.context)
  const styles = islands ? page.styles.islands : page.styles.app
  const file = pageFile(data.path)
  let html = pageHtml(styles.template, rendered, islands ? null : hash)
  html = ssg.onPageRendered(data.path, html)
  html = styles.inline(file, html)
  const inlineScripts = islands ? [] : buildInlineScripts(hash, loaderJson)
  return withContentSecurityPolicy(file, html, inlineScripts)
}

/** Runs `build` on every route, a few at a time: one page's files are written as the next renders. */
async function forEachPage(routes: readonly string[], build: (route: string) => Promise<void>) {
  const queue = [...routes]
  const next = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      try {
        await build(route)
      } catch (error) {
        throw new Error(`The page ${route} could not be built.`, { cause: error })
      }
    }
  }
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, next))
}

/** `byRoute` as JSON in route order, whatever order the pages finished in: same inputs, same bytes. */
function inRouteOrder<T>(
  paths: readonly string[],
  byRoute: Record<string, T>,
  name: (route: string) => string,
): string {
  return JSON.stringify(
    Object.fromEntries(
      paths.flatMap((route) => (route in byRoute ? [[name(route), byRoute[route]]] : [])),
    ),
  )
}

/** Writes files into `outDir`, making each folder once (two thousand pages share a few folders). */
function fileWriter(outDir: string) {
  const folders = new Map<string, Promise<unknown>>()
  return async (file: string, text: string): Promise<void> => {
    const full = path.join(outDir, file)
    const folder = path.dirname(full)
    let made = folders.get(folder)
    if (!made) {
      made = mkdir(folder, { recursive: true })
      folders.set(folder, made)
    }
    await made
    await writeFile(full, text)
  }
}

/** A page's key: the code digest, its path, status and route data, and its article's files. */
function pageKeys(digest: string) {
  const postDigest = postFilesDigest(siteBuildConfig().contentDir)
  return async ({ path: route, context }: PageData, loaderJson: string): Promise<string> => {
    const posts = await Promise.all(postIdsOf(context.loaderData).map(postDigest))
    return sha256([digest, route, context.statusCode, loaderJson, ...posts].join('\n'))
  }
}

/** What a build records of its pages: their keys, the files written, route data and scripts. */
interface PageRecords {
  keys: Map<string, string>
  written: Set<string>
  loaderManifest: Record<string, string>
  pageScripts: Record<string, string[]>
}

/** Records a page's key and files (its HTML, and its route data if it has any). */
function recordPage(records: PageRecords, data: PageData, key: string, hash: string): void {
  records.keys.set(data.path, key)
  records.written.add(pageFile(data.path))
  if (Object.keys(data.context.loaderData).length > 0) {
    const dataFile = loaderDataFile(data.path, hash)
    records.loaderManifest[data.path] = dataFile
    records.written.add(dataFile)
  }
}

/** Finishes a page once the client build is there: its scripts, then its HTML and route data if drawn. */
async function finishPage(page: {
  client: Promise<Awaited<ReturnType<typeof clientTools>>>
  ssg: SsgOptions
  hash: string
  records: PageRecords
  writeOut: ReturnType<typeof fileWriter>
  data: PageData
  loaderJson: string
  rendered: RenderedPage | undefined
}): Promise<void> {
  const { ssg, hash, records, writeOut, data, loaderJson, rendered } = page
  const { styles, scriptsOf } = await page.client
  records.pageScripts[data.path] = scriptsOf(data.path, data.context)
  if (!rendered) return
  const html = finishedPage({ ssg, styles, rendered, hash, data, loaderJson })
  await writeOut(pageFile(data.path), html)
  const dataFile = records.loaderManifest[data.path]
  if (dataFile) await writeOut(dataFile, loaderJson)
  ssg.onPageWritten(pageFile(data.path), html)
}

interface RenderOptions {
  code: CodeBuild
  digest: string
  outDir: string
  /** Settles once the output folder holds the client build's files. */
  output: Promise<void>
  ssg: SsgOptions
  previous: { pages: Map<string, string> } | undefined
  secondThread: ThreadPlan | undefined
}

/**
 * Draws every page whose key changed, as soon as the server bundle is there; each is finished and
 * written once the client build is (finishPage). Returns what the build records of them.
 */
async function renderSite(options: RenderOptions) {
  const { digest, ssg, previous } = options
  const hash = digest.slice(0, 10)
  const { paths, client, loader, renderer } = await pageTools(
    options.code,
    ssg,
    options.output,
    options.secondThread,
  )
  const keyOf = pageKeys(digest)
  const records: PageRecords = {
    keys: new Map(),
    written: new Set(),
    loaderManifest: {},
    pageScripts: {},
  }
  const writeOut = fileWriter(options.outDir)
  const finishing: Promise<void>[] = []
  let drawn = 0

  const buildPage = async (data: PageData) => {
    const loaderJson = JSON.stringify(data.context.loaderData)
    const key = await keyOf(data, loaderJson)
    recordPage(records, data, key, hash)
    const redraw = previous?.pages.get(data.path) !== key
    if (redraw) drawn += 1
    const rendered = redraw ? await renderer.render(data) : undefined
    const finished = finishPage({
      client,
      ssg,
      hash,
      records,
      writeOut,
      data,
      loaderJson,
      rendered,
    })
    // Awaited once every page is drawn; this only keeps an early failure from going unheard.
    finished.catch(() => undefined)
    finishing.push(finished)
  }

  try {
    await forEachPage(paths, async (route) => buildPage(await loader.load(route)))
    // The API's copy of the posts is written from the bodies both threads rendered.
    await adoptPostBodies(await renderer.renderedBodies())
  } finally {
    await renderer.close()
  }
  // A client build that failed is reported as itself, before the pages that waited for it.
  await options.output
  await Promise.all(finishing)
  for (const file of await writeRecords(options.outDir, hash, paths, records)) {
    records.written.add(file)
  }
  return { keys: records.keys, written: records.written, drawn, drawnOnThread: renderer.drawnThere }
}

/**
 * What the pages need from the client build: each kind of page's template with its critical
 * CSS, and the scripts of each page.
 */
async function clientTools(code: CodeBuild, app: ServerApp) {
  const templates = await pageTemplates(code)
  // Each page carries its critical CSS inline; the site's stylesheet never blocks a first paint.
  const styles = {
    app: await criticalStyles(code.clientDir, templates.app),
    islands: await criticalStyles(code.clientDir, templates.islands),
  }
  return { styles, scriptsOf: await scriptLookup(code, app) }
}

/**
 * What drawing the pages takes: the app and its paths, the route data loader and the page
 * renderer at once; what finishing them takes (`client`) once the output folder is ready.
 */
async function pageTools(
  code: CodeBuild,
  ssg: SsgOptions,
  output: Promise<void>,
  secondThread: ThreadPlan | undefined,
) {
  const { app, paths } = await loadApp(code, ssg)
  const client = output.then(() => clientTools(code, app))
  client.catch(() => undefined)
  const loader = pageDataLoader(app)
  // A second thread draws pages beside this one once a build has enough of them to draw.
  const renderer = new PageRenderer(
    code,
    (data) => renderPage(app, loader.dataRoutes, data),
    secondThread,
  )
  // While the client bundles build on this thread, the second one draws the pages: the sooner the
  // client is there, the sooner pages are written and their share images drawn.
  if (!code.reused) renderer.keepMainFreeUntil(output)
  return { paths, client, loader, renderer }
}

/**
 * Writes the build's two records in route order: the route data manifest the app reads, and
 * the scripts of each page that the size budgets read. Returns their files.
 */
async function writeRecords(
  outDir: string,
  hash: string,
  paths: readonly string[],
  records: Pick<PageRecords, 'loaderManifest' | 'pageScripts'>,
): Promise<string[]> {
  const manifestFile = loaderDataManifestFile(hash)
  const sitePath = (route: string) => (route.startsWith('/') ? route : `/${route}`)
  const writeOut = fileWriter(outDir)
  await writeOut(manifestFile, inRouteOrder(paths, records.loaderManifest, sitePath))
  await writeOut(
    pageScriptsFile,
    inRouteOrder(paths, records.pageScripts, (route) => route),
  )
  return [manifestFile, pageScriptsFile]
}
