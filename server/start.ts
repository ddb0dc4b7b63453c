import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import {
  builtPublishedPosts,
  convertInWorker,
  LocalGitStore,
  publishDue,
  readSiteFacts,
} from '../engine/node.ts'
import { adminSessions } from './adminSession'
import { serverConfig } from './config/serverConfig'
import { createApiApp } from './createApiApp'
import { createBlogApi } from './createBlogApi'
import { createSiteServer } from './createSiteServer'
import { gitContains, localDeployment, readSiteVersion } from './localDeployment'
import { createSessionApi } from './sessionApi'
import { FailedAuthLimiter } from './FailedAuthLimiter'
import { createSiteFactsApi } from './siteFactsApi'
import {
  buildInChildProcess,
  createRebuilder,
  gitHead,
  localPassphraseHint,
  PASSPHRASE_FILE,
  watchHead,
} from './localSite'
import { factFieldLabel, launchProblems, publicSiteUrl } from '../engine/index.ts'

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
const { config, facts, siteAddress } = (() => {
  try {
    const config = serverConfig(process.env, repositoryRoot)
    const factsFile = resolve(config.contentDir ?? resolve(repositoryRoot, 'content'), 'site.json')
    const facts = readSiteFacts(factsFile)
    // The site's public address, as the build reads it: the server answers to it behind a proxy.
    const siteAddress = new URL(publicSiteUrl(facts.siteUrl, config.siteUrlOverride)).host
    return { config, facts, siteAddress }
  } catch (error) {
    // A sentence, not a stack: the environment is the person's to fix.
    console.error(`Le serveur ne démarre pas. ${(error as Error).message}`)
    process.exit(1)
  }
})()
const { store, adminToken, distDir } = config
// One set of sessions for every admin route: a token the session route issues is accepted by the
// blog and the facts, and a session closed through one is closed for all.
const sessions = adminSessions({
  adminToken,
  sessionSecret: config.sessionSecret,
  revocations: config.revocations,
})
// One function builds the pages: the site's incremental build, in a child process, from the
// posts of the repository the server writes to.
const rebuilder = createRebuilder(() =>
  buildInChildProcess(repositoryRoot, distDir, config.contentDir, config.environment),
)
// One failure count for every admin route, so a guesser cannot double its tries.
const limiter = new FailedAuthLimiter()
// Commits made beside the server (the CLI, a pull) rebuild the pages too, seen within seconds.
const localRoot = store instanceof LocalGitStore ? store.root : undefined
const headWatcher = localRoot
  ? watchHead(
      () => gitHead(localRoot),
      () => {
        rebuilder.request()
      },
    )
  : undefined
const HEAD_CHECK_EVERY_MS = 5_000
if (headWatcher) {
  void headWatcher.mark()
  setInterval(() => void headWatcher.check(), HEAD_CHECK_EVERY_MS).unref()
}
const onWrite = () => {
  rebuilder.request()
  void headWatcher?.mark()
}
// Public reads answer from the posts the last build published, never from the store.
const publishedPosts = builtPublishedPosts(async (file) => {
  try {
    return await readFile(join(distDir, file), 'utf8')
  } catch {
    return undefined
  }
})
const { clientAddress } = config
// A wrong passphrase is answered with where to find the right one: this server is hers.
const passphraseHint = localPassphraseHint(config.generatedToken)
const blog = createBlogApi({
  store,
  adminToken,
  sessions,
  limiter,
  clientAddress,
  passphraseHint,
  publishedPosts,
  onWrite,
  // A write is live once the pages served were built from its commit (dist/version.json).
  ...(localRoot && {
    deployment: localDeployment({
      servedVersion: () => readSiteVersion(distDir),
      contains: gitContains(localRoot),
      freshness: () => rebuilder.freshness(),
    }),
  }),
  // A document is converted on a worker thread: the server answers other requests meanwhile.
  convertDocument: (bytes) => convertInWorker(bytes),
})
const siteFacts = createSiteFactsApi({
  store,
  adminToken,
  sessions,
  limiter,
  onWrite,
  clientAddress,
  passphraseHint,
})
const session = createSessionApi({ adminToken, sessions, limiter, clientAddress, passphraseHint })
const app = createSiteServer({
  distDir,
  api: createApiApp({ blog, siteFacts, session }),
  allowedHosts: [...config.allowedHosts, siteAddress],
})

/** Publishes due posts every minute, as the scheduled Action does in production. */
const PUBLISH_DUE_EVERY_MS = 60_000
setInterval(() => {
  publishDue(store).then(
    (result) => {
      if (result.published.length > 0) {
        console.log(result.message)
        rebuilder.request()
      }
    },
    (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error)
      console.error(`La publication des articles échus a échoué\u00a0: ${reason}`)
    },
  )
}, PUBLISH_DUE_EVERY_MS).unref()

/** One line on what is still a placeholder; `npm run check:launch` gives the details. */
function launchReminder(): string | undefined {
  const problems = launchProblems(facts)
  const errors = problems.filter((problem) => problem.level === 'error')
  if (errors.length === 0) return undefined
  const fields = errors
    .map((problem) => factFieldLabel(problem.field))
    .filter((field, index, all) => all.indexOf(field) === index)
  return `À remplacer avant la mise en ligne, dans les «\u202fCoordonnées\u202f» de l’administration (${String(errors.length)})\u00a0: ${fields.join(', ')}. Le détail\u00a0: npm run check:launch`
}

serve({ fetch: app.fetch, port: config.port, hostname: config.hostname }, (info) => {
  console.log(`Articles du blogue : ${config.storeDescription}`)
  // The passphrase comes last, so that it stays in sight after the start-up output.
  const reminder = launchReminder()
  if (reminder) console.log(reminder)
  console.log(`Site SANTRA prêt : http://localhost:${info.port}/`)
  console.log(`Administration du blogue : http://localhost:${info.port}/admin/blog`)
  console.log(
    config.generatedToken
      ? `Phrase de passe d’administration (gardée dans ${PASSPHRASE_FILE}) : ${adminToken}`
      : 'Phrase de passe d’administration : celle de la variable ADMIN_TOKEN',
  )
})
