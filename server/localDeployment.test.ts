import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestRepository } from '../tests/support/createTestRepository'
import type { SiteFreshness } from './localSite'
import {
  gitContains,
  LOCAL_REBUILD_FAILED,
  localDeployment,
  readSiteVersion,
} from './localDeployment'

describe('a write’s status on the local server', () => {
  it('is live once the pages served were built from its commit or a later one', async () => {
    const repo = createTestRepository()
    const dist = mkdtempSync(path.join(tmpdir(), 'santra-version-'))
    try {
      const commit = () => {
        repo.git('commit', '--quiet', '--allow-empty', '-m', 'Une écriture')
        return repo.git('rev-parse', 'HEAD').trim()
      }
      const [first, second] = [commit(), commit()]
      let freshness: SiteFreshness = { state: 'rebuilding', builtAt: null }
      const status = localDeployment({
        servedVersion: () => readSiteVersion(dist),
        contains: gitContains(repo.root),
        freshness: () => freshness,
      })
      // No build yet, one running.
      expect(await status(first)).toEqual({ state: 'deploying' })
      writeFileSync(
        path.join(dist, 'version.json'),
        JSON.stringify({ commit: first, builtAt: '2026-11-27T19:00:00.000Z' }),
      )
      expect(await status(first)).toEqual({ state: 'live', at: '2026-11-27T19:00:00.000Z' })
      expect(await status(second)).toEqual({ state: 'deploying' })
      freshness = { state: 'failed', builtAt: null }
      expect(await status(second)).toEqual({ state: 'failed', reason: LOCAL_REBUILD_FAILED })
      writeFileSync(
        path.join(dist, 'version.json'),
        JSON.stringify({ commit: second, builtAt: '2026-11-27T19:04:00.000Z' }),
      )
      freshness = { state: 'fresh', builtAt: '2026-11-27T19:05:10.000Z' }
      // The later build contains the earlier write; the time is the rebuild's end.
      expect(await status(first)).toEqual({ state: 'live', at: '2026-11-27T19:05:10.000Z' })
      expect(await status(second)).toEqual({ state: 'live', at: '2026-11-27T19:05:10.000Z' })
      // A commit the served build does not contain, with no rebuild coming: only saved.
      expect(await status(commit())).toEqual({ state: 'saved' })
    } finally {
      repo.remove()
      rmSync(dist, { recursive: true, force: true })
    }
  })
})
