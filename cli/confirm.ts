import { BlogError } from '../blog/errors.ts'
import type { CliIo } from './cliIo.ts'

/**
 * Asks before a destructive command, unless `--yes` was given. Without a terminal to ask in, or
 * with any answer but yes, the command stops and nothing is changed.
 *
 * @throws {BlogError} `invalid-input` when the action is not confirmed
 */
export async function confirmOrRefuse(
  question: string,
  options: { yes?: boolean },
  io: CliIo,
): Promise<void> {
  if (options.yes) return
  const answer = io.ask ? await io.ask(`${question} (o/N) `) : undefined
  if (answer !== undefined && /^\s*(o|oui|y|yes)\s*$/i.test(answer)) return
  throw new BlogError(
    'invalid-input',
    answer === undefined
      ? 'Cette commande demande une confirmation : ajoutez --yes pour la lancer sans question. Rien n’a été modifié.'
      : 'Annulé : rien n’a été modifié.',
    {
      english:
        answer === undefined
          ? 'This command needs a confirmation: add --yes to run it without a question. Nothing was changed.'
          : 'Cancelled: nothing was changed.',
    },
  )
}
