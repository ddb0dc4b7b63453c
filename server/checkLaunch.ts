/**
 * `npm run check:launch [-- path/to/site.json]`: lists every value of content/site.json that is
 * still a placeholder, and the admin's secrets when they are in the environment (an `ADMIN_TOKEN`
 * too short to guard the admin, a `SESSION_SECRET` missing beside it or under 256 bits), and exits
 * with 1 while any must change (the deploy workflow runs it first). Warnings (no photo, no
 * credentials, no secret to check) are listed but do not block.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { siteBuildConfig } from '../generator/siteBuildConfig.ts'
import { readSiteFacts } from '../engine/node.ts'
import { launchSecretProblems } from './launchSecretProblems.ts'
import { formatLaunchProblems, type LaunchProblem, launchProblems } from '../engine/index.ts'

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
  const problems = [
    ...missingPhoto,
    ...launchProblems(facts),
    ...launchSecretProblems({
      ADMIN_TOKEN: process.env.ADMIN_TOKEN,
      SESSION_SECRET: process.env.SESSION_SECRET,
    }),
  ]
  const errors = problems.filter((problem) => problem.level === 'error').length
  for (const line of formatLaunchProblems(problems)) console.log(line)
  if (errors > 0) {
    console.log(
      `\n${errors} valeur${errors > 1 ? 's' : ''} à remplacer avant la mise en ligne, dans content/site.json, dans l’administration (« Coordonnées ») ou, pour ADMIN_TOKEN et SESSION_SECRET, dans les secrets du site.`,
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
