/** Where the CLI writes and which folder it works in; tests pass their own. */
export interface CliIo {
  stdout(text: string): void
  stderr(text: string): void
  /** The folder relative paths and the default `--root` are read from. */
  cwd: string
  /** The clock: start dates are checked against it and imports are stamped with it. */
  now?: () => Date
}

/** The process's own streams and folder. */
export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
}
