import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteVersionSchema } from '../engine/index.ts'
import { createTestRepository } from '../tests/support/createTestRepository'
import { contentCommit, writeSiteVersion } from './siteVersionFile.ts'

describe('the version file of the built site', () => {
  it('names the head of the content’s repository, else the workflow’s commit', async () => {
    const repo = createTestRepository()
    const outside = mkdtempSync(path.join(tmpdir(), 'santra-no-git-'))
    try {
      repo.git('commit', '--quiet', '--allow-empty', '-m', 'Un commit')
      const head = repo.git('rev-parse', 'HEAD').trim()
      expect(await contentCommit(repo.root, { GITHUB_SHA: 'f'.repeat(40) })).toBe(head)
      expect(await contentCommit(outside, { GITHUB_SHA: 'f'.repeat(40) })).toBe('f'.repeat(40))
      expect(await contentCommit(outside, {})).toBeNull()
      await writeSiteVersion(outside, { commit: head, builtAt: '2026-11-27T19:00:00.000Z' })
      const written: unknown = JSON.parse(readFileSync(path.join(outside, 'version.json'), 'utf8'))
      expect(siteVersionSchema.parse(written)).toEqual({
        commit: head,
        builtAt: '2026-11-27T19:00:00.000Z',
      })
    } finally {
      repo.remove()
      rmSync(outside, { recursive: true, force: true })
    }
  })
})
