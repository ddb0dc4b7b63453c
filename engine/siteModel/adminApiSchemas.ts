import { z } from '../zod'

/** One line of `GET /api/blog/all`. */
const adminPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.optional(z.string()),
  slug: z.string(),
  slugEn: z.optional(z.string()),
  /** Any text: the list shows unknown statuses as a plain badge. */
  status: z.string(),
  /** Why a broken post cannot be read, in one French sentence. */
  error: z.optional(z.string()),
  scheduledDate: z.nullable(z.string()),
  publishedDate: z.nullable(z.string()),
})

/** A post of the admin list. */
export type AdminPost = z.infer<typeof adminPostSchema>

export const adminPostListSchema = z.array(adminPostSchema)

/** The answer of `POST /api/blog/upload` (spec: message, scheduledPosts, errors). */
export const uploadResultSchema = z.object({
  message: z.string(),
  scheduledPosts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      titleEn: z.optional(z.string()),
      /** `null` for a draft. */
      scheduledDate: z.nullable(z.string()),
      status: z.optional(z.string()),
      /** `new`, `replaced` or `unchanged`. */
      outcome: z.optional(z.string()),
      /** The post replaced, as it was: its title may differ from the new one. */
      replaces: z.optional(z.object({ id: z.string(), title: z.string() })),
    }),
  ),
  errors: z.array(z.string()),
})

/**
 * The upload's answer when it would replace posts readers can already see: nothing was written,
 * `error` asks the question, naming them; the same upload with `replacePublished` confirms.
 */
export const uploadConfirmationSchema = z.object({
  error: z.string(),
  needsConfirmation: z.array(z.object({ id: z.string(), title: z.string() })),
})

/** What an upload did. */
export type UploadResult = z.infer<typeof uploadResultSchema>

/** The answer of the other writes. */
export const messageSchema = z.object({ message: z.string() })
