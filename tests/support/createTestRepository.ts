import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
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

/** The template repository: its folders (empty ones included) and its files. */
interface Template {
  folders: string[]
  files: { path: string; content: Buffer; mode: number }[]
}

/**
 * Runs git in `root`, isolated from any repository the tests run in (git hooks export GIT_DIR and
 * GIT_INDEX_FILE).
 */
function gitIn(root: string) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')),
  )
  return (...args: string[]) =>
    execFileSync('git', ['-C', root, ...args], { env, encoding: 'utf8' })
}

/**
 * The files of a repository with one commit and a local identity, made by git once per process
 * and kept in memory: six git processes cost a tenth of a second in a test worker, writing their
 * few dozen files again a few milliseconds.
 */
let template: Template | undefined

function templateRepository(): Template {
  if (template) return template
  const root = mkdtempSync(path.join(tmpdir(), 'santra-repo-'))
  try {
    const git = gitIn(root)
    git('init', '--quiet', '--initial-branch=main')
    git('config', 'user.name', 'Test')
    git('config', 'user.email', 'test@example.com')
    git('config', 'commit.gpgsign', 'false')
    writeFileSync(path.join(root, 'README.md'), '# Test\n')
    git('add', 'README.md')
    git('commit', '--quiet', '-m', 'Initial commit')
    const entries = readdirSync(root, { recursive: true, withFileTypes: true }).map((entry) => ({
      entry,
      file: path.join(entry.parentPath, entry.name),
    }))
    template = {
      folders: entries
        .filter(({ entry }) => entry.isDirectory())
        .map(({ file }) => path.relative(root, file)),
      files: entries
        .filter(({ entry }) => entry.isFile())
        .map(({ file }) => ({
          path: path.relative(root, file),
          content: readFileSync(file),
          mode: statSync(file).mode & 0o777,
        })),
    }
    return template
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/** Creates a git repository with one commit (README.md) and a local identity. */
export function createTestRepository(): TestRepository {
  const { folders, files } = templateRepository()
  const root = mkdtempSync(path.join(tmpdir(), 'santra-repo-'))
  for (const folder of folders) mkdirSync(path.join(root, folder), { recursive: true })
  for (const file of files) {
    writeFileSync(path.join(root, file.path), file.content, { mode: file.mode })
  }
  const git = gitIn(root)
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
