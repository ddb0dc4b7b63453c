import { z } from 'zod'
import { STORED_DATE_SHAPE, storedDateProblem } from './dates/parsePostDate.ts'
import { POST_STATUSES } from './postStatuses.ts'

/**
 * The post format, defined once. A post is a folder `content/blog/<id>/` holding `fr.md`
 * (always), `en.md` (when translated) and the post's images; this module says what the
 * frontmatter of those files may contain. It has no Node or Markdown dependency so the browser
 * bundle can import it. One exception: an English article imported before its French version
 * (see {@link Post.englishOnly}) is a folder with `en.md` alone, whose frontmatter is fr.md's,
 * always a draft; it is never published until it has its `fr.md`.
 */

/** Where posts live, relative to the repository root. */
export const BLOG_DIR = 'content/blog'

/**
 * The longest slug read: the import writes at most 80 characters, a hand-written one may be longer.
 * The length is checked first and stops the check (`abort`): in zod 4 a failed check does not
 * keep the next one from running, so without it a pattern would still read a megabyte of text.
 */
const SLUG_MAX_LENGTH = 200

/** The longest post id: `YYYY-MM-DD-` and a slug. */
export const POST_ID_MAX_LENGTH = 'YYYY-MM-DD-'.length + SLUG_MAX_LENGTH

/** A URL slug: lowercase ASCII letters and digits separated by single hyphens. */
export const slugSchema = z
  .string()
  .max(SLUG_MAX_LENGTH, { abort: true, error: `expected at most ${SLUG_MAX_LENGTH} characters` })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error:
      'expected a slug: lowercase letters and digits separated by hyphens (e.g. "mon-article")',
  })

/** Word's id for a document, as the import reads it: a GUID, or eight hex digits (Word 2010). */
export const wordDocumentIdSchema = z
  .string()
  .regex(/^(?:[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}|[0-9A-F]{8})$/, {
    error: "expected Word's document id: a GUID or eight hex digits, in capitals",
  })

/**
 * A post folder name: `YYYY-MM-DD-<french-slug>`, the Toronto day the post was first given. A
 * reschedule keeps it: the id is the key of the admin's requests, of the post's image addresses
 * and of its history in Git; the command line finds a post by its slug and current date too.
 */
export const postIdSchema = z
  .string()
  .max(POST_ID_MAX_LENGTH, {
    abort: true,
    error: `expected a post id of at most ${POST_ID_MAX_LENGTH} characters`,
  })
  .regex(/^\d{4}-\d{2}-\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'expected a post id "YYYY-MM-DD-slug" (e.g. "2026-11-23-mon-article")',
  })

/**
 * An instant written as ISO 8601 with its offset, e.g. `2026-11-23T08:00:00-05:00`. Keeping the
 * offset keeps the consultant's wall-clock time readable in the file. It is read by the blog's one
 * date parser, so a real calendar date in the years 2000 to 2100 is all that passes.
 */
const isoDateTimeSchema = z.string({ error: STORED_DATE_SHAPE }).superRefine((text, context) => {
  const problem = storedDateProblem(text)
  if (problem !== undefined) context.addIssue({ code: 'custom', message: problem })
})

/** One of {@link POST_STATUSES}. */
export const postStatusSchema = z.enum(POST_STATUSES, {
  error: `expected one of ${POST_STATUSES.map((status) => `"${status}"`).join(', ')}`,
})

/** The lifecycle state of a post. */
export type PostStatus = z.infer<typeof postStatusSchema>

const titleSchema = z.string().trim().min(1, { error: 'expected a non-empty title' })

/** The longest passage a « à revoir » flag keeps of the other language’s change, in UTF-16 units. */
export const REVIEW_PASSAGE_MAX_LENGTH = 300

/**
 * A translation left behind: set on one language's file when an import changed the other
 * language's text and not this one's, cleared when an import changes this one or the consultant
 * marks it reviewed. It lives in the post so that Git holds it; the site never shows it.
 */
const translationReviewSchema = z.strictObject({
  /** When an import first left this language behind. */
  since: isoDateTimeSchema,
  /** The other language's text that changed, as Markdown, shortened to a few sentences. */
  passage: z.string().max(REVIEW_PASSAGE_MAX_LENGTH, {
    error: `expected at most ${REVIEW_PASSAGE_MAX_LENGTH} characters`,
  }),
  /** The passage was taken out of the other language (the text shown is what was removed). */
  removed: z.literal(true).optional(),
})

/** A translation « à revoir ». */
export type TranslationReview = z.infer<typeof translationReviewSchema>

/** The frontmatter of `fr.md`: the post's French text and its whole lifecycle. */
export const frenchFrontmatterSchema = z
  .strictObject({
    title: titleSchema,
    slug: slugSchema,
    /** Plain text for cards and meta descriptions, at most 155 characters by convention. */
    excerpt: z.string().optional(),
    status: postStatusSchema,
    /** When a scheduled post becomes visible (a Monday or Wednesday at 08:00 in Toronto). */
    scheduledDate: isoDateTimeSchema.nullable().optional(),
    /** When it became `published`; for a post published by schedule, its scheduled date. */
    publishedDate: isoDateTimeSchema.nullable().optional(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    /**
     * When the text of a post already published was last replaced by a new import: readers are
     * told the article was revised. Absent until then.
     */
    updatedDate: isoDateTimeSchema.optional(),
    /**
     * The name of the Word document the post was last imported from. For a post without
     * `sourceDocumentId`, it is also its document's identity: only a file of that name updates it.
     */
    sourceDocument: z.string().trim().min(1).max(200).optional(),
    /**
     * Word's id for the document the post comes from (`w15:docId` or `w14:docId` of its
     * `word/settings.xml`), which Word keeps across saves and renamings: only a document with
     * this id updates the post.
     */
    sourceDocumentId: wordDocumentIdSchema.optional(),
    /**
     * The post's place in its document: the slug of the French title it was first imported with.
     * Importing the same document again finds the post by it and replaces its text.
     */
    sourceId: slugSchema.optional(),
    /** Set when the English was changed by an import and this French text was not. */
    review: translationReviewSchema.optional(),
  })
  .superRefine((frontmatter, context) => {
    // A scheduled post without a date would never appear, a published one without a date
    // could not be sorted: both are mistakes worth failing the build for.
    if (frontmatter.status === 'scheduled' && frontmatter.scheduledDate == null) {
      context.addIssue({
        code: 'custom',
        path: ['scheduledDate'],
        message: 'expected an ISO 8601 date-time with an offset, since status is "scheduled"',
      })
    }
    if (frontmatter.status === 'published' && frontmatter.publishedDate == null) {
      context.addIssue({
        code: 'custom',
        path: ['publishedDate'],
        message: 'expected an ISO 8601 date-time with an offset, since status is "published"',
      })
    }
  })

/** The frontmatter of `fr.md`. */
export type FrenchFrontmatter = z.infer<typeof frenchFrontmatterSchema>

/**
 * The frontmatter of an English-only post's `en.md`: fr.md's fields (its lifecycle), always a
 * draft, since the site publishes no article without its French version.
 */
export const englishOnlyFrontmatterSchema = frenchFrontmatterSchema.refine(
  (frontmatter) => frontmatter.status === 'draft',
  { path: ['status'], message: 'expected "draft": a post with en.md alone waits for its fr.md' },
)

/** The frontmatter of `en.md`: the English text only; the lifecycle lives in `fr.md`. */
export const englishFrontmatterSchema = z.strictObject({
  title: titleSchema,
  slug: slugSchema,
  excerpt: z.string().optional(),
  /** Set when the French was changed by an import and this English text was not. */
  review: translationReviewSchema.optional(),
})

/** The frontmatter of `en.md`. */
export type EnglishFrontmatter = z.infer<typeof englishFrontmatterSchema>

/** One language version of a post: its frontmatter and its Markdown body. */
export interface PostVersion<Frontmatter> {
  frontmatter: Frontmatter
  body: string
}

/** A post as stored in `content/blog/<id>/`. */
export interface Post {
  /** The folder name, `YYYY-MM-DD-<french-slug>`. */
  id: string
  fr: PostVersion<FrenchFrontmatter>
  en?: PostVersion<EnglishFrontmatter>
  /** File names of the images in the post's folder, as the Markdown bodies reference them. */
  images: string[]
  /**
   * An English article waiting for its French version: its folder holds `en.md` alone, and its
   * English text and lifecycle are in `fr` here, so that lists, dates and deletion treat it as
   * any draft. It cannot leave the draft state (see changePost.ts) until an import gives it its
   * French text.
   */
  englishOnly?: true
}
