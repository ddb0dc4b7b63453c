import type { ImportedPost, ReplacedPost, UploadResult } from '../../siteModel/adminApiSchemas.ts'
import type { WriteResult } from '../store/ContentStore.ts'

/*
 * What an import reports, in a module of its own: importDocument.ts builds it, importMessage.ts
 * sums it up in a sentence that importDocument.ts includes, and neither imports the other's types.
 * The shapes are the admin API's (siteModel/adminApiSchemas.ts), which the admin page parses.
 */

export type { ImportOutcome, ReplacedPost } from '../../siteModel/adminApiSchemas.ts'

/** An article of an import, as the admin page and the CLI list it. */
export type ScheduledPostSummary = ImportedPost

/** What an import did: the upload's answer. */
export interface ImportResult extends UploadResult, WriteResult {
  /**
   * Posts readers can see that the import would replace, when it was not confirmed with
   * `replacePublished`: nothing was written, and `message` asks for the confirmation.
   */
  needsConfirmation?: ReplacedPost[]
  /**
   * The titles of articles written in English without a French version, when the import was not
   * told what to make of them (`englishOnly`): nothing was written, and `message` asks.
   */
  needsEnglishChoice?: string[]
}
