import { randomUUID } from 'node:crypto'
import { Octokit } from '@octokit/rest'
import { BlogError } from '../errors.ts'
import {
  conflictError,
  type CommitOptions,
  type CommitResult,
  type ContentStore,
  type FileChange,
  type StoreCommit,
} from './ContentStore.ts'
import { checkedCommitId } from './commitLog.ts'
import { trimTrailingSlashes } from '../trimTrailingSlashes.ts'
import { withoutInvisibleControls } from '../withoutInvisibleControls.ts'
import { symbolicLinkRefused } from './symbolicLinkRefused.ts'

/** Where a {@link GitHubStore} keeps posts, and how it signs in. */
export interface GitHubStoreOptions {
  owner: string
  repo: string
  /** The branch the site is built from. Default `main`. */
  branch?: string
  /** A token allowed to write the repository's contents. */
  token: string
  /** The REST API root; the tests point it at a local stand-in. Default GitHub's. */
  baseUrl?: string
  /** Attempts at moving the branch when its head keeps moving. Default 5. */
  maxAttempts?: number
  /** How long a read view of the branch is reused before the head is asked again. Default 2 s. */
  snapshotTtlMs?: number
  /** The author and committer of every commit. */
  committer?: { name: string; email: string }
  /** How long one request to GitHub may take. Default 15 s. */
  requestTimeoutMs?: number
  /** How long a whole commit may take, retries included. Default 60 s. */
  operationTimeoutMs?: number
}

/** The trailer naming the operation a commit belongs to, so a retry can recognise it. */
const OPERATION_TRAILER = 'Blog-Operation'

/** Commits per page of GitHub's list of commits (its maximum). */
const HISTORY_PAGE = 100

/** How many past commits' trees a store keeps (see `readAt`). */
const PAST_VIEWS_KEPT = 16

/** How many commits from the head are searched for an operation's own commit. */
const RECOGNITION_DEPTH = 20

/** What the consultant is told when a lost answer hid a commit that had in fact landed. */
const RECOVERED_NOTE = {
  fr: 'La réponse de GitHub s’est perdue, mais l’enregistrement a bien abouti (il a été reconnu sur la branche) et n’a pas été répété.',
  en: 'GitHub’s answer was lost, but the change did land (it was recognised on the branch) and was not repeated.',
}

interface TreeEntry {
  mode: string
  type: 'blob' | 'tree' | 'commit'
  sha: string
}

/** The whole tree of one commit, read once and indexed by path. */
interface Snapshot {
  commit: string
  tree: string
  entries: Map<string, TreeEntry>
  takenAt: number
}

/** Thrown inside an attempt when the branch moved under it; the attempt is made again. */
class HeadMoved extends Error {}

const REGULAR_FILE = '100644'
/** Git's mode of a symbolic link: its blob holds the target's path. */
const SYMBOLIC_LINK = '120000'

function toBase64(content: Uint8Array | string): string {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  return Buffer.from(bytes).toString('base64')
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status
  return typeof status === 'number' ? status : undefined
}

/**
 * A {@link ContentStore} on a GitHub branch through the Git Data API: blobs, one tree, one
 * commit, then a ref update that is never forced. When another writer moved the branch first,
 * the same changes are applied again on the new head, unless that writer changed one of the same
 * files since this store read them, which would silently undo its work: that fails instead. A
 * commit decided from a folder (`decidedFrom`) is refused as a conflict when the other writer
 * changed anything in it, so the caller can decide again from what is there now.
 */
export class GitHubStore implements ContentStore {
  private readonly octokit: Octokit
  private readonly owner: string
  private readonly repo: string
  private readonly branch: string
  private readonly maxAttempts: number
  private readonly snapshotTtlMs: number
  private readonly committer: { name: string; email: string } | undefined
  private snapshot: Promise<Snapshot> | undefined
  private readonly blobs = new Map<string, Promise<Uint8Array>>()
  private readonly operationTimeoutMs: number
  /** Trees of past commits, which never change, for `readAt` and `listAt` (the last few). */
  private readonly pastViews = new Map<string, Promise<Snapshot>>()

  constructor(options: GitHubStoreOptions) {
    const requestTimeoutMs = options.requestTimeoutMs ?? 15_000
    this.operationTimeoutMs = options.operationTimeoutMs ?? 60_000
    this.octokit = new Octokit({
      auth: options.token,
      userAgent: 'santra-blog',
      // One call that hangs must not hold the write queue for good.
      request: { fetch: timedFetch(requestTimeoutMs) },
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      // Octokit would otherwise print every 4xx it receives; the store reports failures itself.
      log: {
        debug: () => undefined,
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
      },
    })
    this.owner = options.owner
    this.repo = options.repo
    this.branch = options.branch ?? 'main'
    this.maxAttempts = options.maxAttempts ?? 5
    this.snapshotTtlMs = options.snapshotTtlMs ?? 2000
    this.committer = options.committer
  }

  async list(dir: string): Promise<string[]> {
    const { entries } = await this.readView()
    const prefix = normalizeDir(dir)
    const names = new Set<string>()
    for (const path of entries.keys()) {
      if (!path.startsWith(prefix)) continue
      const name = path.slice(prefix.length).split('/')[0]
      if (name) names.add(name)
      // A link in the folder, or the folder behind a link: git keeps the link as one entry.
      if (entries.get(`${prefix}${name ?? ''}`)?.mode === SYMBOLIC_LINK) {
        throw symbolicLinkRefused(`${prefix}${name ?? ''}`)
      }
    }
    return [...names].sort()
  }

  async read(file: string): Promise<Uint8Array | undefined> {
    const { entries } = await this.readView()
    const entry = entries.get(normalizeFile(file))
    if (entry?.mode === SYMBOLIC_LINK) throw symbolicLinkRefused(normalizeFile(file))
    if (entry?.type !== 'blob') return undefined
    return this.blob(entry.sha)
  }

  /**
   * The branch's commits that touched `path`, from GitHub's list of commits (`GET
   * /repos/{owner}/{repo}/commits`, which a token allowed to read contents may call), a page of a
   * hundred at a time.
   */
  async history(path: string, options: { since?: Date } = {}): Promise<StoreCommit[]> {
    const commits: StoreCommit[] = []
    for (let page = 1; ; page++) {
      const { data } = await this.octokit.rest.repos.listCommits({
        owner: this.owner,
        repo: this.repo,
        sha: this.branch,
        path: normalizeFile(path),
        ...(options.since ? { since: options.since.toISOString() } : {}),
        per_page: HISTORY_PAGE,
        page,
      })
      for (const entry of data) {
        commits.push({
          commit: entry.sha,
          parent: entry.parents[0]?.sha,
          time: new Date(
            entry.commit.committer?.date ?? entry.commit.author?.date ?? 0,
          ).toISOString(),
          message: entry.commit.message.trimEnd(),
        })
      }
      if (data.length < HISTORY_PAGE) return commits
    }
  }

  async readAt(commit: string, file: string): Promise<Uint8Array | undefined> {
    const { entries } = await this.pastView(commit)
    const entry = entries.get(normalizeFile(file))
    if (entry?.mode === SYMBOLIC_LINK) throw symbolicLinkRefused(normalizeFile(file))
    if (entry?.type !== 'blob') return undefined
    return this.blob(entry.sha)
  }

  async listAt(commit: string, dir: string): Promise<string[]> {
    const { entries } = await this.pastView(commit)
    const prefix = normalizeDir(dir)
    const names = new Set<string>()
    for (const path of entries.keys()) {
      if (path.startsWith(prefix)) names.add(path.slice(prefix.length).split('/')[0] ?? '')
    }
    names.delete('')
    return [...names].sort()
  }

  /** The tree of a past commit, read once. */
  private pastView(commit: string): Promise<Snapshot> {
    const sha = checkedCommitId(commit)
    let view = this.pastViews.get(sha)
    if (!view) {
      view = this.loadSnapshot(sha)
      view.catch(() => this.pastViews.delete(sha))
      this.pastViews.set(sha, view)
      // A handful is what one undo or one trash reads; older ones go first.
      for (const old of this.pastViews.keys()) {
        if (this.pastViews.size <= PAST_VIEWS_KEPT) break
        this.pastViews.delete(old)
      }
    }
    return view
  }

  async commit(
    changes: FileChange[],
    message: string,
    options: CommitOptions = {},
  ): Promise<CommitResult> {
    const paths = changes.map((change) => checkedPath(change.path))
    if (new Set(paths).size !== paths.length) {
      throw new BlogError('invalid-input', 'Un même fichier apparaît deux fois dans un envoi.', {
        english: 'The same file appears twice in one commit.',
      })
    }
    const operation = randomUUID()
    const deadline = Date.now() + this.operationTimeoutMs
    const signed = withTrailer(
      withoutInvisibleControls(message),
      `${OPERATION_TRAILER}: ${operation}`,
    )
    try {
      // Whatever the caller read to decide these changes came from this view of the branch,
      // however old it is now.
      const readBase = (await this.snapshot?.catch(() => undefined)) ?? (await this.readView())
      const blobShas = await Promise.all(
        changes.map((change) =>
          'delete' in change ? Promise.resolve(null) : this.createBlob(change.content),
        ),
      )
      for (let attempt = 1; ; attempt++) {
        try {
          return await this.attempt(paths, blobShas, signed, readBase, options.decidedFrom)
        } catch (error) {
          if (error instanceof HeadMoved && attempt < this.maxAttempts) continue
          if (!isAmbiguous(error)) throw error
          // The request may have landed although its answer was lost: look before retrying.
          const landed = await this.findOperation(operation)
          if (landed) return { commit: landed, note: RECOVERED_NOTE }
          if (Date.now() > deadline || attempt >= this.maxAttempts) throw error
        }
      }
    } catch (error) {
      if (error instanceof BlogError) throw error
      throw await this.failure(error, operation)
    } finally {
      this.snapshot = undefined
    }
  }

  /** The failure to report, saying whether the branch was checked and holds nothing of it. */
  private async failure(error: unknown, operation: string): Promise<BlogError> {
    if (error instanceof HeadMoved) {
      return new BlogError(
        'store-failed',
        'L’enregistrement sur GitHub a échoué parce que la branche change sans cesse ; rien n’a été modifié, réessayez.',
        {
          english:
            'The GitHub commit failed because the branch keeps moving; nothing was changed, try again.',
          cause: error,
        },
      )
    }
    console.error('GitHub store failure:', describe(error))
    if (!isAmbiguous(error)) {
      // GitHub answered with a refusal (a bad token, a missing branch): nothing was written.
      return new BlogError(
        'store-failed',
        'GitHub a refusé l’enregistrement (accès ou branche invalides) ; rien n’a été modifié.',
        {
          english: 'GitHub refused the change (access or branch invalid); nothing was changed.',
          cause: error,
        },
      )
    }
    const checked = await this.findOperation(operation).then(
      (landed) => (landed ? 'landed' : 'absent'),
      () => 'unknown',
    )
    if (checked === 'unknown') {
      return new BlogError(
        'store-failed',
        'GitHub ne répond pas et l’enregistrement a pu aboutir : actualisez la liste des articles avant de réessayer.',
        {
          english:
            'GitHub is not answering and the change may have landed: refresh the post list before trying again.',
          cause: error,
        },
      )
    }
    return new BlogError(
      'store-failed',
      'GitHub n’a pas répondu à temps ou a refusé l’enregistrement ; la branche a été relue et rien n’a été modifié, réessayez dans un instant.',
      {
        english:
          'GitHub did not answer in time or refused the change; the branch was read again and nothing was changed, try again in a moment.',
        cause: error,
      },
    )
  }

  /** The commit carrying `operation` among the last ones of the branch, if it landed. */
  private async findOperation(operation: string): Promise<string | undefined> {
    let sha: string | undefined = await this.headCommit()
    for (let depth = 0; sha !== undefined && depth < RECOGNITION_DEPTH; depth++) {
      const { data }: { data: { message: string; parents: { sha: string }[] } } =
        await this.octokit.rest.git.getCommit({
          owner: this.owner,
          repo: this.repo,
          commit_sha: sha,
        })
      if (data.message.includes(`${OPERATION_TRAILER}: ${operation}`)) return sha
      sha = data.parents[0]?.sha
    }
    return undefined
  }

  private async attempt(
    paths: string[],
    blobShas: (string | null)[],
    message: string,
    readBase: Snapshot,
    decidedFrom: string | undefined,
  ): Promise<{ commit: string }> {
    const head = await this.headCommit()
    const current = head === readBase.commit ? readBase : await this.loadSnapshot(head)
    if (current !== readBase) {
      if (decidedFrom !== undefined) refuseChangesUnder(decidedFrom, readBase, current)
      this.refuseOverlap(paths, readBase, current)
    }

    const tree = paths.flatMap((path, index) => {
      const sha = blobShas[index] ?? null
      // Deleting a file the branch no longer has would make GitHub refuse the whole tree.
      if (sha === null && !current.entries.has(path)) return []
      return [{ path, mode: REGULAR_FILE, type: 'blob', sha } as const]
    })
    const unchanged = tree.every((entry) => current.entries.get(entry.path)?.sha === entry.sha)
    if (unchanged) return { commit: head }

    const { data: newTree } = await this.octokit.rest.git.createTree({
      owner: this.owner,
      repo: this.repo,
      base_tree: current.tree,
      tree,
    })
    const identity = this.committer ? { author: this.committer, committer: this.committer } : {}
    const { data: commit } = await this.octokit.rest.git.createCommit({
      owner: this.owner,
      repo: this.repo,
      message,
      tree: newTree.sha,
      parents: [head],
      ...identity,
    })
    try {
      await this.octokit.rest.git.updateRef({
        owner: this.owner,
        repo: this.repo,
        ref: `heads/${this.branch}`,
        sha: commit.sha,
        force: false,
      })
    } catch (error) {
      // GitHub answers 422 when the update is not a fast-forward: someone committed first.
      if (statusOf(error) === 422) throw new HeadMoved()
      throw error
    }
    return { commit: commit.sha }
  }

  /** Fails when another writer changed one of `paths` after the caller read them. */
  private refuseOverlap(paths: string[], readBase: Snapshot, current: Snapshot): void {
    const touched = paths.filter(
      (path) => readBase.entries.get(path)?.sha !== current.entries.get(path)?.sha,
    )
    if (touched.length > 0) {
      throw new BlogError(
        'store-failed',
        `Un autre enregistrement a modifié les mêmes fichiers entre-temps (${touched.join(', ')}) ; rien n’a été modifié, réessayez.`,
        {
          english: `Another commit changed the same files meanwhile (${touched.join(', ')}); nothing was changed, please try again.`,
        },
      )
    }
  }

  private readView(): Promise<Snapshot> {
    const cached = this.snapshot
    const view = (async () => {
      if (cached) {
        const snapshot = await cached.catch(() => undefined)
        if (snapshot && Date.now() - snapshot.takenAt < this.snapshotTtlMs) return snapshot
      }
      return this.loadSnapshot(await this.headCommit())
    })()
    this.snapshot = view
    view.catch(() => {
      if (this.snapshot === view) this.snapshot = undefined
    })
    return view
  }

  private async headCommit(): Promise<string> {
    const { data } = await this.octokit.rest.git.getRef({
      owner: this.owner,
      repo: this.repo,
      ref: `heads/${this.branch}`,
    })
    return data.object.sha
  }

  private async loadSnapshot(commitSha: string): Promise<Snapshot> {
    const { data: commit } = await this.octokit.rest.git.getCommit({
      owner: this.owner,
      repo: this.repo,
      commit_sha: commitSha,
    })
    const { data: tree } = await this.octokit.rest.git.getTree({
      owner: this.owner,
      repo: this.repo,
      tree_sha: commit.tree.sha,
      recursive: 'true',
    })
    if (tree.truncated) {
      throw new Error('the repository tree is too large to be read in one request')
    }
    const entries = new Map<string, TreeEntry>()
    for (const entry of tree.tree) {
      if (
        entry.path &&
        entry.sha &&
        (entry.type === 'blob' || entry.type === 'tree' || entry.type === 'commit')
      ) {
        entries.set(entry.path, { mode: entry.mode, type: entry.type, sha: entry.sha })
      }
    }
    return { commit: commitSha, tree: commit.tree.sha, entries, takenAt: Date.now() }
  }

  /** A blob's bytes; blobs never change, so each is fetched once. */
  private blob(sha: string): Promise<Uint8Array> {
    let bytes = this.blobs.get(sha)
    if (!bytes) {
      bytes = this.octokit.rest.git
        .getBlob({ owner: this.owner, repo: this.repo, file_sha: sha })
        .then(({ data }) =>
          data.encoding === 'base64'
            ? new Uint8Array(Buffer.from(data.content, 'base64'))
            : new TextEncoder().encode(data.content),
        )
      bytes.catch(() => this.blobs.delete(sha))
      this.blobs.set(sha, bytes)
    }
    return bytes
  }

  private async createBlob(content: Uint8Array | string): Promise<string> {
    const { data } = await this.octokit.rest.git.createBlob({
      owner: this.owner,
      repo: this.repo,
      content: toBase64(content),
      encoding: 'base64',
    })
    return data.sha
  }
}

/**
 * `message` with one more trailer: in its trailer block when it ends with one (so git still reads
 * the block whole), else in a paragraph of its own.
 */
function withTrailer(message: string, trailer: string): string {
  const text = message.trimEnd()
  const last = text.split(/\n\s*\n/).at(-1) ?? ''
  const endsWithTrailers =
    text.includes('\n\n') && last.split('\n').every((line) => /^[A-Za-z0-9-]+: \S/.test(line))
  return `${text}${endsWithTrailers ? '\n' : '\n\n'}${trailer}`
}

function checkedPath(file: string): string {
  const normalized = normalizeFile(file)
  if (
    file.startsWith('/') ||
    normalized === '' ||
    normalized.split('/').some((part) => part === '..' || part === '.' || part === '')
  ) {
    throw new BlogError('invalid-input', `Chemin de fichier refusé : ${file}.`, {
      english: `Refused file path: ${file}.`,
    })
  }
  return normalized
}

/** Fails with a conflict when any file under `folder` differs between the two views. */
function refuseChangesUnder(folder: string, readBase: Snapshot, current: Snapshot): void {
  const prefix = `${normalizeFile(folder)}/`
  const files = (snapshot: Snapshot) =>
    [...snapshot.entries].filter(
      ([path, entry]) => entry.type === 'blob' && path.startsWith(prefix),
    )
  const before = new Map(files(readBase).map(([path, entry]) => [path, entry.sha]))
  const after = files(current)
  const changed =
    before.size !== after.length || after.some(([path, entry]) => before.get(path) !== entry.sha)
  if (changed) throw conflictError(normalizeFile(folder))
}

function normalizeFile(file: string): string {
  return trimTrailingSlashes(file.replace(/^\.\//, ''))
}

function normalizeDir(dir: string): string {
  const bare = normalizeFile(dir)
  return bare === '' || bare === '.' ? '' : `${bare}/`
}

/**
 * Whether a failure leaves it unknown if GitHub applied the request: no answer at all (a timeout,
 * a lost connection) or a server error.
 */
function isAmbiguous(error: unknown): boolean {
  if (error instanceof BlogError || error instanceof HeadMoved) return false
  const status = statusOf(error)
  return status === undefined || status >= 500
}

/** `fetch` with a time limit on each request, on top of any signal the caller gives. */
function timedFetch(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    return fetch(input, { ...init, signal })
  }
}

function describe(error: unknown): string {
  const status = statusOf(error)
  const message = error instanceof Error ? error.message : String(error)
  return status === undefined ? message : `${status} ${message}`
}
