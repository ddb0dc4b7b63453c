import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { contentStoreFromEnv } from './contentStoreFromEnv'
import { createApiApp } from './createApiApp'
import { createBlogApi } from './createBlogApi'
import { createSiteServer } from './createSiteServer'
import { launchProblems } from '../site/facts/launchProblems'
import { readSiteFacts } from '../site/facts/readSiteFacts'

const port = Number(process.env.PORT ?? 3000)
const distDir = resolve(process.env.DIST_DIR ?? 'dist')
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))

if (!process.env.ADMIN_TOKEN) {
  process.env.ADMIN_TOKEN = randomBytes(18).toString('base64url')
  console.log(
    `Phrase de passe d'administration (générée pour cette session) : ${process.env.ADMIN_TOKEN}`,
  )
}

const { store, description } = contentStoreFromEnv(process.env, repositoryRoot)
const blog = createBlogApi({ store, adminToken: process.env.ADMIN_TOKEN })
const app = createSiteServer({ distDir, api: createApiApp({ blog }) })

/** One line on what is still a placeholder; `npm run check:launch` gives the details. */
function launchReminder(): string | undefined {
  const problems = launchProblems(readSiteFacts(resolve(repositoryRoot, 'content/site.json')))
  const errors = problems.filter((problem) => problem.level === 'error')
  if (errors.length === 0) return undefined
  const fields = errors
    .map((problem) => problem.field.replace(/\[\d+\].*$/, ''))
    .filter((field, index, all) => all.indexOf(field) === index)
  return `À remplacer avant la mise en ligne (${errors.length}) : ${fields.join(', ')}. Détails : npm run check:launch`
}

serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  console.log(`Site SANTRA prêt : http://localhost:${info.port}/`)
  console.log(`Articles du blogue : ${description}`)
  const reminder = launchReminder()
  if (reminder) console.log(reminder)
})
