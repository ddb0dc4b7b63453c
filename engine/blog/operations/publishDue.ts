import { POST_FILE_NAMES, postFolder, serializePost } from '../postFile.ts'
import { BLOG_DIR, type Post } from '../postSchema.ts'
import { loadPostsReport } from '../readPosts.ts'
import { withTrailers } from '../history/commitTrailers.ts'
import { noteText, type ContentStore, type WriteResult } from '../store/ContentStore.ts'
import { toTorontoIso } from '../torontoTime.ts'

/** What `publishDue` did. */
export interface PublishDueResult extends WriteResult {
  /** One French sentence for the consultant. */
  message: string
  published: { id: string; title: string; publishedDate: string }[]
}

/**
 * Publishes every scheduled post whose date has passed, with its scheduled date as publication
 * date (so a late run does not change when a post says it appeared), in one commit. Running it
 * again changes nothing.
 *
 * @throws {BlogError} `store-failed`
 */
export async function publishDue(
  store: ContentStore,
  options: { now?: Date; blogDir?: string } = {},
): Promise<PublishDueResult> {
  const now = options.now ?? new Date()
  const blogDir = options.blogDir ?? BLOG_DIR
  // A broken post is listed flagged in the admin; it must not stop the others from going live.
  const due = (await loadPostsReport(store, blogDir)).posts
    .filter(
      ({ fr }) => fr.frontmatter.status === 'scheduled' && fr.frontmatter.scheduledDate != null,
    )
    .filter(({ fr }) => Date.parse(fr.frontmatter.scheduledDate ?? '') <= now.getTime())
    .reverse()
  if (due.length === 0) return { message: 'Aucun article à publier.', published: [] }

  const updated = due.map((post): Post => ({
    ...post,
    fr: {
      ...post.fr,
      frontmatter: {
        ...post.fr.frontmatter,
        status: 'published',
        publishedDate: post.fr.frontmatter.scheduledDate,
        updatedAt: toTorontoIso(now),
      },
    },
  }))
  const published = updated.map((post) => ({
    id: post.id,
    title: post.fr.frontmatter.title,
    publishedDate: post.fr.frontmatter.publishedDate ?? '',
  }))
  const plural = updated.length === 1 ? '' : 's'
  const { commit, note } = await store.commit(
    updated.map((post) => ({
      path: `${postFolder(post.id, blogDir)}/${POST_FILE_NAMES.fr}`,
      content: serializePost(post).fr,
    })),
    withTrailers(
      `Blog : publication de ${updated.length} article${plural}\n\n${published.map((post) => `- ${post.title}`).join('\n')}`,
      { action: 'published', posts: published.map((post) => post.id) },
    ),
  )
  return {
    message: `${updated.length} article${plural} publié${plural}.${noteText(note)}`,
    published,
    commit,
  }
}
