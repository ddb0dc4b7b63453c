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

/** One commit of the branch that touched a path, as {@link HistoryReader.history} lists it. */
export interface StoreCommit {
  /** The commit's id. */
  commit: string
  /** Its first parent, whose tree is the state before it; `undefined` for the first commit. */
  parent: string | undefined
  /** When it was committed, ISO 8601 in UTC. */
  time: string
  /** Its whole message, trailers included. */
  message: string
}

/**
 * The repository's history, read from Git itself (never from a record of ours that could
 * disagree with it): what undo, a post's history and the trash are made of.
 */
export interface HistoryReader {
  /**
   * The commits of the branch that changed something under `path` (a file or a folder, deleted
   * since or not), newest first; with `since`, only those made at or after it.
   */
  history(path: string, options?: { since?: Date }): Promise<StoreCommit[]>
  /** A file's bytes as they were in `commit`, or `undefined` when it had no such file. */
  readAt(commit: string, path: string): Promise<Uint8Array | undefined>
  /** Names of the files and folders directly inside `dir` in `commit`, sorted (as `list`). */
  listAt(commit: string, dir: string): Promise<string[]>
}

/**
 * Where posts are kept: a git working tree locally, a GitHub branch in production. Every user
 * action is one `commit` of several changes, so an import of five articles is one commit and a
 * failed one leaves nothing behind.
 */
export interface ContentStore extends ContentReader, HistoryReader {
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

/** What a write of the blog answers beside its own result. */
export interface WriteResult {
  /**
   * The commit it made (its {@link CommitResult.commit}), which the admin follows to the public
   * site; absent when it wrote nothing.
   */
  commit?: string
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
