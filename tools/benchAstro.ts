/**
 * Our build against Astro's on the same posts, the three figures of a deploy in one run:
 * `npm run bench:astro [-- --runs 3] [-- --share-images kept|cold|both]`.
 *
 * Expects, outside the project (never copy the peer into the repository):
 *   node ../shared/bench/gen-posts.mjs /tmp/posts-1000 1000 --clean
 *   cp -r ../shared/bench/astro-peer /tmp/astro-peer
 *   (cd /tmp/astro-peer && npm install --engine-strict --no-audit --no-fund)
 * `--posts DIR` and `--peer DIR` point elsewhere. Each run builds, one after the other, our site
 * cold with its share images from their cache (as a deploy has them: `kept`), our site truly cold
 * (`cold`: share images drawn too), and Astro's site cold; our bundles and pages, Astro's dist and
 * caches are all removed first. Then our site is rebuilt after one more post, into the output of
 * a build, as the publish job does. The script prints each run, the medians and their ratios: on
 * a shared machine only the ratios within one run mean something.
 */
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { addOnePost } from './benchPosts.ts'
import {
  drawnPages,
  loadText,
  median,
  printRows,
  seconds,
  timed,
  type Timing,
} from './benchTools.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

const postsDir = path.resolve(option('posts', '/tmp/posts-1000'))
const peerDir = path.resolve(option('peer', '/tmp/astro-peer'))
const runs = Number(option('runs', '3'))
// `kept` is what the deploy does: pages cold, share images from the cache the workflow keeps
// between runs (drawn once, before the first run); `cold` draws them too; `both` (the default).
const shareImages = option('share-images', 'both')
if (!['kept', 'cold', 'both'].includes(shareImages)) {
  console.error('--share-images takes kept, cold or both (the default).')
  process.exit(1)
}
const modes = (shareImages === 'both' ? ['kept', 'cold'] : [shareImages]) as Mode[]
type Mode = 'kept' | 'cold'
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.')
  process.exit(1)
}
if (!existsSync(path.join(peerDir, 'node_modules/.bin/astro'))) {
  console.error(`No installed Astro peer in ${peerDir}: see the top of tools/benchAstro.ts.`)
  process.exit(1)
}
if (!existsSync(postsDir) || (await readdir(postsDir)).length === 0) {
  console.error(`No posts in ${postsDir}: see the top of tools/benchAstro.ts.`)
  process.exit(1)
}

const work = await mkdtemp(path.join(tmpdir(), 'santra-bench-astro-'))
const cacheDir = path.join(root, 'node_modules/.cache/santra-bench-astro')
// Both sites decide visibility at the same instant, run after run.
const buildTime = new Date().toISOString()

const keptShareImages = path.join(root, 'node_modules/.cache/santra-bench-share-images')

/** Our build, as `npm run build` runs it, with the benchmark's posts, instant and folders. */
function build(options: {
  posts: string
  outDir: string
  cacheDir: string
  shareImages: string
  cold: boolean
}) {
  return timed(
    process.execPath,
    ['--import', 'tsx', 'generator/buildSite.ts', ...(options.cold ? ['--cold'] : [])],
    {
      cwd: root,
      env: {
        ...process.env,
        BLOG_CONTENT_DIR: options.posts,
        BLOG_BUILD_TIME: buildTime,
        SITE_OUT_DIR: options.outDir,
        SITE_CACHE_DIR: options.cacheDir,
        SHARE_IMAGE_CACHE: options.shareImages,
      },
    },
  )
}

/** Our cold build: bundles, pages and, unless kept, share images from nothing. */
async function ours(mode: Mode): Promise<Timing> {
  // Removed before the clock starts, as Astro's dist is: a deploy starts from a fresh checkout.
  await rm(cacheDir, { recursive: true, force: true })
  await rm(path.join(work, 'dist'), { recursive: true, force: true })
  return build({
    posts: postsDir,
    outDir: path.join(work, 'dist'),
    cacheDir,
    shareImages: mode === 'kept' ? keptShareImages : path.join(cacheDir, 'share-images'),
    cold: true,
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

// The one-post rebuild's own posts, output and cache (the build wants its cache in the project).
const rebuildPosts = path.join(work, 'posts')
const rebuildOut = path.join(work, 'rebuild')
const rebuildCache = path.join(root, 'node_modules/.cache/santra-bench-astro-rebuild')

if (modes.includes('kept')) {
  process.stdout.write('Drawing the share images once, for the runs to keep...')
  await ours('kept')
  process.stdout.write(' done.\n')
}

type Result = Partial<Record<Mode, Timing>> & { astro: Timing }
const results: Result[] = []
let rebuild: Timing | undefined
try {
  for (let run = 1; run <= runs; run += 1) {
    process.stdout.write(`Run ${run} of ${runs}:`)
    const result: Partial<Result> = {}
    for (const mode of modes) {
      process.stdout.write(` ours, share images ${mode}...`)
      const timing = await ours(mode)
      result[mode] = timing
      process.stdout.write(` ${seconds(timing.wall)} (CPU ${seconds(timing.cpu)});`)
    }
    process.stdout.write(' Astro...')
    const theirs = await astro()
    process.stdout.write(` ${seconds(theirs.wall)} (CPU ${seconds(theirs.cpu)})\n`)
    results.push({ ...result, astro: theirs })
  }
  process.stdout.write('One more post: building, then rebuilding with it...')
  await rm(rebuildCache, { recursive: true, force: true })
  await cp(postsDir, rebuildPosts, { recursive: true })
  const settings = { posts: rebuildPosts, outDir: rebuildOut, cacheDir: rebuildCache, cold: false }
  await build({ ...settings, shareImages: keptShareImages })
  const count = (await readdir(postsDir)).length
  await addOnePost(rebuildPosts, postsDir, count + 1, new Date(buildTime))
  rebuild = await build({ ...settings, shareImages: keptShareImages })
  process.stdout.write(` ${seconds(rebuild.wall)} (CPU ${seconds(rebuild.cpu)})\n`)
} finally {
  await rm(work, { recursive: true, force: true })
  await rm(cacheDir, { recursive: true, force: true })
  await rm(rebuildCache, { recursive: true, force: true })
}

const ratio = (mine: number | undefined, theirs: number | undefined) =>
  mine !== undefined && theirs ? (mine / theirs).toFixed(2) : 'n/a'
const medianOf = (pick: (result: Result) => number | undefined) => {
  const values = results.map(pick)
  return values.every((value) => value !== undefined) ? median(values) : undefined
}
const label = { kept: 'images kept', cold: 'truly cold' } as const
const rows = [
  [
    'run',
    ...modes.flatMap((mode) => [`ours, ${label[mode]}`, 'CPU']),
    'Astro',
    'CPU',
    ...modes.map((mode) => `ratio, ${label[mode]}`),
    'load',
  ],
]
type Pick = (of: (result: Result) => number | undefined) => number | undefined
const row = (name: string, pick: Pick) => [
  name,
  ...modes.flatMap((mode) => [
    seconds(pick((result) => result[mode]?.wall)),
    seconds(pick((result) => result[mode]?.cpu)),
  ]),
  seconds(pick((result) => result.astro.wall)),
  seconds(pick((result) => result.astro.cpu)),
]
results.forEach((result, index) => {
  rows.push([
    ...row(String(index + 1), (of) => of(result)),
    ...modes.map((mode) => ratio(result[mode]?.wall, result.astro.wall)),
    // The one-minute load average as Astro's build ended: how shared the machine was.
    loadText(result.astro.load),
  ])
})
const medians = {
  kept: medianOf((result) => result.kept?.wall),
  cold: medianOf((result) => result.cold?.wall),
  astro: medianOf((result) => result.astro.wall),
}
rows.push([
  ...row('median', medianOf),
  ...modes.map((mode) => ratio(medians[mode], medians.astro)),
  '',
])
console.log(`\n${path.basename(postsDir)}: our build against Astro's, ${runs} runs each\n`)
printRows(rows)
const goals = { kept: '0.80 or less', cold: '3.00 or less' } as const
console.log(
  `\nRatio of the medians in wall time: ${modes.map((mode) => `${label[mode]} ${ratio(medians[mode], medians.astro)} (the goal: ${goals[mode]})`).join(', ')}.`,
)
console.log(
  `One-post rebuild: ${seconds(rebuild.wall)} (CPU ${seconds(rebuild.cpu)}; the goal: under 10 s), ${drawnPages(rebuild.output)} pages drawn.`,
)
console.log(
  `${availableParallelism()} cores; load is the one-minute load average as each Astro build ended.`,
)
