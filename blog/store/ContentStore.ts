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
   */
  commit(changes: FileChange[], message: string): Promise<{ commit: string }>
}
