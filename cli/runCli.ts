import path from 'node:path'
import { Command, CommanderError } from 'commander'
import { isBlogError, type BlogErrorCode } from '../blog/errors.ts'
import { QUEBEC_TIME } from '../blog/torontoTime.ts'
import type { CliIo } from './cliIo.ts'
import type { CommandContext } from './commandContext.ts'
import { publishCommand, rescheduleCommand, unpublishCommand } from './commands/changePost.ts'
import { deleteCommand } from './commands/delete.ts'
import { importCommand } from './commands/import.ts'
import { listCommand } from './commands/list.ts'
import { publishDueCommand } from './commands/publishDue.ts'
import { terminalSafeIo } from './terminalSafe.ts'

/** Exit codes by error: scripts and workflows can tell a bad document from a broken repository. */
export const EXIT_CODES: Readonly<Record<BlogErrorCode | 'usage' | 'unexpected', number>> = {
  unexpected: 1,
  usage: 2,
  'invalid-input': 2,
  'unsupported-document': 3,
  'bad-document': 3,
  'too-large': 3,
  'no-heading': 3,
  'no-article': 3,
  'not-found': 4,
  'invalid-post': 5,
  'store-failed': 6,
  conflict: 6,
}

/** Resolves each command's repository and output when it runs, after `--root` is parsed. */
type ContextOf = () => CommandContext

/** The program itself: its name, the global `--root`, and output through the safe streams. */
function createProgram(io: CliIo): Command {
  return new Command()
    .name('santra-blog')
    .description(
      'Blogue SANTRA : importer des documents Word, publier, lister et supprimer des articles.',
    )
    .option('--root <dir>', 'dépôt git du site (par défaut : le dossier courant)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => {
        io.stdout(text)
      },
      writeErr: (text) => {
        io.stderr(text)
      },
    })
    .showHelpAfterError()
}

/** The commands that bring documents in and put scheduled posts online. */
function declareSchedulingCommands(program: Command, context: ContextOf): void {
  program
    .command('import')
    .description(
      'convertit des documents Word en articles programmés le lundi et le mercredi à 8 h',
    )
    .argument('<files...>', 'documents .docx')
    .option(
      '--start <date>',
      `premier créneau possible, ${QUEBEC_TIME.fr}, ex. 2026-11-23 ou 2026-11-23T08:00 (défaut : maintenant)`,
    )
    .option(
      '--allow-past',
      'confirme une date de début passée : ces articles seront mis en ligne à la prochaine publication',
    )
    .option('--as-new', 'importe chaque article comme nouveau, même s’il est déjà sur le blogue')
    .option('--draft', 'enregistre les nouveaux articles comme brouillons, sans créneau')
    .option('--dry-run', 'affiche ce qui serait créé sans rien écrire')
    .option('--remove-source', 'supprime le document du dépôt dans le même commit (dossier inbox/)')
    .option('--json', 'affiche le résultat en JSON')
    .action((files: string[], options: Parameters<typeof importCommand>[1]) =>
      importCommand(files, options, context()),
    )

  program
    .command('publish-due')
    .description('publie les articles programmés dont la date est passée')
    .option('--now <date>', 'date de référence (défaut : maintenant)')
    .option('--json', 'affiche le résultat en JSON')
    .action((options: Parameters<typeof publishDueCommand>[0]) =>
      publishDueCommand(options, context()),
    )
}

/** The command that reads the blog without changing it. */
function declareListCommand(program: Command, context: ContextOf): void {
  program
    .command('list')
    .description('liste les articles, du plus récent au plus ancien')
    .option('--status <status>', 'brouillon, programmé ou publié (ou draft, scheduled, published)')
    .option('--json', 'affiche le résultat en JSON')
    .action((options: Parameters<typeof listCommand>[0]) => listCommand(options, context()))
}

/** The commands that change one post: delete it, move it, publish it, take it back to draft. */
function declarePostCommands(program: Command, context: ContextOf): void {
  program
    .command('delete')
    .description('supprime un article (son dossier, ses deux langues et ses images)')
    .argument('<id>', 'identifiant, ex. 2026-11-23-mon-article')
    .option('--yes', 'supprime sans demander de confirmation')
    .option('--json', 'affiche le résultat en JSON')
    .action((id: string, options: { json?: boolean; yes?: boolean }) =>
      deleteCommand(id, options, context()),
    )

  program
    .command('reschedule')
    .description('donne une autre date à un article pas encore publié')
    .argument('<id>', 'identifiant, ex. 2026-11-23-mon-article')
    .argument('<date>', `ex. 2026-12-02 (8 h, ${QUEBEC_TIME.fr}) ou 2026-12-02T14:30`)
    .option('--json', 'affiche le résultat en JSON')
    .action((id: string, date: string, options: { json?: boolean }) =>
      rescheduleCommand(id, date, options, context()),
    )

  program
    .command('publish')
    .description('publie un article maintenant')
    .argument('<id>', 'identifiant, ex. 2026-11-23-mon-article')
    .option('--json', 'affiche le résultat en JSON')
    .action((id: string, options: { json?: boolean }) => publishCommand(id, options, context()))

  program
    .command('unpublish')
    .description('remet un article en brouillon (le retire du site s’il est publié)')
    .argument('<id>', 'identifiant, ex. 2026-11-23-mon-article')
    .option('--yes', 'retire un article publié sans demander de confirmation')
    .option('--json', 'affiche le résultat en JSON')
    .action((id: string, options: { json?: boolean; yes?: boolean }) =>
      unpublishCommand(id, options, context()),
    )
}

/** The exit code of a failed run, after printing what went wrong (Commander prints its own). */
function exitCodeOf(error: unknown, io: CliIo): number {
  if (error instanceof CommanderError) {
    // Commander has already printed the help or the usage error.
    return error.exitCode === 0 ? 0 : EXIT_CODES.usage
  }
  if (isBlogError(error)) {
    io.stderr(`Erreur : ${error.message}\n`)
    return EXIT_CODES[error.code]
  }
  io.stderr(`Erreur inattendue : ${error instanceof Error ? error.message : String(error)}\n`)
  return EXIT_CODES.unexpected
}

/**
 * Runs the `santra-blog` command line and returns its exit code. The one place where errors
 * become messages: a typed error prints its sentence, anything else a short notice.
 */
export async function runCli(argv: string[], processIo: CliIo): Promise<number> {
  // Post titles, file names and error messages can hold terminal controls: shown, never obeyed.
  const io = terminalSafeIo(processIo)
  const program = createProgram(io)
  const context = () => ({
    root: path.resolve(io.cwd, program.opts<{ root?: string }>().root ?? '.'),
    io,
  })
  declareSchedulingCommands(program, context)
  declareListCommand(program, context)
  declarePostCommands(program, context)
  try {
    await program.parseAsync(argv, { from: 'user' })
    return 0
  } catch (error) {
    return exitCodeOf(error, io)
  }
}
