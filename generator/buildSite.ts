/*
 * `npm run build [-- --cold]`: builds the site into `dist/` (or `SITE_OUT_DIR`). It is
 * incremental on its own: when the last build into the same folder left its record, only the
 * pages whose inputs changed are drawn again. `--cold` ignores that record. `SITE_CACHE_DIR`
 * moves the cache (bundles and records) out of node_modules/.cache, for a benchmark's cold runs.
 * `--all-on-second-thread` has every page drawn by the second thread, which otherwise starts
 * after 48 pages and takes about three in five: a test's small site then goes through it too.
 */
import { siteBuildConfig } from './siteBuildConfig.ts'
import { counted, secondsSince } from './frenchFigures.ts'

// The pages are drawn with React's production server renderer, several times faster than its
// development build: React picks its build from NODE_ENV when first loaded, so NODE_ENV is set
// before anything imports it.
process.env.NODE_ENV = 'production'
const { buildSite } = await import('./siteBuild.ts')

const { cacheDir } = siteBuildConfig()

const started = performance.now()
const report = await buildSite({
  incremental: !process.argv.includes('--cold'),
  ...(cacheDir ? { cacheDir } : {}),
  ...(process.argv.includes('--all-on-second-thread')
    ? { secondThread: { after: 0, ahead: Number.POSITIVE_INFINITY } }
    : {}),
})
const seconds = secondsSince(started)
const unchanged = report.pages - report.drawn
console.log(
  `Site construit dans ${report.outDir} en ${seconds}\u00a0s\u00a0: ${counted(report.pages, 'page')}, dont ${counted(report.drawn, 'dessinée')} (${String(report.drawnOnThread)} par un second fil) et ${counted(unchanged, 'inchangée')}\u202f; code ${report.codeReused ? 'repris du cache' : 'reconstruit'}.`,
)
if (process.argv.includes('--steps')) {
  console.log(report.steps.map(([name, seconds]) => `${name} ${seconds.toFixed(2)} s`).join(', '))
  console.log(`Client bundles ready ${report.clientSeconds.toFixed(2)} s after the server bundle.`)
}

// A module, for the top-level await above.
export {}
