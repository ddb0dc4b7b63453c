import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A throw-away git repository in the system's temporary folder, for tests. */
export interface TestRepository {
  root: string
  /** Runs git in the repository and returns its output. */
  git(...args: string[]): string
  /** The subjects of the commits, newest first. */
  log(): string[]
  /** `git status --porcelain` lines, untracked files included. */
  status(): string[]
  remove(): void
}

/**
 * Creates a git repository with one commit and a local identity, isolated from any repository
 * the tests run in (git hooks export GIT_DIR and GIT_INDEX_FILE).
 */
export function createTestRepository(): TestRepository {
  const root = mkdtempSync(path.join(tmpdir(), 'santra-repo-'))
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')),
  )
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', root, ...args], { env, encoding: 'utf8' })
  git('init', '--quiet', '--initial-branch=main')
  git('config', 'user.name', 'Test')
  git('config', 'user.email', 'test@example.com')
  git('config', 'commit.gpgsign', 'false')
  writeFileSync(path.join(root, 'README.md'), '# Test\n')
  git('add', 'README.md')
  git('commit', '--quiet', '-m', 'Initial commit')
  return {
    root,
    git,
    log: () => git('log', '--format=%s').trim().split('\n'),
    status: () => git('status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean),
    remove: () => {
      rmSync(root, { recursive: true, force: true })
    },
  }
}
