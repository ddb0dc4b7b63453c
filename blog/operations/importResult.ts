import type { PostStatus } from '../postSchema.ts'

/*
 * What an import reports, in a module of its own: importDocument.ts builds it, importMessage.ts
 * sums it up in a sentence that importDocument.ts includes, and neither imports the other's types.
 */

/** What an import did with one article of the document. */
export type ImportOutcome = 'new' | 'replaced' | 'unchanged'

/** An article of an import, as the admin page and the CLI list it. */
export interface ScheduledPostSummary {
  id: string
  title: string
  titleEn?: string
  slug: string
  /** The slot, ISO 8601 with Toronto's offset; `null` for a draft. */
  scheduledDate: string | null
  status: PostStatus
  /** New post, text of an existing post replaced, or identical to the post already held. */
  outcome: ImportOutcome
}

/** What an import did: the shape the admin page shows. */
export interface ImportResult {
  /** One French sentence summing up the import. */
  message: string
  scheduledPosts: ScheduledPostSummary[]
  /** Warnings (not errors): what was dropped from the document, in French. */
  errors: string[]
}
