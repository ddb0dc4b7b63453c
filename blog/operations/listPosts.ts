import { BLOG_DIR, type PostStatus } from '../postSchema.ts'
import { loadPosts } from '../readPosts.ts'
import type { ContentReader } from '../store/ContentStore.ts'

/** One line of the list of all posts, as the admin page and the CLI show it. */
export interface PostSummary {
  id: string
  title: string
  titleEn?: string
  slug: string
  slugEn?: string
  status: PostStatus
  scheduledDate: string | null
  publishedDate: string | null
}

/**
 * Every post, newest first, optionally of one status.
 *
 * @throws {BlogError} `invalid-post` when a post on disk is broken
 */
export async function listPosts(
  store: ContentReader,
  options: { status?: PostStatus; blogDir?: string } = {},
): Promise<PostSummary[]> {
  const posts = await loadPosts(store, options.blogDir ?? BLOG_DIR)
  return posts
    .filter((post) => options.status === undefined || post.fr.frontmatter.status === options.status)
    .map(({ id, fr, en }) => ({
      id,
      title: fr.frontmatter.title,
      ...(en ? { titleEn: en.frontmatter.title, slugEn: en.frontmatter.slug } : {}),
      slug: fr.frontmatter.slug,
      status: fr.frontmatter.status,
      scheduledDate: fr.frontmatter.scheduledDate ?? null,
      publishedDate: fr.frontmatter.publishedDate ?? null,
    }))
}
