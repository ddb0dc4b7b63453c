import { BlogError } from '../errors.ts'
import { parsePost, POST_FILE_NAMES } from '../postFile.ts'
import type { Post } from '../postSchema.ts'
import { loadPostsReport } from '../readPosts.ts'
import type { ContentStore, HistoryReader } from '../store/ContentStore.ts'
import { torontoDay } from '../torontoTime.ts'

/** How long a change can be undone and a deleted post restored. */
export const UNDO_DAYS = 30

const DAY_MS = 24 * 60 * 60_000

/** The oldest instant whose changes can still be undone at `now`. */
export function undoWindowStart(now: Date): Date {
  return new Date(now.getTime() - UNDO_DAYS * DAY_MS)
}

/** The last moment a change made at `time` can be undone. */
export function undoDeadline(time: string): Date {
  return new Date(Date.parse(time) + UNDO_DAYS * DAY_MS)
}

/** Every file of a post folder, by name, at one commit or now. */
export type FolderFiles = Map<string, Uint8Array>

/** A post folder's files as they were in `commit`. */
export async function folderAt(
  store: HistoryReader,
  commit: string,
  folder: string,
): Promise<FolderFiles> {
  const names = await store.listAt(commit, folder)
  const files: FolderFiles = new Map()
  for (const name of names) {
    const bytes = await store.readAt(commit, `${folder}/${name}`)
    if (bytes !== undefined) files.set(name, bytes)
  }
  return files
}

/** A post folder's files as the branch holds them now. */
export async function folderNow(store: ContentStore, folder: string): Promise<FolderFiles> {
  const files: FolderFiles = new Map()
  for (const name of await store.list(folder)) {
    const bytes = await store.read(`${folder}/${name}`)
    if (bytes !== undefined) files.set(name, bytes)
  }
  return files
}

/** Whether two folders hold the same files, byte for byte. */
export function sameFiles(a: FolderFiles, b: FolderFiles): boolean {
  if (a.size !== b.size) return false
  for (const [name, bytes] of a) {
    const other = b.get(name)
    if (other?.length !== bytes.length || !other.every((byte, index) => byte === bytes[index])) {
      return false
    }
  }
  return true
}

/** The post a folder's files make, or `undefined` when they make none (no `fr.md`, broken). */
export function postOf(id: string, files: FolderFiles, blogDir: string): Post | undefined {
  const decoder = new TextDecoder()
  const fr = files.get(POST_FILE_NAMES.fr)
  if (fr === undefined) return undefined
  const en = files.get(POST_FILE_NAMES.en)
  const fileNames: readonly string[] = Object.values(POST_FILE_NAMES)
  try {
    return parsePost(
      id,
      { fr: decoder.decode(fr), ...(en === undefined ? {} : { en: decoder.decode(en) }) },
      { images: [...files.keys()].filter((name) => !fileNames.includes(name)), blogDir },
    )
  } catch {
    return undefined
  }
}

/**
 * The other posts that hold what `post` would take back: the scheduled post on its slot's day,
 * and the post that has one of its addresses (slugs) now.
 */
export async function holdersOf(
  store: ContentStore,
  post: Post,
  blogDir: string,
): Promise<{ slotHolder?: Post; slugHolder?: Post; takenDays: Set<string> }> {
  const { posts, broken } = await loadPostsReport(store, blogDir)
  const others = posts.filter((other) => other.id !== post.id)
  const takenDays = new Set([
    ...others.flatMap(({ fr }) =>
      fr.frontmatter.status === 'scheduled' && fr.frontmatter.scheduledDate
        ? [torontoDay(new Date(fr.frontmatter.scheduledDate))]
        : [],
    ),
    // A broken post keeps its day, as far as anyone can tell (as the import counts it).
    ...broken.filter((other) => other.id !== post.id).map(({ id }) => id.slice(0, 10)),
  ])
  const { status, scheduledDate } = post.fr.frontmatter
  const day =
    status === 'scheduled' && scheduledDate ? torontoDay(new Date(scheduledDate)) : undefined
  const slotHolder =
    day === undefined
      ? undefined
      : others.find(
          ({ fr }) =>
            fr.frontmatter.status === 'scheduled' &&
            fr.frontmatter.scheduledDate != null &&
            torontoDay(new Date(fr.frontmatter.scheduledDate)) === day,
        )
  const slugs = [post.fr.frontmatter.slug, post.en?.frontmatter.slug].filter(Boolean)
  const slugHolder = others.find((other) =>
    [other.fr.frontmatter.slug, other.en?.frontmatter.slug].some((slug) => slugs.includes(slug)),
  )
  return {
    ...(slotHolder ? { slotHolder } : {}),
    ...(slugHolder ? { slugHolder } : {}),
    takenDays,
  }
}

/** The refusal of an undo: one French sentence, nothing written. */
export function undoRefused(french: string, english: string): BlogError {
  return new BlogError('invalid-input', french, { english })
}
