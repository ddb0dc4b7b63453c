import { HeadingLevel, Paragraph } from 'docx'
import { afterEach, beforeEach } from 'vitest'
import type { CliIo } from '../../cli/cliIo.ts'
import { runCli } from '../../cli/runCli.ts'
import { createTestRepository, type TestRepository } from './createTestRepository.ts'
import { wordFixture } from './wordFixture.ts'

/** The CLI of a test file: the test's repository, what the CLI wrote, and a way to run it. */
export interface CliHarness {
  /** The test's own repository, made before each test (then `setUp`) and removed after it. */
  readonly repo: TestRepository
  /** What the CLI wrote on its output since the test began; a test empties it to read what follows. */
  out: string
  /** What it wrote on its error output (nothing with `stderrIntoOut`: all of it goes to `out`). */
  err: string
  /** Runs `santra-blog …argv` in the repository on the harness's clock; gives its exit code. */
  run(...argv: string[]): Promise<number>
  /** What `run` runs with (the output collected, the repository, the clock), `extra` merged in. */
  io(extra?: Partial<CliIo>): CliIo
}

/**
 * Registers the hooks that give each test of the file a fresh repository and empty output, and
 * returns the harness they fill in.
 *
 * @param options.now the clock of `run`, ISO 8601
 * @param options.stderrIntoOut collect the error output in `out`, as a terminal shows both
 * @param options.setUp what the repository holds before each test, beyond its first commit
 */
export function cliHarness(options: {
  now: string
  stderrIntoOut?: boolean
  setUp?: (repo: TestRepository) => void | Promise<void>
}): CliHarness {
  let repo: TestRepository | undefined
  const harness: CliHarness = {
    get repo() {
      if (!repo) throw new Error('The CLI harness’s repository exists only during a test.')
      return repo
    },
    out: '',
    err: '',
    run: (...argv) => runCli(argv, harness.io()),
    io: (extra = {}) => ({
      stdout: (text) => (harness.out += text),
      stderr: (text) => {
        if (options.stderrIntoOut) harness.out += text
        else harness.err += text
      },
      cwd: harness.repo.root,
      now: () => new Date(options.now),
      ...extra,
    }),
  }
  beforeEach(async () => {
    repo = createTestRepository()
    harness.out = ''
    harness.err = ''
    await options.setUp?.(repo)
  })
  afterEach(() => {
    repo?.remove()
    repo = undefined
  })
  return harness
}

/** A document of two short articles, « La santé au travail » and « Deuxième ». */
export function twoArticlesDocument(): Promise<Uint8Array> {
  const h1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
  return wordFixture([
    h1('La santé au travail'),
    new Paragraph('Texte.'),
    h1('Deuxième'),
    new Paragraph('Texte.'),
  ])
}
