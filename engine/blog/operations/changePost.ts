import { TZDate, tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { frenchDateTime } from '../dates/formatDates.ts'
import { parsePostDate } from '../dates/parsePostDate.ts'
import { BlogError } from '../errors.ts'
import { POST_FILE_NAMES, postFolder, serializePost } from '../postFile.ts'
import { BLOG_DIR, postIdSchema, type Post, type PostStatus } from '../postSchema.ts'
import { loadPost, loadPosts } from '../readPosts.ts'
import { isPublicationWeekday, PUBLICATION_HOUR } from '../publicationSchedule.ts'
import { publicationSlots } from '../scheduleWords.ts'
import { withTrailers } from '../history/commitTrailers.ts'
import {
  noteText,
  type CommitResult,
  type ContentStore,
  type WriteResult,
} from '../store/ContentStore.ts'
import { QUEBEC_TIME, TORONTO, toTorontoIso, torontoDay } from '../torontoTime.ts'
import { listPosts, type PostSummary } from './listPosts.ts'

/** What a change of date or state did: the sentence, the post as the list shows it. */
export interface ChangePostResult extends WriteResult {
  /** One French sentence for the consultant. */
  message: string
  post: PostSummary
  /** Set when the new date is not a Monday or Wednesday at 08:00 in Toronto. */
  offSlot?: string
}

interface ChangeOptions {
  now?: Date
  blogDir?: string
}

/** Whether an instant is a publication slot: Monday or Wednesday, 08:00 in Toronto. */
function isPublicationSlot(date: Date): boolean {
  const weekday = Number(format(date, 'i', { in: tz(TORONTO) })) % 7
  return (
    isPublicationWeekday(weekday) &&
    format(date, 'HH:mm:ss', { in: tz(TORONTO) }) ===
      `${String(PUBLICATION_HOUR).padStart(2, '0')}:00:00`
  )
}

/**
 * The new date of a post as the consultant types it: a day alone is that day's 08:00 slot in
 * Toronto; a time is taken as given.
 *
 * @throws {BlogError} `invalid-input` when the text is not a date
 */
export function newPostDate(text: string): Date {
  const parsed = parsePostDate(text, { label: { fr: 'La nouvelle date', en: 'The new date' } })
  if (!parsed.dateOnly) return parsed.date
  const [year = 0, month = 1, day = 1] = torontoDay(parsed.date).split('-').map(Number)
  return new Date(new TZDate(year, month - 1, day, PUBLICATION_HOUR, 0, 0, TORONTO).getTime())
}

/**
 * Moves a post that is not published to `date` and makes it `scheduled`: a draft gets a slot,
 * a scheduled post another one. A date in the past, or a day another scheduled post holds, is
 * refused; a date off the Monday/Wednesday 08:00 slots is accepted with a warning.
 *
 * @throws {BlogError} `invalid-input`, `not-found`, `invalid-post`, `store-failed` or `conflict`
 */
export async function reschedulePost(
  store: ContentStore,
  id: string,
  date: Date,
  options: ChangeOptions = {},
): Promise<ChangePostResult> {
  const now = options.now ?? new Date()
  const blogDir = options.blogDir ?? BLOG_DIR
  const post = await requirePost(store, id, blogDir)
  const { title, status } = post.fr.frontmatter
  waitsForFrench(post)
  if (status === 'published') {
    refuse(
      `« ${title} » est déjà publié : remettez-le en brouillon avant de lui donner une autre date.`,
      `“${title}” is already published: set it back to draft before giving it another date.`,
    )
  }
  if (date.getTime() < now.getTime()) {
    refuse(
      `Le ${frenchDateTime(date)} est déjà passé : choisissez une date à venir, ou publiez l’article maintenant.`,
      'That date is in the past: choose a date to come, or publish the post now.',
    )
  }
  const day = torontoDay(date)
  const holder = (await loadPosts(store, blogDir)).find(
    ({ id: other, fr: text }) =>
      other !== id &&
      text.frontmatter.status === 'scheduled' &&
      text.frontmatter.scheduledDate != null &&
      torontoDay(new Date(text.frontmatter.scheduledDate)) === day,
  )
  if (holder) {
    refuse(
      `Le ${frenchDateTime(date)} est déjà pris par « ${holder.fr.frontmatter.title} » : choisissez un autre jour.`,
      `That day is already taken by “${holder.fr.frontmatter.title}”: choose another day.`,
    )
  }
  const scheduledDate = toTorontoIso(date)
  const { commit, note } = await save(
    store,
    post,
    { status: 'scheduled', scheduledDate, publishedDate: null },
    now,
    {
      blogDir,
      message: withTrailers(`Blog : « ${title} » programmé le ${frenchDateTime(date)}`, {
        action: 'moved',
        posts: [id],
        from: status === 'scheduled' ? (post.fr.frontmatter.scheduledDate ?? 'none') : 'none',
        to: scheduledDate,
      }),
      decided: true,
    },
  )
  const offSlot = isPublicationSlot(date)
    ? undefined
    : `Cette date n’est pas un créneau habituel (${publicationSlots({ join: 'or' })}).`
  return {
    message: `« ${title} » est programmé le ${frenchDateTime(date)} (${QUEBEC_TIME.fr}).${offSlot ? ` ${offSlot}` : ''}${noteText(note)}`,
    post: await summaryOf(store, id, blogDir),
    ...(offSlot ? { offSlot } : {}),
    commit,
  }
}

/**
 * Sets a post's state: `published` publishes it now (a published post keeps its date),
 * `draft` takes it off the site and frees its slot, `scheduled` puts a draft back on the date
 * it had (use {@link reschedulePost} to give it another).
 *
 * @throws {BlogError} `invalid-input`, `not-found`, `invalid-post`, `store-failed` or `conflict`
 */
export async function setPostStatus(
  store: ContentStore,
  id: string,
  status: PostStatus,
  options: ChangeOptions = {},
): Promise<ChangePostResult> {
  const now = options.now ?? new Date()
  const blogDir = options.blogDir ?? BLOG_DIR
  const post = await requirePost(store, id, blogDir)
  const { title, scheduledDate } = post.fr.frontmatter
  if (status === post.fr.frontmatter.status) {
    return {
      message: `« ${title} » est déjà ${STATE_WORDS[status]} : rien n’a été modifié.`,
      post: await summaryOf(store, id, blogDir),
    }
  }
  waitsForFrench(post)
  if (status === 'scheduled') {
    if (scheduledDate == null) {
      refuse(
        `« ${title} » n’a pas de date : donnez-lui une date pour le programmer.`,
        `“${title}” has no date: give it one to schedule it.`,
      )
    }
    return reschedulePost(store, id, new Date(scheduledDate), { now, blogDir })
  }
  const publishing = status === 'published'
  const { commit, note } = await save(
    store,
    post,
    publishing
      ? { status, publishedDate: toTorontoIso(now) }
      : { status, publishedDate: null, scheduledDate: null },
    now,
    {
      blogDir,
      message: withTrailers(
        publishing
          ? `Blog : publication de « ${title} »`
          : `Blog : « ${title} » remis en brouillon`,
        { action: publishing ? 'published' : 'unpublished', posts: [id] },
      ),
    },
  )
  return {
    message:
      (publishing
        ? `« ${title} » est publié.`
        : `« ${title} » est redevenu un brouillon : il n’est plus sur le site et son créneau est libre.`) +
      noteText(note),
    post: await summaryOf(store, id, blogDir),
    commit,
  }
}

/**
 * Sets the description (`excerpt`) of one language version of a post: what search results, its
 * card and the feeds show instead of the start of its first paragraph. One commit; the text was
 * checked at the edge (postDescriptionSchema).
 *
 * @throws {BlogError} `invalid-input`, `not-found`, `invalid-post`, `store-failed` or `conflict`
 */
export async function setPostDescription(
  store: ContentStore,
  id: string,
  language: 'fr' | 'en',
  excerpt: string,
  options: ChangeOptions = {},
): Promise<ChangePostResult> {
  const now = options.now ?? new Date()
  const blogDir = options.blogDir ?? BLOG_DIR
  const post = await requirePost(store, id, blogDir)
  const { title } = post.fr.frontmatter
  const message = withTrailers(
    `Blog : description ${language === 'en' ? 'anglaise ' : ''}de « ${title} »`,
    { action: 'described', posts: [id] },
  )
  if (language === 'fr') {
    const { commit, note } = await save(store, post, { excerpt }, now, { blogDir, message })
    return {
      message: `La description de « ${title} » est enregistrée.${noteText(note)}`,
      post: await summaryOf(store, id, blogDir),
      commit,
    }
  }
  if (!post.en) {
    refuse(
      `« ${title} » n’a pas de version anglaise : importez-la d’abord.`,
      `“${title}” has no English version: import it first.`,
    )
  }
  const updated: Post = {
    ...post,
    en: { ...post.en, frontmatter: { ...post.en.frontmatter, excerpt } },
  }
  const { commit, note } = await store.commit(
    [
      {
        path: `${postFolder(post.id, blogDir)}/${POST_FILE_NAMES.en}`,
        content: serializePost(updated).en ?? '',
      },
    ],
    message,
  )
  return {
    message: `La description anglaise de « ${title} » est enregistrée.${noteText(note)}`,
    post: await summaryOf(store, id, blogDir),
    commit,
  }
}

const STATE_WORDS: Record<PostStatus, string> = {
  draft: 'un brouillon',
  scheduled: 'programmé',
  published: 'publié',
}

/** An English article without its French version stays a draft (see `Post.englishOnly`). */
function waitsForFrench(post: Post): void {
  if (!post.englishOnly) return
  const { title } = post.fr.frontmatter
  refuse(
    `« ${title} » n’a pas encore de version française : il reste un brouillon. Ajoutez l’article en français au-dessus de son titre dans le document Word (son titre anglais commençant par [EN]), puis importez le document de nouveau.`,
    `“${title}” has no French version yet: it stays a draft. Add the French article above its title in the Word document (its English title starting with [EN]), then import the document again.`,
  )
}

function refuse(french: string, english: string): never {
  throw new BlogError('invalid-input', french, { english })
}

/**
 * The post `id` names, read from the store.
 *
 * @throws {BlogError} `invalid-input` for a malformed id, `not-found`, or `invalid-post`
 */
export async function requirePost(store: ContentStore, id: string, blogDir: string): Promise<Post> {
  if (!postIdSchema.safeParse(id).success) {
    refuse(
      `« ${id} » n’est pas un identifiant d’article (AAAA-MM-JJ-titre).`,
      `“${id}” is not a post id (YYYY-MM-DD-slug).`,
    )
  }
  const post = await loadPost(store, id, blogDir)
  if (!post) {
    throw new BlogError('not-found', `Aucun article ne porte l’identifiant « ${id} ».`, {
      english: `No post has the id “${id}”.`,
    })
  }
  return post
}

/** Writes `fr.md` with `fields` changed, as one commit; returns what the store answered. */
async function save(
  store: ContentStore,
  post: Post,
  fields: Partial<Post['fr']['frontmatter']>,
  now: Date,
  options: { blogDir: string; message: string; decided?: boolean },
): Promise<CommitResult> {
  const updated: Post = {
    ...post,
    fr: {
      ...post.fr,
      frontmatter: { ...post.fr.frontmatter, ...fields, updatedAt: toTorontoIso(now) },
    },
  }
  return store.commit(
    [
      {
        path: `${postFolder(post.id, options.blogDir)}/${POST_FILE_NAMES.fr}`,
        content: serializePost(updated).fr,
      },
    ],
    options.message,
    // A new date was checked against the other posts' days: refuse it if they changed.
    options.decided ? { decidedFrom: options.blogDir } : {},
  )
}

/** The post `id` as the list shows it, after a write. */
export async function summaryOf(
  store: ContentStore,
  id: string,
  blogDir: string,
): Promise<PostSummary> {
  const post = (await listPosts(store, { blogDir })).find((candidate) => candidate.id === id)
  if (!post)
    throw new BlogError('store-failed', `L’article « ${id} » a disparu pendant l’enregistrement.`)
  return post
}
