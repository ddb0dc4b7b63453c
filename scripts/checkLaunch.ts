/**
 * `npm run check:launch [-- path/to/site.json]`: lists every value of content/site.json that is
 * still a placeholder, and an admin passphrase (`ADMIN_TOKEN`, when set in the environment) too
 * short to guard the admin, and exits with 1 while any must change (the deploy workflow runs it
 * first). Warnings (no photo, no credentials, no passphrase to check) are listed but do not block.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { siteBuildConfig } from '../site/build/siteBuildConfig.ts'
import { readSiteFacts } from '../site/facts/readSiteFacts.ts'
import { MIN_PASSPHRASE_LENGTH, passphraseProblem } from '../api/passphrasePolicy.ts'
import {
  formatLaunchProblems,
  type LaunchProblem,
  launchProblems,
} from '../site/facts/launchProblems.ts'

const file = path.resolve(process.argv[2] ?? siteBuildConfig().siteFactsFile)
// The worker's secret lives at Cloudflare, out of reach here: it is checked when the deploy passes
// it (and the worker itself answers 503 to the admin while it is too short).
const adminToken = process.env.ADMIN_TOKEN

/** The admin passphrase, as a launch problem when it is too short or cannot be checked here. */
function passphraseProblems(): LaunchProblem[] {
  if (adminToken === undefined) {
    return [
      {
        level: 'warning',
        field: 'ADMIN_TOKEN',
        message: `absente de l’environnement, elle n’est pas vérifiée ici ; le site refuse une phrase de passe de moins de ${String(MIN_PASSPHRASE_LENGTH)} caractères.`,
      },
    ]
  }
  const problem = passphraseProblem(adminToken)
  return problem ? [{ level: 'error', field: 'ADMIN_TOKEN', message: problem.fr }] : []
}

try {
  const facts = readSiteFacts(file)
  const photo = facts.person.photo?.file
  // The photo sits beside the facts file (content/), where the build looks for it.
  const missingPhoto: LaunchProblem[] =
    photo && !existsSync(path.join(path.dirname(file), photo))
      ? [
          {
            level: 'error',
            field: 'person.photo.file',
            message: `${photo} est introuvable dans ${path.dirname(file)}.`,
          },
        ]
      : []
  const problems = [...missingPhoto, ...launchProblems(facts), ...passphraseProblems()]
  const errors = problems.filter((problem) => problem.level === 'error').length
  for (const line of formatLaunchProblems(problems)) console.log(line)
  if (errors > 0) {
    console.log(
      `\n${errors} valeur${errors > 1 ? 's' : ''} à remplacer avant la mise en ligne, dans content/site.json, dans l’administration (« Coordonnées ») ou, pour ADMIN_TOKEN, dans les secrets du site.`,
    )
    process.exitCode = 1
  } else {
    console.log(
      problems.length > 0
        ? '\nPrêt pour la mise en ligne (voir les remarques ci-dessus).'
        : 'Prêt pour la mise en ligne.',
    )
  }
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
