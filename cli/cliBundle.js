import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import process from 'node:process'
import { pathToFileURL } from 'node:url'

/**
 * The command line as one bundled script, rebuilt whenever a file it was built from changed.
 *
 * Node starts a bundle of plain JavaScript in a tenth of a second, where tsx takes half a second to
 * load before compiling the first TypeScript module. The bundle is kept in step with its sources,
 * never stale: beside it a manifest records, for every file esbuild read (our sources, the
 * packages' files, package-lock.json and this file), its size and modification time; at each start
 * those are read again, and any difference (an edit, a checkout, an `npm install`, a deleted file)
 * bundles again before the command runs. Written in JavaScript so Node runs it without a loader.
 */

/** What a manifest records of a file: its size and modification time when the bundle was built. */
/** @typedef {{ size: number; mtimeMs: number }} FileStamp */

/** The manifest beside the bundles: which bundle is current and what it was built from. */
/** @typedef {{ bundle: string; inputs: Record<string, FileStamp> }} BundleManifest */

/**
 * Where a bundle comes from and where it is kept.
 *
 * @typedef {object} BundleOptions
 * @property {string} root the package's folder: the inputs' paths are relative to it
 * @property {string} entry the program's entry module, relative to `root`
 * @property {string} cacheDir the folder of the bundles and their manifest
 */

const MANIFEST = 'manifest.json'

/** Bundles older than this, not the current one, are removed when a new one is written. */
const OLD_BUNDLE_AGE_MS = 60_000

/**
 * Each module keeps its own `import.meta.url` (and `dirname`, `filename`) once bundled: a module
 * that finds a file beside it (the converter's worker) still finds it beside its source.
 */
const IMPORT_META = /\bimport\.meta\.(url|dirname|filename)\b/g

/** The modules {@link ownImportMeta} looks at (a Go regular expression, esbuild's). */
const SCRIPT = /\.[jt]sx?$/

/** A package's file: only our own modules are rewritten by {@link ownImportMeta}. */
const PACKAGE_FILE = /[\\/]node_modules[\\/]/

/**
 * How far a file system's clock may lag behind `Date.now()`: a file modified this close to the
 * start of a bundling may have changed after esbuild read it.
 */
const CLOCK_SLACK_MS = 1000

/**
 * The file of the current bundle of `options.entry`, bundled first if there is none or if a file
 * it was built from changed.
 *
 * @param {BundleOptions} options
 * @returns {Promise<{ file: string; built: boolean }>} the bundle, and whether this call built it
 */
export async function freshBundle(options) {
  const manifest = await readManifest(options.cacheDir)
  if (manifest && (await unchanged(options.root, manifest.inputs))) {
    return { file: path.join(options.cacheDir, manifest.bundle), built: false }
  }
  return { file: await bundle(options), built: true }
}

/**
 * The manifest, or undefined if there is none yet (or a damaged one, which is rebuilt).
 *
 * @param {string} cacheDir
 * @returns {Promise<BundleManifest | undefined>}
 */
async function readManifest(cacheDir) {
  try {
    return /** @type {BundleManifest} */ (
      JSON.parse(await readFile(path.join(cacheDir, MANIFEST), 'utf8'))
    )
  } catch {
    return undefined
  }
}

/**
 * Whether every input still has the size and modification time it had (a missing one has not).
 *
 * @param {string} root
 * @param {Record<string, FileStamp>} inputs
 */
async function unchanged(root, inputs) {
  const now = await Promise.all(
    Object.keys(inputs).map((file) => stamp(path.join(root, file)).catch(() => undefined)),
  )
  return Object.values(inputs).every((then, index) => {
    const current = now[index]
    return current?.size === then.size && current.mtimeMs === then.mtimeMs
  })
}

/**
 * @param {string} file
 * @returns {Promise<FileStamp>}
 */
async function stamp(file) {
  const { size, mtimeMs } = await stat(file)
  return { size, mtimeMs }
}

/**
 * Bundles the entry with esbuild into `cacheDir` and records its inputs. The bundle's name is its
 * content's hash and both files are written aside and renamed into place, so two programs
 * bundling at once never read each other's half-written file.
 *
 * @param {BundleOptions} options
 * @returns {Promise<string>} the bundle's file
 */
async function bundle(options) {
  // Loaded only here: a start with a fresh bundle does not pay for esbuild.
  const { build } = await import('esbuild')
  const started = Date.now()
  const result = await build({
    absWorkingDir: options.root,
    entryPoints: [options.entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'warning',
    // esbuild itself stays a package: the converter calls it to bundle its worker.
    external: ['esbuild'],
    // The CommonJS packages inside the bundle require Node's own modules.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    plugins: [ownImportMeta],
  })
  const lockFile = path.join(options.root, 'package-lock.json')
  const files = [
    ...Object.keys(result.metafile.inputs),
    path.relative(options.root, import.meta.filename),
    ...(existsSync(lockFile) ? ['package-lock.json'] : []),
  ]
  // A file modified while esbuild was reading it is recorded as changed: the next start bundles
  // again rather than trust a bundle that may hold its previous text.
  const stamps = await Promise.all(
    files.map(async (file) => {
      const current = await stamp(path.join(options.root, file))
      /** @type {[string, FileStamp]} */
      const entry = [
        file,
        current.mtimeMs >= started - CLOCK_SLACK_MS ? { size: current.size, mtimeMs: -1 } : current,
      ]
      return entry
    }),
  )
  const code = result.outputFiles[0]?.text ?? ''
  const name = `cli-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`
  await mkdir(options.cacheDir, { recursive: true })
  await writeInPlace(path.join(options.cacheDir, name), code)
  /** @type {BundleManifest} */
  const manifest = {
    bundle: name,
    inputs: Object.fromEntries(stamps),
  }
  await writeInPlace(path.join(options.cacheDir, MANIFEST), JSON.stringify(manifest))
  await removeOldBundles(options.cacheDir, name)
  return path.join(options.cacheDir, name)
}

/** @type {import('esbuild').Plugin} */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: SCRIPT }, async (args) => {
      if (PACKAGE_FILE.test(args.path)) return undefined
      const source = await readFile(args.path, 'utf8')
      if (!source.includes('import.meta.')) return undefined
      const values = {
        url: pathToFileURL(args.path).href,
        dirname: path.dirname(args.path),
        filename: args.path,
      }
      return {
        contents: source.replace(IMPORT_META, (_, key) =>
          JSON.stringify(values[/** @type {keyof typeof values} */ (key)]),
        ),
        loader: /** @type {import('esbuild').Loader} */ (path.extname(args.path).slice(1)),
      }
    })
  },
}

/**
 * Writes `file` through a temporary file renamed over it: readers see the old file or the new one.
 *
 * @param {string} file
 * @param {string} text
 */
async function writeInPlace(file, text) {
  const temporary = `${file}.${String(process.pid)}.tmp`
  await writeFile(temporary, text)
  await rename(temporary, file)
}

/**
 * Removes the bundles replaced more than a minute ago: a program that read the previous manifest
 * an instant before still finds the bundle it names.
 *
 * @param {string} cacheDir
 * @param {string} current
 */
async function removeOldBundles(cacheDir, current) {
  const now = Date.now()
  for (const name of await readdir(cacheDir)) {
    if (name === current || !/^cli-[0-9a-f]+\.mjs$/.test(name)) continue
    const file = path.join(cacheDir, name)
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }))
    if (now - mtimeMs > OLD_BUNDLE_AGE_MS) await unlink(file).catch(() => undefined)
  }
}
