import { createInterface } from 'node:readline/promises'
import type { ImportOptions } from '../engine/node.ts'
import { terminalWidth } from './terminalWidth.ts'

/** The person pressed Ctrl-C instead of answering a question. */
export class AnswerInterrupted extends Error {
  constructor() {
    super('Ctrl-C')
    this.name = 'AnswerInterrupted'
  }
}

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
   * destructive commands need `--yes`. Rejects with {@link AnswerInterrupted} on Ctrl-C.
   */
  ask?: (question: string) => Promise<string>
  /**
   * The environment git runs in (`PATH`, `HOME`, the committer's identity); tests leave it out
   * and commit with their repository's own identity.
   */
  environment?: Readonly<Record<string, string | undefined>>
  /** How many columns a line may take (see {@link terminalWidth}); 80 when absent. */
  columns?: number
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
  columns: terminalWidth(process.env.COLUMNS, process.stdout.columns),
  // Loaded when a document is converted: the bundler and the converter cost the other commands nothing.
  convertDocument: async (bytes) => {
    const { convertInWorker } = await import('../engine/blog/docx/convertInWorker.ts')
    return convertInWorker(bytes)
  },
  ...(process.stdin.isTTY
    ? {
        ask: async (question: string) => {
          const terminal = createInterface({ input: process.stdin, output: process.stderr })
          // Ctrl-C at the question: the person stops the command, which says so and exits 130.
          const interrupted = new Promise<never>((_, reject) => {
            terminal.once('SIGINT', () => {
              reject(new AnswerInterrupted())
            })
          })
          try {
            // Ctrl-D ends the input without an answer, which is not a yes.
            return await Promise.race([terminal.question(question).catch(() => ''), interrupted])
          } finally {
            terminal.close()
          }
        },
      }
    : {}),
}
