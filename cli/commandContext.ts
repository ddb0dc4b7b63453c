import { LocalGitStore } from '../engine/node.ts'
import type { CliIo } from './cliIo.ts'

/** What every command receives: the repository it works on and where it writes. */
export interface CommandContext {
  /** The top of the site's git working tree (`--root`, else the current folder). */
  root: string
  io: CliIo
}

/** The store of the repository a command works on, git running in the CLI's environment. */
export function repositoryStore(context: CommandContext): LocalGitStore {
  return new LocalGitStore(context.root, { environment: context.io.environment ?? {} })
}

/** Writes `value` for a script (`--json`): indented JSON on one output. */
export function printJson(io: CliIo, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`)
}

/** A write's outcome: its whole result with `--json`, else its sentence. */
export function printOutcome(
  io: CliIo,
  result: { message: string },
  json: boolean | undefined,
): void {
  if (json) printJson(io, result)
  else io.stdout(`${result.message}\n`)
}
