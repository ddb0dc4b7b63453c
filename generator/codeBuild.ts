/*
 * The site's bundles, built once per code digest: the server bundle the pages are rendered with,
 * then the client (what browsers load, with its manifest) and the islands' bundle. A rebuild
 * whose code digest is unchanged (only posts changed) reuses them as they are.
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build as bundleScript } from 'esbuild'
import { build, type InlineConfig, type Rolldown } from 'vite'

/** Where the bundles of one code digest live. */
export interface CodeBuild {
  /** The client build: assets, public files, index.html and `.vite/` manifests. */
  clientDir: string
  /** The server bundle's entry, to import. */
  serverEntry: string
  /** The server build's manifest (source file → chunk), to map routes to their client chunks. */
  serverManifest: string
  /** The page render worker (pageRenderWorker.ts) as plain JavaScript, beside the server bundle. */
  renderWorker: string
  /** Settles once the client build is written (at once when the bundles were reused). */
  clientReady: Promise<void>
  /** Whether this build reused the bundles of an earlier one. */
  reused: boolean
}

const FINISHED = 'finished'
const RENDER_WORKER = 'pageRenderWorker.mjs'

/**
 * The browser entry of the pages that load only their live parts (all but the admin's), and the
 * manifest of its bundle, beside the app's in the client build.
 */
export const ISLANDS_ENTRY = 'site/islands/main.tsx'
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json'
const ISLANDS_LINKS = 'site/islands/pageLoadLinks.tsx'

/** Log lines the bundler prints for code it cannot change: a dependency's own directives. */
function quietLog(
  level: Rolldown.LogLevel,
  log: Rolldown.RollupLog,
  handler: (level: Rolldown.LogLevel, log: Rolldown.RollupLog) => void,
) {
  if (log.message.includes('react-helmet-async')) return
  handler(level, log)
}

function bundleConfig(root: string, overrides: InlineConfig['build']): InlineConfig {
  return {
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { emptyOutDir: true, ...overrides },
  }
}

/**
 * The islands' scripts: a bundle of their own, written beside the app's, so neither shares a
 * chunk with the other and the app's pages load exactly what they did. Their pages link the
 * app's stylesheet, which holds every rule of the site: the copy of the islands' rules is dropped.
 */
async function buildIslands(root: string, clientDir: string): Promise<void> {
  await build({
    // The components the islands share with the app link with the router's Link and NavLink;
    // here they get plain anchors (site/islands/pageLoadLinks.tsx) and no router at all.
    resolve: {
      alias: [{ find: /^react-router-dom$/, replacement: path.join(root, ISLANDS_LINKS) }],
    },
    ...bundleConfig(root, {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: ISLANDS_MANIFEST,
      rolldownOptions: {
        input: { islands: path.join(root, ISLANDS_ENTRY) },
        onLog: quietLog,
        checks: { pluginTimings: false },
      },
    }),
    plugins: [
      {
        name: 'santra-islands-without-stylesheet',
        enforce: 'post',
        generateBundle(_options, bundle) {
          for (const name of Object.keys(bundle)) {
            // Removing an output file from the bundle is how a plugin keeps it from being written.
            // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
            if (name.endsWith('.css')) delete bundle[name]
          }
        },
      },
    ],
  })
}

/** The server bundle, then the page render worker that imports it. */
async function buildServer(root: string, dir: string, ssrEntry: string): Promise<void> {
  await build(
    bundleConfig(root, {
      ssr: ssrEntry,
      outDir: path.join(dir, 'server'),
      manifest: true,
      minify: false,
      cssCodeSplit: false,
      rolldownOptions: {
        output: { entryFileNames: '[name].mjs', format: 'esm' },
        onLog: quietLog,
        checks: { pluginTimings: false },
      },
    }),
  )
  await buildRenderWorker(path.join(dir, 'server', RENDER_WORKER))
}

/**
 * The app's bundle and the islands' one, side by side into the same folder (each writes its own
 * manifest; the folder starts empty, so neither empties it), then the mark of a finished build.
 */
async function buildClient(root: string, dir: string): Promise<void> {
  const clientDir = path.join(dir, 'client')
  const app = build(
    bundleConfig(root, {
      outDir: clientDir,
      emptyOutDir: false,
      manifest: true,
      ssrManifest: true,
      rolldownOptions: {
        input: { app: path.join(root, 'index.html') },
        onLog: quietLog,
        checks: { pluginTimings: false },
      },
    }),
  )
  await Promise.all([app, buildIslands(root, clientDir)])
  await writeFile(path.join(dir, FINISHED), '')
}

/**
 * The page render worker, bundled into one plain module: the thread then starts without a
 * TypeScript loader, whose hooks run on a thread of their own and would answer every `import()`
 * the pages' loaders make (a round trip per page). Its packages stay imports, resolved from the
 * project's node_modules like the server bundle's: the same React for both.
 */
async function buildRenderWorker(outfile: string): Promise<void> {
  await bundleScript({
    entryPoints: [fileURLToPath(new URL('./pageRenderWorker.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  })
}

/**
 * The bundles for `digest`, built into `cacheDir/code/<digest>` unless a finished build is
 * already there. Bundles of other digests are removed: only the latest code is worth keeping.
 * Resolves once the server bundle is there: pages can be drawn while the client bundles build
 * (`clientReady`).
 */
export async function codeBuild(options: {
  root: string
  cacheDir: string
  digest: string
  ssrEntry: string
}): Promise<CodeBuild> {
  const codeRoot = path.join(options.cacheDir, 'code')
  const dir = path.join(codeRoot, options.digest)
  const reused = existsSync(path.join(dir, FINISHED))
  let clientReady = Promise.resolve()
  if (!reused) {
    await mkdir(codeRoot, { recursive: true })
    // An unfinished build of this digest included: the client bundles expect an empty folder.
    for (const other of await readdir(codeRoot)) {
      await rm(path.join(codeRoot, other), { recursive: true, force: true })
    }
    await buildServer(options.root, dir, options.ssrEntry)
    clientReady = buildClient(options.root, dir)
    // Awaited by the build before it uses the client; a failure is reported there.
    clientReady.catch(() => undefined)
  }
  const entryName = path.parse(options.ssrEntry).name
  return {
    clientDir: path.join(dir, 'client'),
    serverEntry: path.join(dir, 'server', `${entryName}.mjs`),
    serverManifest: path.join(dir, 'server', '.vite', 'manifest.json'),
    renderWorker: path.join(dir, 'server', RENDER_WORKER),
    clientReady,
    reused,
  }
}
