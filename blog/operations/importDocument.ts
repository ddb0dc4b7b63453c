import { checkStartDate, PAST_POSTS_NOTE } from '../dates/parsePostDate.ts'
import { convertDocx } from '../docx/convertDocx.ts'
import { splitArticles } from '../docx/splitArticles.ts'
import { POST_FILE_NAMES, postFolder, serializePost } from '../postFile.ts'
import { assertPostImageContent } from '../postImages.ts'
import { BLOG_DIR, type Post } from '../postSchema.ts'
import { loadPostsReport } from '../readPosts.ts'
import { nextFreeSlots } from '../schedule.ts'
import { slugify, uniqueSlug } from '../slugify.ts'
import { noteText, type ContentStore, type FileChange } from '../store/ContentStore.ts'
import { toTorontoIso, torontoDay } from '../torontoTime.ts'

/** A post created by an import, as the admin page lists it. */
export interface ScheduledPostSummary {
  id: string
  title: string
  titleEn?: string
  slug: string
  /** ISO 8601 with Toronto's offset. */
  scheduledDate: string
}

/** What an import did: the shape the admin page shows. */
export interface ImportResult {
  /** One French sentence summing up the import. */
  message: string
  scheduledPosts: ScheduledPostSummary[]
  /** Warnings (not errors): what was dropped from the document, in French. */
  errors: string[]
}

/** Options of {@link importDocument}. */
export interface ImportOptions {
  /** The current time, for `createdAt` (default: the clock). */
  now?: Date
  /**
   * Articles take the free slots at or after this instant (default: `now`). It is checked by
   * {@link checkStartDate}: at most two years ahead, and in the past only with `allowPast`.
   */
  startDate?: Date
  /** Confirms a start date in the past: its posts go live at the next build. */
  allowPast?: boolean
  /** Work everything out but write and commit nothing. */
  dryRun?: boolean
  /** The uploaded file's name, for the commit message. */
  fileName?: string
  /** Where posts live in the store (default `content/blog`). */
  blogDir?: string
  /**
   * A path in the store to delete in the same commit: the uploaded .docx itself when it was
   * pushed to the repository's inbox, so the posts and its removal land together.
   */
  removeSource?: string
}

/**
 * Imports a Word document: each Heading 1 becomes a post scheduled on the next free Monday or
 * Wednesday slot, in document order, all written as one commit. A document that fails any check
 * writes nothing.
 *
 * @throws {BlogError} `unsupported-document`, `bad-document`, `too-large`, `no-heading`,
 *   `no-article` or `store-failed`; a broken existing post keeps its day and id and is skipped
 */
export async function importDocument(
  store: ContentStore,
  document: Uint8Array,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const now = options.now ?? new Date()
  const blogDir = options.blogDir ?? BLOG_DIR
  const start = options.startDate
    ? checkStartDate(options.startDate, { now, allowPast: options.allowPast ?? false }).date
    : now
  const converted = await convertDocx(document)
  const split = splitArticles(converted)
  const { articles } = split
  // What the converter dropped (named with its article and place), then what the split did.
  const warnings = [...converted.warnings.map((warning) => warning.message), ...split.warnings]
  const { posts: existing, broken } = await loadPostsReport(store, blogDir)

  const takenSlugs = new Set(
    existing.flatMap((post) => [
      post.fr.frontmatter.slug,
      ...(post.en ? [post.en.frontmatter.slug] : []),
    ]),
  )
  // A broken post keeps its folder name and, as far as anyone can tell, its day.
  const takenIds = new Set([...existing, ...broken].map((post) => post.id))
  const takenDays = new Set(
    existing.flatMap(({ fr }) =>
      fr.frontmatter.status === 'scheduled' && fr.frontmatter.scheduledDate
        ? [torontoDay(new Date(fr.frontmatter.scheduledDate))]
        : [],
    ),
  )
  for (const { id } of broken) takenDays.add(id.slice(0, 10))
  const slots = nextFreeSlots(start, articles.length, takenDays)
  const stamp = toTorontoIso(now)

  const posts = articles.map((article, index): Post => {
    const slot = slots[index] ?? now
    const day = torontoDay(slot)
    const slug = uniqueSlug(
      slugify(article.title),
      (candidate) => takenSlugs.has(candidate) || takenIds.has(`${day}-${candidate}`),
    )
    takenSlugs.add(slug)
    takenIds.add(`${day}-${slug}`)
    const post: Post = {
      id: `${day}-${slug}`,
      fr: {
        frontmatter: {
          title: article.title,
          slug,
          ...(article.excerpt ? { excerpt: article.excerpt } : {}),
          status: 'scheduled',
          scheduledDate: toTorontoIso(slot),
          publishedDate: null,
          createdAt: stamp,
          updatedAt: stamp,
        },
        body: article.markdown,
      },
      images: imagesOf(article.markdown + (article.en?.markdown ?? ''), converted.images),
    }
    if (article.en) {
      // The English slug may equal this post's French one (a title that reads the same in both
      // languages); it must not name another post in either language.
      const englishSlug = uniqueSlug(
        slugify(article.en.title),
        (candidate) => candidate !== slug && takenSlugs.has(candidate),
      )
      takenSlugs.add(englishSlug)
      post.en = {
        frontmatter: {
          title: article.en.title,
          slug: englishSlug,
          ...(article.en.excerpt ? { excerpt: article.en.excerpt } : {}),
        },
        body: article.en.markdown,
      }
    }
    return post
  })

  const scheduledPosts = posts.map((post): ScheduledPostSummary => ({
    id: post.id,
    title: post.fr.frontmatter.title,
    ...(post.en ? { titleEn: post.en.frontmatter.title } : {}),
    slug: post.fr.frontmatter.slug,
    scheduledDate: post.fr.frontmatter.scheduledDate ?? stamp,
  }))
  const plural = posts.length === 1 ? '' : 's'
  const pastNote = slots.some((slot) => slot.getTime() < now.getTime())
    ? ` ${PAST_POSTS_NOTE.fr}`
    : ''
  if (options.dryRun) {
    return {
      message: `Simulation : ${posts.length} article${plural} ser${plural ? 'aient' : 'ait'} programmé${plural} ; rien n’a été enregistré.${pastNote}`,
      scheduledPosts,
      errors: warnings,
    }
  }

  const changes: FileChange[] = posts.flatMap((post) => {
    const folder = postFolder(post.id, blogDir)
    const files = serializePost(post)
    return [
      { path: `${folder}/${POST_FILE_NAMES.fr}`, content: files.fr },
      ...(files.en === undefined
        ? []
        : [{ path: `${folder}/${POST_FILE_NAMES.en}`, content: files.en }]),
      ...post.images.map((name) => {
        const content = converted.images.get(name) ?? new Uint8Array()
        // The converter keeps only allowed images; checked again so no other file is ever written.
        assertPostImageContent(folder, name, content)
        return { path: `${folder}/${name}`, content }
      }),
    ]
  })
  if (options.removeSource !== undefined) changes.push({ path: options.removeSource, delete: true })
  const source = options.fileName ? ` depuis « ${options.fileName} »` : ''
  const list = scheduledPosts.map((post) => `- ${post.scheduledDate} ${post.title}`).join('\n')
  // The slots and slugs were chosen from the posts read above: if another writer changed them
  // in the meantime, the store refuses rather than land two articles on one slot.
  const { note } = await store.commit(
    changes,
    `Blog : import de ${posts.length} article${plural}${source}\n\n${list}`,
    { decidedFrom: blogDir },
  )
  return {
    message: `${posts.length} article${plural} programmé${plural}.${pastNote}${noteText(note)}`,
    scheduledPosts,
    errors: warnings,
  }
}

/** The images a post's Markdown refers to, by the names the converter gave them. */
function imagesOf(markdown: string, images: ReadonlyMap<string, Uint8Array>): string[] {
  const names = markdown.match(/img-[0-9a-f]{16}\.[a-z]+/g) ?? []
  return [...new Set(names)].filter((name) => images.has(name)).sort()
}
