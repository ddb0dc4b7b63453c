import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { parseStartDate } from '../blog/dates/parsePostDate'
import { MAX_DOCUMENT_BYTES } from '../blog/docx/checkWordDocument'
import { z } from 'zod'
import { parsePostDate } from '../blog/dates/parsePostDate'
import { reschedulePost, setPostStatus } from '../blog/operations/changePost'
import { deletePost } from '../blog/operations/deletePost'
import { postStatusSchema } from '../blog/postSchema'
import { TZDate } from '@date-fns/tz'
import { PUBLICATION_HOUR } from '../blog/schedule'
import { TORONTO, torontoDay } from '../blog/torontoTime'
import { importDocument } from '../blog/operations/importDocument'
import { retryOnConflict } from '../blog/operations/retryOnConflict'
import { listPosts } from '../blog/operations/listPosts'
import { publishDue } from '../blog/operations/publishDue'
import { loadPostsReport } from '../blog/readPosts'
import type { Post } from '../blog/postSchema'
import type { ContentStore } from '../blog/store/ContentStore'
import { isVisible } from '../blog/visibility'
import { adminAuth } from './adminAuth'
import { ApiError } from './ApiError'
import { apiErrorHandler } from './apiErrorHandler'
import { clientAddress as socketOrEdgeAddress } from './clientAddress'
import { createWriteQueue } from './createWriteQueue'
import { FailedAuthLimiter } from './FailedAuthLimiter'
import { publicPost } from './publicPost'

/** What the blog API needs from its host. */
export interface BlogApiOptions {
  /** Where posts are read and committed: the local git tree or a GitHub branch. */
  store: ContentStore
  /** The admin passphrase every write and `/all` require. */
  adminToken: string
  /** The clock, for tests. */
  now?: () => Date
  /** Counts failed passphrases per address; tests pass one with their own clock. */
  limiter?: FailedAuthLimiter
  /**
   * Called after every write that changed the blog, once its commit has landed: the local
   * server rebuilds the public pages from it.
   */
  onWrite?: () => void
  /** Whether the public pages show the last write (the local server's background rebuild). */
  siteFreshness?: () => { state: string; builtAt: string | null }
  /** The caller's address, the key of the failure count. */
  clientAddress?: Parameters<typeof adminAuth>[0]['clientAddress']
}

/**
 * Room for the multipart framing around the document: the body may exceed the document's own
 * limit by this much, so a file of exactly 20 MB still reaches the document check.
 */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

const tooLarge = () =>
  new ApiError(
    413,
    'Ce fichier dépasse 20 Mo : réduisez la taille des images ou répartissez les articles dans plusieurs documents.',
    'This file is over 20 MB: shrink its images or split the articles across documents.',
  )

/**
 * The readable posts; a broken one is left out of public answers (and logged, with its file and
 * field) so that one bad file never takes the blog down. The admin list shows it flagged.
 */
async function readablePosts(store: ContentStore): Promise<Post[]> {
  const { posts, broken } = await loadPostsReport(store)
  for (const { error } of broken) console.warn(`Broken post left out: ${error.message}`)
  return posts
}

/** Keeps a file name fit for a one-line commit message. */
function commitSafeName(name: string): string | undefined {
  const clean = name
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 120)
  return clean === '' ? undefined : clean
}

/** The body of `PATCH /api/blog/{id}`: a new date, or a new state. */
const changeSchema = z.union([
  z.strictObject({ scheduledDate: z.string().max(40) }),
  z.strictObject({ status: postStatusSchema }),
])

/** A new date for a post: a day alone means that day's 08:00 slot in Toronto. */
function newDate(text: string): Date {
  const parsed = parsePostDate(text, { label: { fr: 'La nouvelle date', en: 'The new date' } })
  if (!parsed.dateOnly) return parsed.date
  const [year = 0, month = 1, day = 1] = torontoDay(parsed.date).split('-').map(Number)
  return new Date(new TZDate(year, month - 1, day, PUBLICATION_HOUR, 0, 0, TORONTO).getTime())
}

/**
 * The `/api/blog` application (SPEC section 7): public reads of visible posts, and the admin's
 * list, upload, deletion and manual publication behind the passphrase. Writes run one at a time
 * and each is one commit of the store.
 */
export function createBlogApi(options: BlogApiOptions): Hono {
  const { store, onWrite } = options
  const now = options.now ?? (() => new Date())
  const serialized = createWriteQueue()
  const admin = adminAuth({
    token: options.adminToken,
    limiter: options.limiter ?? new FailedAuthLimiter(),
    clientAddress: options.clientAddress ?? socketOrEdgeAddress,
  })

  const app = new Hono()
  app.onError(apiErrorHandler)

  // Admin answers and errors are never stored; public reads set their own, revalidated, policy.
  app.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  const publicCache = { 'Cache-Control': 'public, max-age=0, must-revalidate' }

  app.get('/', async (c) => {
    const at = now()
    const visible = (await readablePosts(store)).filter((post) => isVisible(post, at))
    return c.json(
      await Promise.all(visible.map((post) => publicPost(post, store, { withContent: false }))),
      200,
      publicCache,
    )
  })

  app.get('/site-status', admin, (c) =>
    c.json(options.siteFreshness?.() ?? { state: 'fresh', builtAt: null }),
  )

  app.get('/all', admin, async (c) => c.json(await listPosts(store)))

  app.get('/:slug', async (c) => {
    const slug = c.req.param('slug').toLowerCase()
    const at = now()
    const post = (await readablePosts(store)).find(
      (candidate) =>
        isVisible(candidate, at) &&
        (candidate.fr.frontmatter.slug === slug || candidate.en?.frontmatter.slug === slug),
    )
    if (!post) {
      throw new ApiError(
        404,
        'Cet article n’existe pas ou n’est pas encore publié.',
        'This article does not exist or is not published yet.',
      )
    }
    return c.json(await publicPost(post, store, { withContent: true }), 200, publicCache)
  })

  app.post(
    '/upload',
    admin,
    async (c, next) => {
      const type = c.req.header('Content-Type') ?? ''
      if (!/^multipart\/form-data\s*;/i.test(type)) {
        throw new ApiError(
          415,
          'Envoyez le document Word dans un formulaire multipart (champ « document »).',
          'Send the Word document as a multipart form (field “document”).',
        )
      }
      await next()
    },
    bodyLimit({
      maxSize: MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw tooLarge()
      },
    }),
    async (c) => {
      let form: Record<string, string | File | (string | File)[]>
      try {
        form = await c.req.parseBody({ all: true })
      } catch {
        throw new ApiError(
          400,
          'Le formulaire envoyé est illisible.',
          'The form sent cannot be read.',
        )
      }
      const document = form.document
      if (!(document instanceof File)) {
        throw new ApiError(
          400,
          'Aucun document reçu : joignez un seul fichier Word (.docx) dans le champ « document ».',
          'No document received: attach one Word file (.docx) in the “document” field.',
        )
      }
      const startDate = form.startDate
      if (startDate !== undefined && typeof startDate !== 'string') {
        throw new ApiError(
          400,
          'La date de début doit être du texte.',
          'The start date must be text.',
        )
      }
      const mode = form.mode ?? 'update'
      if (mode !== 'update' && mode !== 'new') {
        throw new ApiError(
          400,
          'Le champ « mode » vaut « update » (remplacer les articles déjà importés) ou « new » (les importer comme nouveaux).',
          'The “mode” field is “update” (replace articles already imported) or “new” (import them as new).',
        )
      }
      const asDraft = form.draft === 'true'
      if (document.size > MAX_DOCUMENT_BYTES) throw tooLarge()
      const bytes = new Uint8Array(await document.arrayBuffer())
      const allowPast = form.allowPast === 'true'
      const startText = startDate?.trim() ?? ''
      const start =
        startText === ''
          ? undefined
          : parseStartDate(startText, {
              now: now(),
              allowPast,
              howToConfirm: {
                fr: 'confirmez-la en envoyant allowPast=true',
                en: 'confirm it by sending allowPast=true',
              },
            }).date
      const fileName = commitSafeName(document.name)
      // One queue per server; across edge isolates, a conflict makes the import decide again.
      const result = await serialized(() =>
        retryOnConflict(() =>
          importDocument(store, bytes, {
            now: now(),
            ...(start ? { startDate: start, allowPast } : {}),
            ...(fileName ? { fileName } : {}),
            mode,
            asDraft,
          }),
        ),
      )
      onWrite?.()
      return c.json({
        message: result.message,
        scheduledPosts: result.scheduledPosts,
        errors: result.errors,
      })
    },
  )

  app.post('/publish-scheduled', admin, async (c) => {
    const result = await serialized(() => publishDue(store, { now: now() }))
    if (result.published.length > 0) onWrite?.()
    return c.json({ message: result.message, published: result.published })
  })

  app.patch('/:id', admin, async (c) => {
    const id = c.req.param('id')
    const change = changeSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!change.success) {
      throw new ApiError(
        400,
        'Envoyez un objet JSON avec « scheduledDate » (une date) ou « status » (« published », « scheduled » ou « draft »), pas les deux.',
        'Send a JSON object with “scheduledDate” (a date) or “status” (“published”, “scheduled” or “draft”), not both.',
      )
    }
    const body = change.data
    const result = await serialized(() =>
      retryOnConflict(() =>
        'scheduledDate' in body
          ? reschedulePost(store, id, newDate(body.scheduledDate), { now: now() })
          : setPostStatus(store, id, body.status, { now: now() }),
      ),
    )
    onWrite?.()
    return c.json({
      message: result.message,
      ...(result.offSlot ? { offSlot: result.offSlot } : {}),
      post: result.post,
    })
  })

  app.delete('/:id', admin, async (c) => {
    const id = c.req.param('id')
    const result = await serialized(() => deletePost(store, id))
    onWrite?.()
    return c.json({ message: result.message, id: result.id })
  })

  return app
}
