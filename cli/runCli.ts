import path from 'node:path'
import { Command, CommanderError } from 'commander'
import {
  type BlogErrorCode,
  isBlogError,
  publicationHour,
  publicationSlots,
  QUEBEC_TIME,
} from '../engine/index.ts'
import type { CliIo } from './cliIo.ts'
import type { CommandContext } from './commandContext.ts'
import type { importCommand } from './commands/import.ts'
import type { listCommand } from './commands/list.ts'
import type { publishDueCommand } from './commands/publishDue.ts'
import { commanderInFrench } from './commanderInFrench.ts'
import { CancelledByUser } from './confirm.ts'
import { terminalSafeIo } from './terminalSafe.ts'

/** Exit codes by error: scripts and workflows can tell a bad document from a broken repository. */
const EXIT_CODES: Readonly<Record<BlogErrorCode | 'usage' | 'unexpected', number>> = {
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

/** How the commands that change one post describe what names it (see `matchPostId`). */
const ID_ARGUMENT =
  'identifiant, adresse ou date et adresse, ou une partie, ex. 2026-11-23-mon-article, mon-article ou 2026-11-23'

/** Resolves each command's repository and output when it runs, after `--root` is parsed. */
type ContextOf = () => CommandContext

/** The program itself, in French: its name, the global `--root`, output through the safe streams. */
function createProgram(io: CliIo): Command {
  const program = commanderInFrench(new Command(), io)
  return program
    .name('santra-blog')
    .description(
      'Blogue SANTRA : importer des documents Word, publier, lister et supprimer des articles.',
    )
    .option('--root <dossier>', 'dépôt git du site (par défaut : le dossier courant)')
    .exitOverride()
    .showHelpAfterError()
}

/** The commands that bring documents in and put scheduled posts online. */
function declareSchedulingCommands(program: Command, context: ContextOf): void {
  program
    .command('import')
    .description(
      `convertit des documents Word en articles programmés ${publicationSlots({ each: 'le', join: 'and' })}`,
    )
    .argument('<fichiers...>', 'documents .docx')
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
    .option(
      '--english-only <draft|skip>',
      'pour un article en anglais sans version française : draft l’importe comme brouillon en attente de sa version française, skip ne l’importe pas (défaut : la question est posée)',
    )
    .option('--yes', 'remplace sans demander le texte d’articles déjà publiés')
    .option('--json', 'affiche le résultat en JSON')
    .action(async (files: string[], options: Parameters<typeof importCommand>[1]) => {
      const { importCommand } = await import('./commands/import.ts')
      await importCommand(files, options, context())
    })

  program
    .command('publish-due')
    .description('publie les articles programmés dont la date est passée')
    .option('--now <date>', 'date de référence (défaut : maintenant)')
    .option('--json', 'affiche le résultat en JSON')
    .action(async (options: Parameters<typeof publishDueCommand>[0]) => {
      const { publishDueCommand } = await import('./commands/publishDue.ts')
      await publishDueCommand(options, context())
    })
}

/** The command that reads the blog without changing it. */
function declareListCommand(program: Command, context: ContextOf): void {
  program
    .command('list')
    .description('liste les articles, du plus récent au plus ancien')
    .option('--status <statut>', 'brouillon, programmé ou publié (ou draft, scheduled, published)')
    .option('--json', 'affiche le résultat en JSON')
    .action(async (options: Parameters<typeof listCommand>[0]) => {
      const { listCommand } = await import('./commands/list.ts')
      await listCommand(options, context())
    })
}

/** The commands that change one post: delete it, move it, publish it, take it back to draft. */
function declarePostCommands(program: Command, context: ContextOf): void {
  program
    .command('delete')
    .description('supprime un article (son dossier, ses deux langues et ses images)')
    .argument('<identifiant>', ID_ARGUMENT)
    .option('--yes', 'supprime sans demander de confirmation')
    .option('--json', 'affiche le résultat en JSON')
    .action(async (id: string, options: { json?: boolean; yes?: boolean }) => {
      const { deleteCommand } = await import('./commands/delete.ts')
      await deleteCommand(id, options, context())
    })

  program
    .command('reschedule')
    .description('donne une autre date à un article pas encore publié')
    .argument('<identifiant>', ID_ARGUMENT)
    .argument(
      '<date>',
      `ex. 2026-12-02 (${publicationHour}, ${QUEBEC_TIME.fr}) ou 2026-12-02T14:30`,
    )
    .option('--json', 'affiche le résultat en JSON')
    .action(async (id: string, date: string, options: { json?: boolean }) => {
      const { rescheduleCommand } = await import('./commands/changePost.ts')
      await rescheduleCommand(id, date, options, context())
    })

  program
    .command('publish')
    .description('publie un article maintenant')
    .argument('<identifiant>', ID_ARGUMENT)
    .option('--json', 'affiche le résultat en JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const { publishCommand } = await import('./commands/changePost.ts')
      await publishCommand(id, options, context())
    })

  program
    .command('unpublish')
    .description('remet un article en brouillon (le retire du site s’il est publié)')
    .argument('<identifiant>', ID_ARGUMENT)
    .option('--yes', 'retire un article publié sans demander de confirmation')
    .option('--json', 'affiche le résultat en JSON')
    .action(async (id: string, options: { json?: boolean; yes?: boolean }) => {
      const { unpublishCommand } = await import('./commands/changePost.ts')
      await unpublishCommand(id, options, context())
    })

  program
    .command('review')
    .description(
      'marque comme revue la traduction « à revoir » d’un article (l’autre langue a changé à l’import)',
    )
    .argument('<identifiant>', ID_ARGUMENT)
    .option('--json', 'affiche le résultat en JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const { reviewCommand } = await import('./commands/changePost.ts')
      await reviewCommand(id, options, context())
    })
}

/** The commands that read a post's history from git and undo: trash, restore, history, undo. */
function declareHistoryCommands(program: Command, context: ContextOf): void {
  program
    .command('history')
    .description(
      'ce qui est arrivé à un article (import, remplacement, date, publication…), lu dans git',
    )
    .argument('<identifiant>', ID_ARGUMENT)
    .option('--json', 'affiche le résultat en JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const { historyCommand } = await import('./commands/history.ts')
      await historyCommand(id, options, context())
    })

  program
    .command('trash')
    .description('liste la corbeille : les articles supprimés depuis moins de 30 jours')
    .option('--json', 'affiche le résultat en JSON')
    .action(async (options: { json?: boolean }) => {
      const { trashCommand } = await import('./commands/history.ts')
      await trashCommand(options, context())
    })

  program
    .command('restore')
    .description('restaure un article de la corbeille, tel qu’il était, images comprises')
    .argument('<identifiant>', ID_ARGUMENT)
    .option('--json', 'affiche le résultat en JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const { restoreCommand } = await import('./commands/history.ts')
      await restoreCommand(id, options, context())
    })

  program
    .command('undo')
    .description(
      'annule le dernier changement d’un article (remplacement, date, publication ou retour en brouillon)',
    )
    .argument('<identifiant>', ID_ARGUMENT)
    .option('--json', 'affiche le résultat en JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const { undoCommand } = await import('./commands/history.ts')
      await undoCommand(id, options, context())
    })
}

/**
 * The exit code of a run that did not finish, after printing why (Commander prints its own): a
 * cancel the person chose is said calmly, an error as one.
 */
function exitCodeOf(error: unknown, io: CliIo): number {
  if (error instanceof CommanderError) {
    // Commander has already printed the help or the usage error.
    return error.exitCode === 0 ? 0 : EXIT_CODES.usage
  }
  if (error instanceof CancelledByUser) {
    // Ctrl-C leaves the cursor after the question: the sentence starts on a line of its own.
    io.stderr(`${error.interrupted ? '\n' : ''}${error.message}\n`)
    return error.exitCode
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
  declareHistoryCommands(program, context)
  try {
    await program.parseAsync(argv, { from: 'user' })
    return 0
  } catch (error) {
    return exitCodeOf(error, io)
  }
}
