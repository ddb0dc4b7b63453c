/**
 * Our cold build against Astro's on the same posts: `npm run bench:astro [-- --runs 3] [-- --share-images kept]`.
 *
 * Expects, outside the project (never copy the peer into the repository):
 *   node ../shared/bench/gen-posts.mjs /tmp/posts-1000 1000 --clean
 *   cp -r ../shared/bench/astro-peer /tmp/astro-peer
 *   (cd /tmp/astro-peer && npm install --engine-strict --no-audit --no-fund)
 * `--posts DIR` and `--peer DIR` point elsewhere. The two builds run alternately, cold each time
 * (our bundles and pages, Astro's dist and caches, all removed first), and the script prints each
 * run, the medians and their ratio: on a shared machine only the ratio within one run means
 * something.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadText, median, printRows, seconds, timed, type Timing } from './benchTools.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

const postsDir = path.resolve(option('posts', '/tmp/posts-1000'))
const peerDir = path.resolve(option('peer', '/tmp/astro-peer'))
const runs = Number(option('runs', '3'))
// `--share-images kept` measures what the deploy does: pages cold, share images from the cache
// the workflow keeps between runs (drawn once, before the first run).
const shareImages = option('share-images', 'cold')
if (shareImages !== 'cold' && shareImages !== 'kept') {
  console.error('--share-images takes cold (the default) or kept.')
  process.exit(1)
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.')
  process.exit(1)
}
if (!existsSync(path.join(peerDir, 'node_modules/.bin/astro'))) {
  console.error(`No installed Astro peer in ${peerDir}: see the top of scripts/benchAstro.ts.`)
  process.exit(1)
}
if (!existsSync(postsDir) || (await readdir(postsDir)).length === 0) {
  console.error(`No posts in ${postsDir}: see the top of scripts/benchAstro.ts.`)
  process.exit(1)
}

const work = await mkdtemp(path.join(tmpdir(), 'santra-bench-astro-'))
const cacheDir = path.join(root, 'node_modules/.cache/santra-bench-astro')
// Both sites decide visibility at the same instant, run after run.
const buildTime = new Date().toISOString()

async function ours(): Promise<Timing> {
  await rm(cacheDir, { recursive: true, force: true })
  return timed(process.execPath, ['--import', 'tsx', 'scripts/build/buildSite.ts', '--cold'], {
    cwd: root,
    env: {
      ...process.env,
      BLOG_CONTENT_DIR: postsDir,
      BLOG_BUILD_TIME: buildTime,
      SITE_OUT_DIR: path.join(work, 'dist'),
      SITE_CACHE_DIR: cacheDir,
      // Cold means cold: the share images are drawn again too, unless asked to keep them.
      SHARE_IMAGE_CACHE:
        shareImages === 'kept' ? keptShareImages : path.join(cacheDir, 'share-images'),
    },
  })
}

async function astro(): Promise<Timing> {
  for (const dir of ['dist', '.astro', 'node_modules/.astro']) {
    await rm(path.join(peerDir, dir), { recursive: true, force: true })
  }
  return timed(path.join(peerDir, 'node_modules/.bin/astro'), ['build'], {
    cwd: peerDir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', POSTS_DIR: postsDir },
  })
}

const keptShareImages = path.join(root, 'node_modules/.cache/santra-bench-share-images')
if (shareImages === 'kept') {
  process.stdout.write('Drawing the share images once, for the runs to keep...')
  await ours()
  process.stdout.write(' done.\n')
}

const results: { ours: Timing; astro: Timing }[] = []
try {
  for (let run = 1; run <= runs; run += 1) {
    process.stdout.write(`Run ${run} of ${runs}: ours...`)
    const mine = await ours()
    process.stdout.write(` ${seconds(mine.wall)} (CPU ${seconds(mine.cpu)}); Astro...`)
    const theirs = await astro()
    process.stdout.write(` ${seconds(theirs.wall)} (CPU ${seconds(theirs.cpu)})\n`)
    results.push({ ours: mine, astro: theirs })
  }
} finally {
  await rm(work, { recursive: true, force: true })
  await rm(cacheDir, { recursive: true, force: true })
}

const ratio = (mine: number | undefined, theirs: number | undefined) =>
  mine !== undefined && theirs ? (mine / theirs).toFixed(2) : 'n/a'
const rows = [
  ['run', 'ours', 'ours CPU', 'load', 'Astro', 'Astro CPU', 'load', 'ratio', 'CPU ratio'],
]
results.forEach((result, index) => {
  rows.push([
    String(index + 1),
    seconds(result.ours.wall),
    seconds(result.ours.cpu),
    loadText(result.ours.load),
    seconds(result.astro.wall),
    seconds(result.astro.cpu),
    loadText(result.astro.load),
    ratio(result.ours.wall, result.astro.wall),
    ratio(result.ours.cpu, result.astro.cpu),
  ])
})
const medianOf = (pick: (result: { ours: Timing; astro: Timing }) => number | undefined) => {
  const values = results.map(pick)
  return values.every((value) => value !== undefined) ? median(values) : undefined
}
const oursWall = medianOf((result) => result.ours.wall) ?? 0
const astroWall = medianOf((result) => result.astro.wall) ?? 1
const oursCpu = medianOf((result) => result.ours.cpu)
const astroCpu = medianOf((result) => result.astro.cpu)
rows.push([
  'median',
  seconds(oursWall),
  seconds(oursCpu),
  '',
  seconds(astroWall),
  seconds(astroCpu),
  '',
  ratio(oursWall, astroWall),
  ratio(oursCpu, astroCpu),
])
console.log(`\n${path.basename(postsDir)}: our cold build against Astro's, ${runs} runs each\n`)
printRows(rows)
console.log(
  `\nRatio of the medians: ${ratio(oursWall, astroWall)} in wall time (the goal: 0.80 or less), ${ratio(oursCpu, astroCpu)} in CPU time. ${availableParallelism()} cores; load is the one-minute load average as each build ended.`,
)
