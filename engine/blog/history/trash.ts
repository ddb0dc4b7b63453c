import { frenchDateTime } from '../dates/formatDates.ts'
import { BlogError } from '../errors.ts'
import { listPosts } from '../operations/listPosts.ts'
import { POST_FILE_NAMES, postFolder, serializePost } from '../postFile.ts'
import { BLOG_DIR, postIdSchema, type Post } from '../postSchema.ts'
import { nextFreeSlots } from '../schedule.ts'
import {
  noteText,
  type ContentStore,
  type FileChange,
  type StoreCommit,
  type WriteResult,
} from '../store/ContentStore.ts'
import { QUEBEC_TIME, toTorontoIso } from '../torontoTime.ts'
import type { TrashEntry, UndoResult } from '../../siteModel/adminApiSchemas.ts'
import { parseTrailers, withTrailers } from './commitTrailers.ts'
import {
  folderAt,
  holdersOf,
  postOf,
  undoDeadline,
  undoRefused,
  UNDO_DAYS,
  undoWindowStart,
} from './postFolderState.ts'

interface TrashOptions {
  now?: Date
  blogDir?: string
}

/**
 * The « Corbeille »: every post deleted in the last 30 days whose folder does not exist now,
 * read from the repository's history (the deletion commits' trailers), its last deletion first.
 */
export async function listTrash(
  store: ContentStore,
  options: TrashOptions = {},
): Promise<TrashEntry[]> {
  const now = options.now ?? new Date()
  const blogDir = options.blogDir ?? BLOG_DIR
  const commits = await store.history(blogDir, { since: undoWindowStart(now) })
  // Each post's last deletion, newest first.
  const seen = new Set<string>()
  const deletions: { id: string; commit: StoreCommit & { parent: string } }[] = []
  for (const commit of commits) {
    const trailers = parseTrailers(commit.message)
    const { parent } = commit
    if (trailers?.action !== 'deleted' || parent === undefined) continue
    for (const id of trailers.posts) {
      if (seen.has(id) || !postIdSchema.safeParse(id).success) continue
      seen.add(id)
      deletions.push({ id, commit: { ...commit, parent } })
    }
  }
  // Read side by side: on GitHub each one is a few requests.
  const entries = await Promise.all(
    deletions.map(async ({ id, commit }): Promise<TrashEntry | undefined> => {
      if ((await store.list(postFolder(id, blogDir))).length > 0) return undefined
      return {
        id,
        title: await titleAt(store, commit.parent, id, blogDir),
        deletedAt: commit.time,
        until: undoDeadline(commit.time).toISOString(),
        commit: commit.commit,
      }
    }),
  )
  return entries.filter((entry) => entry !== undefined)
}

/** A post's French title as it was in `commit`, else its id. */
async function titleAt(store: ContentStore, commit: string, id: string, blogDir: string) {
  const folder = postFolder(id, blogDir)
  const fr = await store.readAt(commit, `${folder}/${POST_FILE_NAMES.fr}`)
  if (fr === undefined) return id
  return postOf(id, new Map([[POST_FILE_NAMES.fr, fr]]), blogDir)?.fr.frontmatter.title ?? id
}

/**
 * Brings a deleted post back from the « Corbeille », exactly as it was before its deletion (every
 * file of its folder, images included, byte for byte), in one commit. A scheduled post whose slot
 * another post took since (or whose slot has passed) takes the next free Monday or Wednesday
 * slot instead; drafts and published posts keep their state.
 *
 * @param options.commit the deletion to undo (by default the post's last one)
 * @throws {BlogError} `not-found` when the post is not in the trash (never deleted, restored
 *   already, or deleted more than 30 days ago); `invalid-input` when another post now has its
 *   address; `store-failed` or `conflict`
 */
export async function restorePost(
  store: ContentStore,
  id: string,
  options: TrashOptions & { commit?: string } = {},
): Promise<UndoResult & WriteResult> {
  const now = options.now ?? new Date()
  const blogDir = options.blogDir ?? BLOG_DIR
  const folder = postFolder(id, blogDir)
  const deletion = await findDeletion(store, id, folder, now, options.commit)
  const files = await folderAt(store, deletion.parent ?? '', folder)
  const post = postOf(id, files, blogDir)
  const title = post?.fr.frontmatter.title ?? id
  const changes: FileChange[] = [...files].map(([name, content]) => ({
    path: `${folder}/${name}`,
    content,
  }))
  let moved: { from: string; to: Date } | undefined
  if (post) {
    const { slotHolder, slugHolder, takenDays } = await holdersOf(store, post, blogDir)
    if (slugHolder) {
      throw undoRefused(
        `L’adresse de « ${title} » est maintenant celle de « ${slugHolder.fr.frontmatter.title} » : supprimez ou renommez cet article avant de restaurer l’autre ; rien n’a été modifié.`,
        `“${title}”’s address now belongs to “${slugHolder.fr.frontmatter.title}”: delete or rename that post before restoring this one; nothing was changed.`,
      )
    }
    const slot = post.fr.frontmatter.scheduledDate
    const passed = slot != null && Date.parse(slot) < now.getTime()
    if (post.fr.frontmatter.status === 'scheduled' && slot != null && (slotHolder || passed)) {
      const [next] = nextFreeSlots(now, 1, takenDays)
      if (next) {
        moved = { from: slot, to: next }
        changes[changes.findIndex((change) => change.path.endsWith(`/${POST_FILE_NAMES.fr}`))] =
          frWithDate(folder, post, next)
      }
    }
  }
  const { commit, note } = await store.commit(
    changes,
    withTrailers(`Blog : « ${title} » restauré depuis la corbeille`, {
      action: 'restored',
      posts: [id],
      reverts: deletion.commit,
      ...(moved ? { from: moved.from, to: toTorontoIso(moved.to) } : {}),
    }),
    { decidedFrom: blogDir },
  )
  const where = moved
    ? ` Son créneau du ${frenchDateTime(moved.from)} n’étant plus libre, il est programmé le ${frenchDateTime(moved.to)} (${QUEBEC_TIME.fr}).`
    : ''
  const summary = (await listPosts(store, { blogDir })).find((candidate) => candidate.id === id)
  if (!summary) {
    throw new BlogError('store-failed', `L’article « ${id} » a disparu pendant l’enregistrement.`)
  }
  return {
    message: `« ${title} » est restauré, tel qu’il était avant sa suppression.${where}${noteText(note)}`,
    post: summary,
    commit,
  }
}

/** `fr.md` with the post on `slot` instead of the date it had. */
function frWithDate(folder: string, post: Post, slot: Date): FileChange {
  const updated: Post = {
    ...post,
    fr: {
      ...post.fr,
      frontmatter: { ...post.fr.frontmatter, scheduledDate: toTorontoIso(slot) },
    },
  }
  return { path: `${folder}/${POST_FILE_NAMES.fr}`, content: serializePost(updated).fr }
}

/** The deletion of `id` to undo: within 30 days, its folder absent now. */
async function findDeletion(
  store: ContentStore,
  id: string,
  folder: string,
  now: Date,
  commit: string | undefined,
): Promise<StoreCommit> {
  const notInTrash = () =>
    new BlogError(
      'not-found',
      `« ${id} » n’est pas dans la corbeille : seuls les articles supprimés depuis moins de ${String(UNDO_DAYS)} jours peuvent être restaurés.`,
      {
        english: `“${id}” is not in the trash: only posts deleted less than ${String(UNDO_DAYS)} days ago can be restored.`,
      },
    )
  if ((await store.list(folder)).length > 0) {
    throw undoRefused(
      `L’article « ${id} » existe déjà : il n’y a rien à restaurer.`,
      `The post “${id}” already exists: there is nothing to restore.`,
    )
  }
  const deletions = (await store.history(folder, { since: undoWindowStart(now) })).filter(
    (candidate) =>
      candidate.parent !== undefined &&
      parseTrailers(candidate.message)?.action === 'deleted' &&
      parseTrailers(candidate.message)?.posts.includes(id),
  )
  const found = commit === undefined ? deletions[0] : deletions.find((c) => c.commit === commit)
  if (!found) throw notInTrash()
  return found
}
