import { POST_ACTIONS } from '../blog/history/commitTrailers.ts'
import { POST_STATUSES } from '../blog/postStatuses.ts'
import { z } from '../zod.ts'

/*
 * The admin API's answers, defined once: the engine's operations build them with the types below
 * (listPosts, importDocument), the server sends them as they are, and the admin page parses what
 * it receives with these schemas. A field added on one side and not the other fails `tsc`.
 */

const postStatusSchema = z.enum(POST_STATUSES)

/** A language an import left behind, « à revoir » (see `withTranslationReview`). */
const adminReviewSchema = z.object({
  /** The language to review: the other one changed. */
  language: z.enum(['fr', 'en']),
  /** When the import left it behind. */
  since: z.string(),
  /** The other language's text that changed, as text (never markup). */
  passage: z.string(),
  /** The passage was taken out of the other language. */
  removed: z.optional(z.literal(true)),
})

/** One line of `GET /api/blog/all`, and of the CLI's `list`. */
const adminPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.optional(z.string()),
  slug: z.string(),
  slugEn: z.optional(z.string()),
  /** `broken` for a post folder that cannot be read (see `error`). */
  status: z.enum([...POST_STATUSES, 'broken']),
  /** Why a broken post cannot be read, in one French sentence. */
  error: z.optional(z.string()),
  scheduledDate: z.nullable(z.string()),
  publishedDate: z.nullable(z.string()),
  /** Set while one language is « à revoir ». */
  review: z.optional(adminReviewSchema),
  /** Its text is English and its French version is still to come: `title` is English. */
  englishOnly: z.optional(z.literal(true)),
})

/** A post of the admin list and of the CLI's `list`. */
export type AdminPost = z.infer<typeof adminPostSchema>

export const adminPostListSchema = z.array(adminPostSchema)

/** A post an import replaces, as it was. */
const replacedPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: postStatusSchema,
  /** Whether readers can see it on the site now (published, or scheduled and due). */
  visible: z.boolean(),
})

/** A post an import replaces, as it was. */
export type ReplacedPost = z.infer<typeof replacedPostSchema>

/** What an import did with one article of the document. */
const importOutcomeSchema = z.enum(['new', 'replaced', 'unchanged'])

/** New post, text of an existing post replaced, or identical to the post already held. */
export type ImportOutcome = z.infer<typeof importOutcomeSchema>

/** An article of an import, as the admin page and the CLI list it. */
const importedPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.optional(z.string()),
  slug: z.string(),
  /** The slot, ISO 8601 with Toronto's offset; `null` for a draft. */
  scheduledDate: z.nullable(z.string()),
  status: postStatusSchema,
  outcome: importOutcomeSchema,
  /** The post the article replaced (or found identical), as it was before the import. */
  replaces: z.optional(replacedPostSchema),
})

/** An article of an import, as the admin page and the CLI list it. */
export type ImportedPost = z.infer<typeof importedPostSchema>

/** What an import's advice is about (see engine/blog/articleAdvice.ts). */
const ADVICE_CODES = [
  'image-description',
  'heavy-image',
  'heading-skip',
  'vague-link',
  'long-title',
  'long-description',
  'missing-description',
  'missing-english',
] as const

/** What a piece of advice is about. */
export type AdviceCode = (typeof ADVICE_CODES)[number]

/**
 * A piece of advice on an imported article: not a warning (nothing was dropped), something
 * readers or search engines would meet that the consultant can fix.
 */
const adviceSchema = z.object({
  kind: z.literal('advice'),
  code: z.enum(ADVICE_CODES),
  /** One French sentence naming what, where, and how to fix it. */
  fr: z.string(),
  /** The same in English. */
  en: z.string(),
  place: z.object({
    /** The article's French title, as the document gives it. */
    article: z.string(),
    /** The version concerned. */
    language: z.enum(['fr', 'en']),
    /**
     * What it concerns: the title, the description, the whole article, or a block of the text,
     * by its index among the blocks the rendered page shows (footnotes and definitions aside).
     */
    at: z.union([z.enum(['title', 'description', 'article']), z.int().check(z.minimum(0))]),
    /** A few words of the document near the place, or the heading or title concerned. */
    near: z.string(),
  }),
})

/** A piece of advice on an imported article. */
export type ImportAdvice = z.infer<typeof adviceSchema>

/** The advice on a post, as `GET /api/blog/preview/:id` gives it. */
export const adviceListSchema = z.array(adviceSchema)

/** The answer of `POST /api/blog/upload` (spec: message, scheduledPosts, errors). */
export const uploadResultSchema = z.object({
  /** One French sentence summing up the import. */
  message: z.string(),
  scheduledPosts: z.array(importedPostSchema),
  /** Warnings (not errors): what was dropped from the document, in French. */
  errors: z.array(z.string()),
  /** Advice, beside the warnings and blocking nothing: what readers would meet that could be better. */
  advice: adviceListSchema,
})

/** What an upload did. */
export type UploadResult = z.infer<typeof uploadResultSchema>

/**
 * The upload's answer when it would replace posts readers can already see (409): nothing was
 * written, `error` asks the question, naming them; the same upload with `replacePublished`
 * confirms.
 */
export const uploadConfirmationSchema = z.object({
  error: z.string(),
  needsConfirmation: z.array(replacedPostSchema),
})

/**
 * The upload's answer when the document holds articles written in English without a French
 * version (409): nothing was written, `error` asks, naming them; the same upload with
 * `englishOnly` (`draft` or `skip`) answers.
 */
export const uploadEnglishChoiceSchema = z.object({
  error: z.string(),
  needsEnglishChoice: z.array(z.string()),
})

/** The answer of the other writes. */
export const messageSchema = z.object({ message: z.string() })

/** What one commit of a post's history did: a blog action, or `modified` (a hand edit, an old commit). */
const historyActionSchema = z.enum([...POST_ACTIONS, 'modified'])

/** One line of a post's history, read from a commit of the repository. */
const historyEntrySchema = z.object({
  commit: z.string(),
  /** When it was committed, ISO 8601. */
  time: z.string(),
  action: historyActionSchema,
  /** The Word file of an import. */
  document: z.optional(z.string()),
  /** A move's dates, before and after (`null`: no date, a draft). */
  from: z.optional(z.nullable(z.string())),
  to: z.optional(z.nullable(z.string())),
  /** The commit's subject, for a `modified` line (a commit without the blog's trailers). */
  subject: z.optional(z.string()),
})

/** One line of a post's history. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>

/** The answer of `GET /api/blog/:id/history`, and of the CLI's `history`. */
export const postHistorySchema = z.object({
  id: z.string(),
  /** Newest first. */
  entries: z.array(historyEntrySchema),
  /** The last change, when it can still be undone (see `POST /api/blog/:id/revert`). */
  undo: z.nullable(z.object({ commit: z.string(), action: historyActionSchema })),
})

/** A post's history. */
export type PostHistory = z.infer<typeof postHistorySchema>

/** A deleted post in the « Corbeille », restorable until `until`. */
const trashEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** When it was deleted (the deletion commit's time), ISO 8601. */
  deletedAt: z.string(),
  /** The last moment it can be restored: 30 days after its deletion. */
  until: z.string(),
  /** The deletion commit, which `restore` reads the post back from. */
  commit: z.string(),
})

/** A deleted post in the « Corbeille ». */
export type TrashEntry = z.infer<typeof trashEntrySchema>

/** The answer of `GET /api/blog/trash`, and of the CLI's `trash`: the newest deletion first. */
export const trashSchema = z.array(trashEntrySchema)

/** The answer of a restore (`POST /api/blog/trash/:id/restore`) and of an undo (`POST /api/blog/:id/revert`). */
export const undoResultSchema = z.object({
  /** One French sentence: what came back, and where when its slot was taken. */
  message: z.string(),
  /** The post as the list shows it now. */
  post: adminPostSchema,
})

/** What a restore or an undo did. */
export type UndoResult = z.infer<typeof undoResultSchema>
