import { join } from 'node:path'
import { BLOG_DIR, z } from '../engine/index.ts'
import { siteFactsFile } from '../engine/node.ts'

/*
 * The site build's configuration: the one place the build (generator/, vite.config.ts and the
 * pre-rendering code in site/) reads its environment. The engine in engine/blog/ receives these values.
 */

const siteBuildEnvSchema = z.object({
  /** Preview the site as it will be at this instant (ISO 8601); by default, now. */
  BLOG_BUILD_TIME: z.optional(z.string()),
  /** Read the posts from another folder than `content/blog` (tests, benchmarks). */
  BLOG_CONTENT_DIR: z.optional(z.string().check(z.minLength(1))),
  /** The public address of the site, over `content/site.json`'s (previews, tests). */
  VITE_SITE_URL: z.optional(z.string().check(z.minLength(1))),
  /** Where the site goes; by default `dist`. */
  SITE_OUT_DIR: z.optional(z.string().check(z.minLength(1))),
  /** Where the build keeps its bundles and page record between builds. */
  SITE_CACHE_DIR: z.optional(z.string().check(z.minLength(1))),
  /** Where the share images are kept between builds, by content hash. */
  SHARE_IMAGE_CACHE: z.optional(z.string().check(z.minLength(1))),
  /** Another facts file than content/site.json (the local server's content repository). */
  SITE_FACTS_FILE: z.optional(z.string().check(z.minLength(1))),
})

/**
 * The variables a build needs from a parent process's environment besides its own: finding
 * programs and a home (PATH, HOME, the temporary folder; Windows' system paths), the locale and
 * time zone, Node's options, and Vite's `VITE_*` values, which change what the bundles hold.
 */
const INHERITED_BUILD_VARIABLES: readonly (string | RegExp)[] = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TEMP',
  'TMP',
  'TZ',
  'LANG',
  /^LC_[A-Z]+$/,
  /^NODE_[A-Z_]+$/,
  /^VITE_[A-Z0-9_]+$/,
  'SYSTEMROOT',
  'SystemRoot',
  'COMSPEC',
  'PATHEXT',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
]

/**
 * The site build's program, relative to the project's root, for a process that starts it by path
 * (the local server's rebuild after a write): exported from here so that the edge from the server
 * to the generator is an import the lint and the tools can see.
 */
export const SITE_BUILD_PROGRAM = 'generator/buildSite.ts'

/**
 * The environment to start a site build with: only what a build needs (see
 * {@link INHERITED_BUILD_VARIABLES}) and the build's own variables. Secrets the caller holds, such as
 * `ADMIN_TOKEN` and `GITHUB_TOKEN`, never reach the build, which runs the repository's code.
 */
export function siteBuildEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const own: readonly string[] = Object.keys(siteBuildEnvSchema.shape)
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) =>
        value !== undefined &&
        (own.includes(name) ||
          INHERITED_BUILD_VARIABLES.some((allowed) =>
            typeof allowed === 'string' ? allowed === name : allowed.test(name),
          )),
    ),
  )
}

/** What the site build takes from its environment, checked. */
export interface SiteBuildConfig {
  /**
   * The instant the build decides visibility at. The first call pins it in the process
   * environment (`BLOG_BUILD_TIME`), so that the pages, the feeds and the sitemap (read by
   * separate module instances of one build) agree.
   */
  buildTime(): Date
  /** The folder of post folders. */
  contentDir: string
  /** The site's address when the environment overrides the facts file's. */
  siteUrlOverride: string | undefined
  outDir: string
  cacheDir: string | undefined
  shareImageCache: string
  /** The consultant's facts file the build reads; the photo it names sits beside it. */
  siteFactsFile: string
}

/**
 * The build's configuration, read from the process environment.
 *
 * @throws {Error} naming the variable that is malformed
 */
export function siteBuildConfig(env: NodeJS.ProcessEnv = process.env): SiteBuildConfig {
  const parsed = siteBuildEnvSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${issue?.path.join('.') ?? 'environment'}: ${issue?.message ?? 'invalid'}`)
  }
  const vars = parsed.data
  return {
    buildTime() {
      env.BLOG_BUILD_TIME ??= new Date().toISOString()
      const pinned = new Date(env.BLOG_BUILD_TIME)
      if (Number.isNaN(pinned.getTime())) {
        throw new Error(`BLOG_BUILD_TIME is not a date: "${env.BLOG_BUILD_TIME}".`)
      }
      return pinned
    },
    contentDir: vars.BLOG_CONTENT_DIR ?? BLOG_DIR,
    siteUrlOverride: vars.VITE_SITE_URL,
    outDir: vars.SITE_OUT_DIR ?? 'dist',
    cacheDir: vars.SITE_CACHE_DIR,
    shareImageCache:
      vars.SHARE_IMAGE_CACHE ?? join(vars.SITE_CACHE_DIR ?? 'node_modules/.cache', 'share-images'),
    siteFactsFile: siteFactsFile(vars),
  }
}
