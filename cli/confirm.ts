import { BlogError } from '../engine/index.ts'
import { AnswerInterrupted, type CliIo } from './cliIo.ts'

/**
 * The person chose not to go on: answered no to a confirmation, or pressed Ctrl-C at it. Not an
 * error: the command stops, says that nothing changed, and exits 0 for a no (she was asked and
 * answered) or 130 for Ctrl-C, the shell's code for an interrupted program, so that a shell
 * line such as `santra-blog delete x && git push` stops there as it would for any Ctrl-C.
 */
export class CancelledByUser extends Error {
  constructor(readonly interrupted: boolean) {
    super('Rien n’a été changé.')
    this.name = 'CancelledByUser'
  }

  get exitCode(): number {
    return this.interrupted ? 130 : 0
  }
}

/**
 * Asks before a destructive command, unless `--yes` was given. Without a terminal to ask in, the
 * command is refused (a script must say `--yes`); with any answer but yes, it is cancelled.
 * Either way nothing is changed.
 *
 * @throws {BlogError} `invalid-input` when there is nobody to ask
 * @throws {CancelledByUser} when the person answers anything but yes, or presses Ctrl-C
 */
export async function confirmOrRefuse(
  question: string,
  options: { yes?: boolean },
  io: CliIo,
): Promise<void> {
  if (options.yes) return
  if (!io.ask) {
    throw new BlogError(
      'invalid-input',
      'Cette commande demande une confirmation : ajoutez --yes pour la lancer sans question. Rien n’a été modifié.',
      {
        english:
          'This command needs a confirmation: add --yes to run it without a question. Nothing was changed.',
      },
    )
  }
  const answer = await io.ask(`${question} (o/N) `).catch((error: unknown) => {
    if (error instanceof AnswerInterrupted) throw new CancelledByUser(true)
    throw error
  })
  if (/^\s*(o|oui|y|yes)\s*$/i.test(answer)) return
  throw new CancelledByUser(false)
}
