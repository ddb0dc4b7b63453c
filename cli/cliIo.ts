import { createInterface } from 'node:readline/promises'
import { convertInWorker } from '../blog/docx/convertInWorker.ts'
import type { ImportOptions } from '../blog/operations/importDocument.ts'

/** Where the CLI writes and which folder it works in; tests pass their own. */
export interface CliIo {
  stdout(text: string): void
  stderr(text: string): void
  /** The folder relative paths and the default `--root` are read from. */
  cwd: string
  /** The clock: start dates are checked against it and imports are stamped with it. */
  now?: () => Date
  /**
   * Asks a question and returns the answer; absent when nobody can answer (no terminal), so
   * destructive commands need `--yes`.
   */
  ask?: (question: string) => Promise<string>
  /**
   * The environment git runs in (`PATH`, `HOME`, the committer's identity); tests leave it out
   * and commit with their repository's own identity.
   */
  environment?: Readonly<Record<string, string | undefined>>
  /**
   * Converts a Word document: on a worker thread with a time and a memory limit for the real
   * CLI; tests leave it out and convert on their own thread.
   */
  convertDocument?: ImportOptions['convert']
}

/** The process's own streams and folder; questions only when a person is at the terminal. */
export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  // The CLI reads no variable of its own: it only hands git the environment it was started in.
  environment: process.env,
  convertDocument: (bytes) => convertInWorker(bytes),
  ...(process.stdin.isTTY
    ? {
        ask: async (question: string) => {
          const terminal = createInterface({ input: process.stdin, output: process.stderr })
          try {
            return await terminal.question(question)
          } finally {
            terminal.close()
          }
        },
      }
    : {}),
}
