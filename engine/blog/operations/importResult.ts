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
  /** The post the article replaced (or found identical), as it was before the import. */
  replaces?: ReplacedPost
}

/** A post an import replaces, as it was. */
export interface ReplacedPost {
  id: string
  title: string
  status: PostStatus
  /** Whether readers can see it on the site now (published, or scheduled and due). */
  visible: boolean
}

/** What an import did: the shape the admin page shows. */
export interface ImportResult {
  /** One French sentence summing up the import. */
  message: string
  scheduledPosts: ScheduledPostSummary[]
  /** Warnings (not errors): what was dropped from the document, in French. */
  errors: string[]
  /**
   * Posts readers can see that the import would replace, when it was not confirmed with
   * `replacePublished`: nothing was written, and `message` asks for the confirmation.
   */
  needsConfirmation?: ReplacedPost[]
}
