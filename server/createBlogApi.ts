import { Hono, type MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { bodyLimit } from 'hono/body-limit'
import {
  type ContentStore,
  deploymentQuerySchema,
  type DeploymentStatus,
  DOCUMENT_TOO_LARGE,
  englishOnlyQuestion,
  MAX_DOCUMENT_BYTES,
  parseStartDate,
  postChangeSchema,
  postFolder,
  postIdParamSchema,
  postImageType,
  previewImageParamSchema,
  publicPost,
  publishedReplacementQuestion,
  retryOnConflict,
  slugParamSchema,
  sniffImageType,
  undoBodySchema,
  uploadFormSchema,
} from '../engine/index.ts'
import {
  deletePost,
  importDocument,
  type ImportOptions,
  listPosts,
  listTrash,
  loadPost,
  markReviewed,
  newPostDate,
  postAdvice,
  postHistory,
  publishDue,
  type PublishedPosts,
  reschedulePost,
  restorePost,
  revertChange,
  setPostDescription,
  setPostStatus,
  storePublishedPosts,
} from '../engine/node.ts'
import { adminAuth, type PassphraseHint } from './adminAuth'
import type { AdminSessions } from './adminSession'
import { ApiError } from './ApiError'
import { REVALIDATE_CACHE_CONTROL } from './cachePolicy'
import { apiErrorHandler } from './apiErrorHandler'
import { socketAddress, type ClientAddress } from './clientAddress'
import { createWriteQueue } from './createWriteQueue'
import { FailedAuthLimiter } from './FailedAuthLimiter'
import { requestLanguage } from './requestLanguage'
import { readJson } from './readJson'
import { validate } from './validate'

/** What the blog API needs from its host. */
export interface BlogApiOptions {
  /** Where posts are read and committed: the local git tree or a GitHub branch. */
  store: ContentStore
  /** The admin passphrase every write and `/all` require. */
  adminToken: string
  /**
   * The host's admin sessions, whose tokens stand for the passphrase; without them (scripts,
   * tests of the API alone) only the passphrase itself is accepted.
   */
  sessions?: AdminSessions
  /** The clock, for tests. */
  now?: () => Date
  /** Counts failed passphrases per address; tests pass one with their own clock. */
  limiter?: FailedAuthLimiter
  /**
   * Called after every write that changed the blog, once its commit has landed: the local
   * server rebuilds the public pages from it.
   */
  onWrite?: () => void
  /**
   * Where a write's commit stands on its way to the public site: the local server follows its
   * rebuild (localDeployment.ts), the worker the deploy workflow and the site's version file
   * (githubDeployment.ts). Without it, a commit is only known as saved.
   */
  deployment?: (commit: string) => Promise<DeploymentStatus>
  /**
   * The caller's address, the key of the failure count: the socket's on Node (the default),
   * `cloudflareAddress` on the worker.
   */
  clientAddress?: ClientAddress
  /**
   * Converts an uploaded document: the Node server passes `convertInWorker` (a worker thread with
   * a time and a memory limit); the edge worker and tests convert on the request's thread.
   */
  convertDocument?: ImportOptions['convert']
  /**
   * What the public reads answer: the servers pass the posts the build published
   * (`builtPublishedPosts`), so a public read never reaches the store; by default the store's
   * posts, rendered per request (tests and scripts without a build).
   */
  publishedPosts?: PublishedPosts
  /**
   * Where the passphrase is found, added to the refusal of a wrong one: the local server's
   * sentence; the worker gives none.
   */
  passphraseHint?: PassphraseHint
}

/**
 * Room for the multipart framing around the document: the body may exceed the document's own
 * limit by this much, so a file of exactly 20 MB still reaches the document check.
 */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

const tooLarge = () => new ApiError(413, DOCUMENT_TOO_LARGE.fr, DOCUMENT_TOO_LARGE.en)

/**
 * Reads the multipart body once, so that the validator finds it parsed; a body over the limit
 * is left to `bodyLimit`, anything unreadable is one sentence.
 */
const readForm: MiddlewareHandler = async (c, next) => {
  try {
    await c.req.formData()
  } catch (error) {
    if (error instanceof Error && error.name === 'BodyLimitError') throw error
    throw new ApiError(400, 'Le formulaire envoyé est illisible.', 'The form sent cannot be read.')
  }
  await next()
}

/** The public reads before the first build: the published posts are the build's. */
const notBuilt = () =>
  new ApiError(
    503,
    'Les articles publiés ne sont pas encore construits : lancez le build du site.',
    'The published posts are not built yet: run the site build.',
  )

const postNotFound = () =>
  new ApiError(
    404,
    'Cet article n’existe pas : il a peut-être été supprimé.',
    'This post does not exist: it may have been deleted.',
  )

/**
 * One image of a post's folder, as the preview shows it. Only a file the folder lists is read,
 * and only bytes that are the image its name says are served, never sniffed by the browser.
 */
async function previewImage(store: ContentStore, id: string, file: string): Promise<Response> {
  const folder = postFolder(id)
  const names = await store.list(folder)
  if (names.length === 0) throw postNotFound()
  const type = postImageType(file)
  const bytes = names.includes(file) ? await store.read(`${folder}/${file}`) : undefined
  if (!type || !bytes || sniffImageType(bytes) !== type) {
    throw new ApiError(
      404,
      'Cette image n’est pas dans le dossier de l’article : réimportez le document pour la rétablir.',
      'This image is not in the post’s folder: import the document again to restore it.',
    )
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/**
 * Where the admin's « Aperçu » reads a post's images, behind the passphrase: a post not yet
 * published has none on the site, since they are copied there at publication.
 */
function previewImagePath(id: string): string {
  return `/api/blog/preview/${id}/images/`
}

/** What every route of the blog API shares. */
interface BlogRoutes {
  store: ContentStore
  now: () => Date
  /** Runs writes one at a time (per server). */
  serialized: ReturnType<typeof createWriteQueue>
  /** Refuses a request without the passphrase. */
  admin: MiddlewareHandler
  deployment: BlogApiOptions['deployment']
  onWrite?: () => void
  convertDocument?: BlogApiOptions['convertDocument']
  published: PublishedPosts
}

type UploadForm = z.infer<typeof uploadFormSchema>

/** Refuses an upload that is not a multipart form, before its body is read. */
const requireMultipart: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('Content-Type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError(
      415,
      'Envoyez le document Word dans un formulaire multipart (champ « document »).',
      'Send the Word document as a multipart form (field “document”).',
    )
  }
  await next()
}

/** Public reads may be kept by caches, which ask again at each visit. */
const publicCache = { 'Cache-Control': REVALIDATE_CACHE_CONTROL }

/**
 * The `/api/blog` application (SPEC section 7): public reads of visible posts, and the admin's
 * list, upload, deletion and manual publication behind the passphrase. Writes run one at a time
 * and each is one commit of the store.
 */
export function createBlogApi(options: BlogApiOptions): Hono {
  const routes: BlogRoutes = {
    store: options.store,
    now: options.now ?? (() => new Date()),
    serialized: createWriteQueue(),
    admin: adminAuth({
      token: options.adminToken,
      limiter: options.limiter ?? new FailedAuthLimiter(),
      clientAddress: options.clientAddress ?? socketAddress,
      sessions: options.sessions,
      passphraseHint: options.passphraseHint,
    }),
    deployment: options.deployment,
    published:
      options.publishedPosts ??
      storePublishedPosts(options.store, options.now ?? (() => new Date())),
    ...(options.onWrite ? { onWrite: options.onWrite } : {}),
    ...(options.convertDocument ? { convertDocument: options.convertDocument } : {}),
  }
  const app = new Hono()
  app.onError(apiErrorHandler)
  // Admin answers and errors are never stored; public reads set their own, revalidated, policy.
  app.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  addHistoryRoutes(app, routes)
  addReadRoutes(app, routes)
  addWriteRoutes(app, routes)
  return app
}

/**
 * The « Corbeille », a post's history and undo, behind the passphrase, read from the store's Git
 * history; a restore and an undo are one commit each, through the write queue. Declared before
 * the public `/:slug`, which would otherwise take `/trash`.
 */
function addHistoryRoutes(app: Hono, routes: BlogRoutes): void {
  const { store, now, admin, serialized, onWrite } = routes
  app.get('/trash', admin, async (c) => c.json(await listTrash(store, { now: now() })))

  app.get('/:id/history', admin, validate('param', postIdParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await postHistory(store, id, { now: now() }))
  })

  // A restore and an undo take the same body and answer alike: one route maker for both.
  const undoRoute = (path: string, undo: typeof restorePost) => {
    app.post(
      path,
      admin,
      validate('param', postIdParamSchema),
      readJson,
      validate('json', undoBodySchema),
      async (c) => {
        const { id } = c.req.valid('param')
        const { commit } = c.req.valid('json')
        // The answer carries the commit the write made, for the admin to follow.
        const result = await serialized(() =>
          retryOnConflict(() => undo(store, id, { now: now(), ...(commit ? { commit } : {}) })),
        )
        onWrite?.()
        return c.json(result)
      },
    )
  }
  undoRoute('/trash/:id/restore', restorePost)
  undoRoute('/:id/revert', revertChange)
}

/** Public reads of visible posts, then the admin's reads behind the passphrase. */
function addReadRoutes(app: Hono, routes: BlogRoutes): void {
  const { store, admin, published } = routes
  app.get('/', async (c) => {
    const posts = await published.list()
    if (!posts) throw notBuilt()
    return c.json(posts, 200, publicCache)
  })

  // Where a write's commit stands: saved, being deployed, live (served), or failed with why.
  app.get('/deployment', admin, validate('query', deploymentQuerySchema), async (c) => {
    const { commit } = c.req.valid('query')
    const status: DeploymentStatus = routes.deployment
      ? await routes.deployment(commit)
      : { state: 'saved' }
    return c.json(status)
  })

  app.get('/all', admin, async (c) => c.json(await listPosts(store)))

  // The « Aperçu »: any post, whatever its state, as the site will show its text, in both
  // languages; behind the passphrase, so a post not yet published gets no public address.
  app.get('/preview/:id', admin, validate('param', postIdParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    const post = await loadPost(store, id)
    if (!post) throw postNotFound()
    return c.json({
      ...(await publicPost(post, store, { withContent: true, imageBase: previewImagePath(id) })),
      // The import's advice, shown beside the text it concerns.
      advice: await postAdvice(store, post),
    })
  })

  // The preview's images, read from the store: a post not yet published has none on the site.
  app.get('/preview/:id/images/:file', admin, validate('param', previewImageParamSchema), (c) => {
    const { id, file } = c.req.valid('param')
    return previewImage(store, id, file)
  })

  app.get('/:slug', validate('param', slugParamSchema, 404), async (c) => {
    const { slug } = c.req.valid('param')
    const post = await published.bySlug(slug)
    if (post === 'no-build') throw notBuilt()
    if (!post) {
      throw new ApiError(
        404,
        'Cet article n’existe pas ou n’est pas encore publié.',
        'This article does not exist or is not published yet.',
      )
    }
    return c.json(post, 200, publicCache)
  })
}

/** The admin's writes, one at a time, each one commit of the store. */
function addWriteRoutes(app: Hono, routes: BlogRoutes): void {
  const { store, now, admin, serialized, onWrite } = routes
  app.post(
    '/upload',
    admin,
    requireMultipart,
    bodyLimit({
      maxSize: MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw tooLarge()
      },
    }),
    readForm,
    validate('form', uploadFormSchema),
    async (c) => {
      const result = await importUpload(routes, c.req.valid('form'))
      if (result.needsEnglishChoice !== undefined) {
        // English articles without a French version: nothing was written; the admin asks, then
        // sends the same upload again with englishOnly=draft or skip.
        const question = englishOnlyQuestion(result.needsEnglishChoice)
        const language = requestLanguage(c.req.header('Accept-Language'))
        return c.json(
          { error: question[language], needsEnglishChoice: result.needsEnglishChoice },
          409,
        )
      }
      if (result.needsConfirmation === undefined) return c.json(result)
      // Posts readers can see would be replaced: nothing was written; the admin asks, then sends
      // the same upload again with replacePublished=true.
      const question = publishedReplacementQuestion(result.needsConfirmation)
      const language = requestLanguage(c.req.header('Accept-Language'))
      return c.json({ error: question[language], needsConfirmation: result.needsConfirmation }, 409)
    },
  )

  app.post('/publish-scheduled', admin, async (c) => {
    const { commit, ...result } = await serialized(() => publishDue(store, { now: now() }))
    if (result.published.length > 0) onWrite?.()
    return c.json({
      message: result.message,
      published: result.published,
      ...(commit && { commit }),
    })
  })

  app.patch(
    '/:id',
    admin,
    validate('param', postIdParamSchema),
    readJson,
    validate('json', postChangeSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const body = c.req.valid('json')
      const { commit, ...result } = await serialized(() =>
        retryOnConflict(() =>
          'scheduledDate' in body
            ? reschedulePost(store, id, newPostDate(body.scheduledDate), { now: now() })
            : 'excerpt' in body
              ? setPostDescription(store, id, body.language, body.excerpt, { now: now() })
              : setPostStatus(store, id, body.status, { now: now() }),
        ),
      )
      onWrite?.()
      return c.json({
        message: result.message,
        ...(commit && { commit }),
        ...(result.offSlot ? { offSlot: result.offSlot } : {}),
        post: result.post,
      })
    },
  )

  // « Marquer comme revue »: the language an import left behind is read; its flag goes.
  app.post('/:id/reviewed', admin, validate('param', postIdParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    const { commit, ...result } = await serialized(() =>
      retryOnConflict(() => markReviewed(store, id, { now: now() })),
    )
    onWrite?.()
    return c.json({ message: result.message, ...(commit && { commit }), post: result.post })
  })

  app.delete('/:id', admin, validate('param', postIdParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    const { commit, ...result } = await serialized(() => deletePost(store, id))
    onWrite?.()
    return c.json({ message: result.message, id: result.id, ...(commit && { commit }) })
  })
}

/** Imports an uploaded document: the start date checked, then one commit through the write queue. */
async function importUpload(routes: BlogRoutes, form: UploadForm) {
  const {
    document,
    startDate,
    allowPast = false,
    mode,
    draft,
    replacePublished,
    englishOnly,
  } = form
  if (document.size > MAX_DOCUMENT_BYTES) throw tooLarge()
  const bytes = new Uint8Array(await document.arrayBuffer())
  const startText = startDate?.trim() ?? ''
  const start =
    startText === ''
      ? undefined
      : parseStartDate(startText, {
          now: routes.now(),
          allowPast,
          howToConfirm: {
            fr: 'confirmez-la en envoyant allowPast=true',
            en: 'confirm it by sending allowPast=true',
          },
        }).date
  // One queue per server; across edge isolates, a conflict makes the import decide again.
  const { commit, ...result } = await routes.serialized(() =>
    retryOnConflict(() =>
      importDocument(routes.store, bytes, {
        now: routes.now(),
        ...(start ? { startDate: start, allowPast } : {}),
        // Kept as the import keeps any name: one line, no invisible controls (documentFileName).
        fileName: document.name,
        mode,
        asDraft: draft,
        ...(routes.convertDocument ? { convert: routes.convertDocument } : {}),
        replacePublished,
        ...(englishOnly ? { englishOnly } : {}),
      }),
    ),
  )
  if (result.needsConfirmation !== undefined || result.needsEnglishChoice !== undefined) {
    return result
  }
  routes.onWrite?.()
  return {
    ...(commit && { commit }),
    message: result.message,
    scheduledPosts: result.scheduledPosts,
    errors: result.errors,
    advice: result.advice,
  }
}
