import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import {
  checkSiteFacts,
  type ContentStore,
  type FileChange,
  MAX_PORTRAIT_UPLOAD_BYTES,
  noteText,
  type SiteFacts,
  siteFactsLabels,
  siteFactsProblems,
  siteFactsSchema,
  z,
} from '../engine/index.ts'
import { adminAuth, type PassphraseHint } from './adminAuth'
import type { AdminSessions } from './adminSession'
import { portraitTooLarge, portraitUpload } from './portraitUpload'
import { ApiError } from './ApiError'
import { apiErrorHandler } from './apiErrorHandler'
import { socketAddress, type ClientAddress } from './clientAddress'
import { jsonBody, MAX_JSON_BODY_BYTES } from './readJson'
import { createWriteQueue } from './createWriteQueue'
import { FailedAuthLimiter } from './FailedAuthLimiter'

/** Where the consultant's facts live, relative to the repository root. */
export const SITE_FACTS_PATH = 'content/site.json'

/** What the facts API needs from its host: the same store and passphrase as the blog's. */
export interface SiteFactsApiOptions {
  store: ContentStore
  adminToken: string
  /** The host's admin sessions, the blog's (see `BlogApiOptions.sessions`). */
  sessions?: AdminSessions
  /** Counts failed passphrases per address; the host may share the blog's. */
  limiter?: FailedAuthLimiter
  /** Called once a save has landed: the local server rebuilds the pages from it. */
  onWrite?: () => void
  clientAddress?: ClientAddress
  /** Where the passphrase is found, added to a refusal: the blog's (see `BlogApiOptions`). */
  passphraseHint?: PassphraseHint
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

/** The portrait, besides the facts: base64, shrunk by the browser (see portraitUpload). */
const photoField = z.object({ newPhoto: z.optional(z.string()) })

/**
 * The most a save's body may hold: the facts (a few kilobytes, within the JSON routes' limit)
 * and, at most, one portrait of {@link MAX_PORTRAIT_UPLOAD_BYTES} in base64.
 */
export const MAX_FACTS_BODY_BYTES =
  Math.ceil(MAX_PORTRAIT_UPLOAD_BYTES / 3) * 4 + MAX_JSON_BODY_BYTES

/** A save's body, within its one limit: past it, the photo is what is too large. */
const readFactsBody = jsonBody(MAX_FACTS_BODY_BYTES, portraitTooLarge)

/** The folder of the facts file, where the portrait sits beside it. */
const CONTENT_DIR = SITE_FACTS_PATH.slice(0, SITE_FACTS_PATH.lastIndexOf('/') + 1)

/**
 * The facts to save and the portrait files to change with them, in the same commit: a new photo
 * is written under a name of its content, a kept photo must be in the repository already, and the
 * photo it replaces or that is removed leaves the repository.
 */
async function withPortrait(
  store: ContentStore,
  facts: SiteFacts,
  newPhoto: string | undefined,
): Promise<{ saved: SiteFacts; photoChanges: FileChange[]; summary: string }> {
  const previous = await readFacts(store).then(
    (current) => current.person.photo?.file,
    () => undefined,
  )
  const photo = facts.person.photo
  const photoChanges: FileChange[] = []
  let saved = facts
  let summary = 'mise à jour'
  if (newPhoto !== undefined) {
    if (!photo) {
      throw new ApiError(
        422,
        `La photo n’a pas été enregistrée : décrivez-la en français et en anglais (champ « ${siteFactsLabels.photoAlt} »).`,
        'The photo was not saved: describe it in French and in English.',
      )
    }
    const upload = await portraitUpload(newPhoto)
    saved = { ...facts, person: { ...facts.person, photo: { ...photo, file: upload.file } } }
    photoChanges.push({ path: `${CONTENT_DIR}${upload.file}`, content: upload.bytes })
    summary = 'mise à jour et nouvelle photo'
  } else if (photo && !(await store.read(`${CONTENT_DIR}${photo.file}`))) {
    throw new ApiError(
      422,
      'La photo n’a pas été enregistrée : elle est introuvable dans le dépôt. Choisissez-la de nouveau depuis cette page.',
      'The photo was not saved: it is missing from the repository.',
    )
  } else if (!photo && previous) {
    summary = 'photo retirée'
  }
  const kept = saved.person.photo?.file
  if (previous && previous !== kept && (await store.read(`${CONTENT_DIR}${previous}`))) {
    photoChanges.push({ path: `${CONTENT_DIR}${previous}`, delete: true })
  }
  return { saved, photoChanges, summary }
}

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
    sessions: options.sessions,
    passphraseHint: options.passphraseHint,
  })

  const app = new Hono()
  app.onError(apiErrorHandler)
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })

  app.get('/', admin, async (c) => c.json(await readFacts(store)))

  app.put('/', admin, readFactsBody, checkedFacts, async (c) => {
    const facts = c.req.valid('json')
    const { newPhoto } = photoField.parse(await c.req.json())
    const result = await serialized(async () => {
      const { saved, photoChanges, summary } = await withPortrait(store, facts, newPhoto)
      const content = `${JSON.stringify(saved, null, 2)}\n`
      const commit = await store.commit(
        [{ path: SITE_FACTS_PATH, content }, ...photoChanges],
        `Coordonnées : ${summary}`,
      )
      return { commit, saved }
    })
    onWrite?.()
    return c.json({
      message: `Coordonnées enregistrées.${noteText(result.commit.note)}`,
      facts: result.saved,
      // The admin follows it to « En ligne ».
      commit: result.commit.commit,
    })
  })

  return app
}
