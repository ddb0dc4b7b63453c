import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Hands `provide` a private copy of the build under test (DIST_DIR, else `dist/`), waiting up to a
 * minute for it to exist, and removes the copy afterwards. Admin suites start their own servers
 * over it, so a suite rebuilding the shared `dist/` mid-run never pulls pages from under them.
 */
export async function withBuiltSiteCopy(provide: (copy: string) => Promise<void>): Promise<void> {
  const source = path.resolve(process.env.DIST_DIR ?? 'dist')
  for (let waited = 0; !existsSync(path.join(source, '404.html')) && waited < 60; waited++) {
    await new Promise((done) => setTimeout(done, 1000))
  }
  const copy = mkdtempSync(path.join(tmpdir(), 'santra-dist-'))
  cpSync(source, copy, { recursive: true })
  try {
    await provide(copy)
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}
