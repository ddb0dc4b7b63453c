import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { SITE_VERSION_FILE, type SiteVersion } from '../engine/index.ts'

/**
 * The commit the build reads its posts from: the head of the git repository holding the content
 * folder (the site's own, or the local server's content repository), else the `GITHUB_SHA` a
 * workflow gives, else `null` (a copy without git). Read when the build starts, before any post:
 * a commit landing during the build is then announced by the next build, never too early.
 */
export function contentCommit(
  contentDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | null> {
  return new Promise((resolve) => {
    execFile('git', ['-C', contentDir, 'rev-parse', 'HEAD'], (error, stdout) => {
      const head = stdout.trim()
      resolve(!error && head !== '' ? head : (env.GITHUB_SHA ?? null))
    })
  })
}

/**
 * Writes {@link SITE_VERSION_FILE} at the root of the built site: the admin reads it to know which
 * commit the public site serves. `builtAt` is the build's pinned instant, so a rebuild and a cold
 * build of the same commit write the same bytes.
 */
export async function writeSiteVersion(outDir: string, version: SiteVersion): Promise<void> {
  await writeFile(path.join(outDir, SITE_VERSION_FILE), `${JSON.stringify(version)}\n`)
}
