/**
 * `npm run check:launch [-- path/to/site.json]`: lists every value of content/site.json that is
 * still a placeholder and exits with 1 while any must change (the deploy workflow runs it first).
 * Warnings (no photo, no credentials) are listed but do not block.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { siteBuildConfig } from '../site/build/siteBuildConfig.ts'
import { readSiteFacts } from '../site/facts/readSiteFacts.ts'
import {
  formatLaunchProblems,
  type LaunchProblem,
  launchProblems,
} from '../site/facts/launchProblems.ts'

const file = path.resolve(process.argv[2] ?? siteBuildConfig().siteFactsFile)

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
  const problems = [...missingPhoto, ...launchProblems(facts)]
  const errors = problems.filter((problem) => problem.level === 'error').length
  for (const line of formatLaunchProblems(problems)) console.log(line)
  if (errors > 0) {
    console.log(
      `\n${errors} valeur${errors > 1 ? 's' : ''} à remplacer avant la mise en ligne, dans content/site.json ou dans l’administration (« Coordonnées »).`,
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
