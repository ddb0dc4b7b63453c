import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { ContentStore } from '../blog/store/ContentStore'
import { noteText } from '../blog/store/ContentStore'
import {
  checkSiteFacts,
  siteFactsProblems,
  siteFactsSchema,
  type SiteFacts,
} from '../site/facts/siteFactsSchema'
import { adminAuth } from './adminAuth'
import { ApiError } from './ApiError'
import { apiErrorHandler } from './apiErrorHandler'
import { socketAddress, type ClientAddress } from './clientAddress'
import { readJson } from './createBlogApi'
import { createWriteQueue } from './createWriteQueue'
import { FailedAuthLimiter } from './FailedAuthLimiter'

/** Where the consultant's facts live, relative to the repository root. */
export const SITE_FACTS_PATH = 'content/site.json'

/** What the facts API needs from its host: the same store and passphrase as the blog's. */
export interface SiteFactsApiOptions {
  store: ContentStore
  adminToken: string
  /** Counts failed passphrases per address; the host may share the blog's. */
  limiter?: FailedAuthLimiter
  /** Called once a save has landed: the local server rebuilds the pages from it. */
  onWrite?: () => void
  clientAddress?: ClientAddress
}

/** Reads and checks the facts file of the store; a missing or broken file is one sentence. */
async function readFacts(store: ContentStore): Promise<SiteFacts> {
  const bytes = await store.read(SITE_FACTS_PATH)
  if (!bytes) {
    throw new ApiError(
      404,
      'Le fichier des coordonnées (content/site.json) est introuvable dans le dépôt.',
      'The contact details file (content/site.json) is missing from the repository.',
    )
  }
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    value = undefined
  }
  const result = checkSiteFacts(value)
  if (!result.ok) {
    const fields = result.problems.map((problem) => problem.field).join(', ')
    throw new ApiError(
      409,
      `Le fichier content/site.json du dépôt n’est pas valide (${fields}) : corrigez-le dans git.`,
      `The repository’s content/site.json is not valid (${fields}): fix it in git.`,
    )
  }
  return result.facts
}

/** The refusal of facts that break the schema: every faulty field, named, in one sentence. */
const checkedFacts = zValidator('json', siteFactsSchema, (result) => {
  if (result.success) return
  const problems = siteFactsProblems(result.error.issues)
  const french = problems.map(({ message }) => message).join(' ')
  const fields = problems.map(({ field }) => field).join(', ')
  throw new ApiError(
    422,
    `Les coordonnées n’ont pas été enregistrées. ${french}`,
    `The contact details were not saved; check these fields: ${fields}.`,
  )
})

/**
 * The `/api/site-facts` application: the admin's « Coordonnées » card reads the consultant's
 * facts and saves them, validated, as one commit of content/site.json. Everything is behind the
 * admin passphrase; saves run one at a time.
 */
export function createSiteFactsApi(options: SiteFactsApiOptions): Hono {
  const { store, onWrite } = options
  const serialized = createWriteQueue()
  const admin = adminAuth({
    token: options.adminToken,
    limiter: options.limiter ?? new FailedAuthLimiter(),
    clientAddress: options.clientAddress ?? socketAddress,
  })

  const app = new Hono()
  app.onError(apiErrorHandler)
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })

  app.get('/', admin, async (c) => c.json(await readFacts(store)))

  app.put('/', admin, readJson, checkedFacts, async (c) => {
    const facts = c.req.valid('json')
    const content = `${JSON.stringify(facts, null, 2)}\n`
    const result = await serialized(() =>
      store.commit([{ path: SITE_FACTS_PATH, content }], 'Coordonnées : mise à jour'),
    )
    onWrite?.()
    return c.json({
      message: `Coordonnées enregistrées : les pages les montreront dès leur prochaine reconstruction.${noteText(result.note)}`,
      facts,
    })
  })

  return app
}
