import { BLOG_DIR, type PostStatus } from '../postSchema.ts'
import { brokenPostSentence, loadPostsReport } from '../readPosts.ts'
import type { ContentReader } from '../store/ContentStore.ts'
import { pendingReview } from '../translationReview.ts'
import type { AdminPost } from '../../siteModel/adminApiSchemas.ts'

/** One line of the list of all posts, as the admin page and the CLI show it (the admin API's shape). */
export type PostSummary = AdminPost

/**
 * Every post, newest first, optionally of one status. Broken post folders come first, flagged
 * with their error, so that a broken file never hides the others and can be deleted from the list.
 */
export async function listPosts(
  store: ContentReader,
  options: { status?: PostStatus; blogDir?: string } = {},
): Promise<PostSummary[]> {
  const { posts, broken } = await loadPostsReport(store, options.blogDir ?? BLOG_DIR)
  const flagged: PostSummary[] =
    options.status === undefined
      ? broken.map((post) => ({
          id: post.id,
          title: post.id,
          slug: '',
          status: 'broken',
          error: brokenPostSentence(post),
          scheduledDate: null,
          publishedDate: null,
        }))
      : []
  const readable = posts
    .filter((post) => options.status === undefined || post.fr.frontmatter.status === options.status)
    .map((post) => ({ post, review: pendingReview(post) }))
    .map(({ post: { id, fr, en, englishOnly }, review }) => ({
      id,
      title: fr.frontmatter.title,
      ...(en ? { titleEn: en.frontmatter.title, slugEn: en.frontmatter.slug } : {}),
      slug: fr.frontmatter.slug,
      status: fr.frontmatter.status,
      scheduledDate: fr.frontmatter.scheduledDate ?? null,
      publishedDate: fr.frontmatter.publishedDate ?? null,
      ...(review ? { review } : {}),
      ...(englishOnly ? { englishOnly } : {}),
    }))
  return [...flagged, ...readable]
}
