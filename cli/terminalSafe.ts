import type { CliIo } from './cliIo.ts'

/**
 * Characters a terminal acts on rather than shows: C0 controls other than the line feed and
 * the tab (ESC starts colour, cursor and title sequences; CR overwrites a line), DEL, C1
 * controls (U+009B is a one-byte CSI), and the bidirectional controls that reorder what is
 * read (U+202E).
 */
const TERMINAL_CONTROLS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/**
 * Writes every terminal control as a visible `\uXXXX`. A post's title or a file name can hold
 * them; the CLI shows them, never obeys them. In JSON output the escape is JSON's own, so the
 * value reads back unchanged.
 */
export function terminalSafe(text: string): string {
  return text.replace(
    TERMINAL_CONTROLS,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** The same streams, with everything written through {@link terminalSafe}. */
export function terminalSafeIo(io: CliIo): CliIo {
  const ask = io.ask
  return {
    // Everything else (the folder, the clock) passes through as it is.
    ...io,
    stdout: (text) => {
      io.stdout(terminalSafe(text))
    },
    stderr: (text) => {
      io.stderr(terminalSafe(text))
    },
    // A confirmation names the post by its title.
    ...(ask ? { ask: (question: string) => ask(terminalSafe(question)) } : {}),
  }
}
