import type { ContentStore } from './store/ContentStore.ts'
import { loadPostsReport } from './readPosts.ts'
import { isVisible } from './visibility.ts'
import { publicPost, type PublicPost } from './publicPost.ts'

/**
 * Where the public reads (`GET /api/blog`, `GET /api/blog/{slug}`) find the visible posts, already
 * shaped and rendered.
 */
export interface PublishedPosts {
  /** The visible posts without their text, newest first; `undefined` when there is no build yet. */
  list(): Promise<PublicPost[] | undefined>
  /** One visible post with its text, by its French or English slug (lower case). */
  bySlug(slug: string): Promise<PublicPost | undefined | 'no-build'>
}

/** Where the build writes the public posts, under the site's output folder. */
export const PUBLISHED_POSTS_DIR = '_data/blog'

/** The list file, under {@link PUBLISHED_POSTS_DIR}: the visible posts without their text. */
export const PUBLISHED_LIST_FILE = 'posts.json'

/** The file of one post with its text, under {@link PUBLISHED_POSTS_DIR}. */
export function publishedPostFile(id: string): string {
  return `${id}.json`
}

/**
 * The posts the build published, read from its output (`dist/` on Node, the worker's assets at
 * the edge): a public read costs one local file, never a call to GitHub nor a Markdown rendering.
 * A scheduled post appears with the first build after its date, as its page does.
 *
 * @param readText the text of a file under the output folder, `undefined` when it is missing
 */
export function builtPublishedPosts(
  readText: (file: string) => Promise<string | undefined>,
): PublishedPosts {
  const list = async () => {
    const text = await readText(`${PUBLISHED_POSTS_DIR}/${PUBLISHED_LIST_FILE}`)
    return text === undefined ? undefined : (JSON.parse(text) as PublicPost[])
  }
  return {
    list,
    async bySlug(slug) {
      const posts = await list()
      if (!posts) return 'no-build'
      const found = posts.find((post) => post.slug === slug || post.slugEn === slug)
      if (!found) return undefined
      const text = await readText(`${PUBLISHED_POSTS_DIR}/${publishedPostFile(found.id)}`)
      return text === undefined ? undefined : (JSON.parse(text) as PublicPost)
    },
  }
}

/**
 * The visible posts read from the store and rendered per request: for tests and scripts that
 * run the API without a build. The site's servers use {@link builtPublishedPosts}.
 */
export function storePublishedPosts(store: ContentStore, now: () => Date): PublishedPosts {
  const visible = async () => {
    const { posts, broken } = await loadPostsReport(store)
    // A broken post is left out of public answers (and logged, with its file and field).
    for (const { error } of broken) console.warn(`Broken post left out: ${error.message}`)
    const at = now()
    return posts.filter((post) => isVisible(post, at))
  }
  return {
    async list() {
      const posts = await visible()
      return Promise.all(posts.map((post) => publicPost(post, store, { withContent: false })))
    },
    async bySlug(slug) {
      const post = (await visible()).find(
        (candidate) =>
          candidate.fr.frontmatter.slug === slug || candidate.en?.frontmatter.slug === slug,
      )
      return post && publicPost(post, store, { withContent: true })
    },
  }
}
