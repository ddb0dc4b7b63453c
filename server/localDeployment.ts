import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  type DeploymentStatus,
  SITE_VERSION_FILE,
  type SiteVersion,
  siteVersionSchema,
} from '../engine/index.ts'
import type { SiteFreshness } from './localSite'

/** What the local server tells the admin when its rebuild after a write failed. */
export const LOCAL_REBUILD_FAILED =
  'La reconstruction des pages publiques a échoué\u00a0: la fenêtre où le site a été lancé dit pourquoi\u202f; arrêtez-le, puis relancez npm start pour reconstruire le site.'

/** What {@link localDeployment} reads: the served version, the git history, the rebuild. */
export interface LocalDeploymentSources {
  /** The version file of the folder the server serves, `undefined` before the first build. */
  servedVersion: () => Promise<SiteVersion | undefined>
  /** Whether `served` is `commit` or one of its descendants. */
  contains: (served: string, commit: string) => Promise<boolean>
  /** The background rebuild's state (createRebuilder). */
  freshness: () => SiteFreshness
}

/**
 * Where a write's commit stands on the local server: live once the pages it serves were built
 * from that commit or a later one (the version file the build writes), failed when the rebuild
 * failed since, else on its way while a rebuild runs or waits.
 */
export function localDeployment(sources: LocalDeploymentSources) {
  return async (commit: string): Promise<DeploymentStatus> => {
    const version = await sources.servedVersion()
    const served = version?.commit
    if (version && served && (served === commit || (await sources.contains(served, commit)))) {
      // The end of the last rebuild when there was one, else the build the server found.
      return { state: 'live', at: sources.freshness().builtAt ?? version.builtAt }
    }
    const { state } = sources.freshness()
    if (state === 'failed') return { state: 'failed', reason: LOCAL_REBUILD_FAILED }
    return { state: state === 'rebuilding' ? 'deploying' : 'saved' }
  }
}

/** The version file of the built site in `distDir`, `undefined` when missing or unreadable. */
export async function readSiteVersion(distDir: string): Promise<SiteVersion | undefined> {
  try {
    const parsed = siteVersionSchema.safeParse(
      JSON.parse(await readFile(join(distDir, SITE_VERSION_FILE), 'utf8')),
    )
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Whether, in the git repository at `root`, `served` is `commit` or a descendant of it. */
export function gitContains(root: string) {
  return (served: string, commit: string): Promise<boolean> =>
    new Promise((resolve) => {
      execFile('git', ['-C', root, 'merge-base', '--is-ancestor', commit, served], (error) => {
        resolve(error === null)
      })
    })
}
