import { BlogError } from '../errors.ts'

/** One file to write or delete, its path relative to the repository root. */
export type FileChange =
  { path: string; content: Uint8Array | string } | { path: string; delete: true }

/** The read side of a {@link ContentStore}: enough to load posts. */
export interface ContentReader {
  /**
   * Names (not paths) of the files and folders directly inside `dir`, sorted; an empty list when
   * `dir` does not exist.
   */
  list(dir: string): Promise<string[]>
  /** A file's bytes, or `undefined` when there is no such file. */
  read(path: string): Promise<Uint8Array | undefined>
}

/**
 * Where posts are kept: a git working tree locally, a GitHub branch in production. Every user
 * action is one `commit` of several changes, so an import of five articles is one commit and a
 * failed one leaves nothing behind.
 */
export interface ContentStore extends ContentReader {
  /**
   * Applies all `changes` as one commit with `message`, or none of them.
   *
   * @returns the id of the commit made
   * @throws {BlogError} `store-failed` when the commit cannot be made; nothing is changed then
   * @throws {BlogError} `conflict` when `options.decidedFrom` changed since it was read
   */
  commit(changes: FileChange[], message: string, options?: CommitOptions): Promise<CommitResult>
}

/** What a commit did. */
export interface CommitResult {
  /** The id of the commit made (or of the head, when nothing changed). */
  commit: string
  /**
   * Something the consultant should know about how it went, e.g. a lost answer after which the
   * store recognised its own commit instead of making it twice.
   */
  note?: { fr: string; en: string }
}

/** Options of {@link ContentStore.commit}. */
export interface CommitOptions {
  /**
   * The folder whose content the changes were decided from (an import picks free slots from the
   * posts under it). When another writer changed anything under it after this store read it,
   * the commit is refused as a `conflict` instead of landing on a decision made from stale data.
   * Stores whose writers never run side by side may treat it as always satisfied.
   */
  decidedFrom?: string
}

/** The refusal of a commit whose decision was made from posts another writer has since changed. */
export function conflictError(folder: string): BlogError {
  return new BlogError(
    'conflict',
    `Les articles de ${folder} ont changé pendant l’enregistrement ; rien n’a été modifié.`,
    { english: `The posts in ${folder} changed while saving; nothing was changed.` },
  )
}

/** A commit's note as the end of an operation's French message: a space and the sentence. */
export function noteText(note: CommitResult['note']): string {
  return note ? ` ${note.fr}` : ''
}
