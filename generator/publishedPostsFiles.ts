import { access, mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { publicPostOf, type PublicVersion } from '../engine/index.ts'
import {
  PUBLISHED_LIST_FILE,
  PUBLISHED_POSTS_DIR,
  publishedPostFile,
  type SiteBlog,
  type SitePost,
} from '../engine/node.ts'

/**
 * Writes what the public reads of the API answer (`GET /api/blog`, `GET /api/blog/{slug}`), from
 * the posts the pages show at the build's instant: the list without the texts, and one file per
 * post with its text rendered. The servers read these files, so a public read never calls GitHub
 * and never renders Markdown (0.7 to 1.1 s per list of 103 posts when it did, per request).
 *
 * The texts are the bodies the article pages rendered (`blog.bodies`, both threads' once the
 * build has gathered them): rendering them again cost 12.6 s of a 29 s build of 1,000 bilingual
 * posts. On a rebuild into the same folder (`kept`), a post whose article pages were not drawn
 * again has the same files and code as last time: its file is kept as it is.
 *
 * @param outDir the build's output folder (`dist`)
 * @param blog the blog the pages were built from
 * @param kept whether `outDir` holds the last build's files, untouched, from the same code
 */
export async function writePublishedPosts(
  outDir: string,
  blog: SiteBlog,
  kept: boolean,
): Promise<void> {
  const folder = path.join(outDir, PUBLISHED_POSTS_DIR)
  const versions = new Map<string, { fr: SitePost; en?: SitePost }>()
  for (const post of blog.posts.fr) versions.set(post.id, { fr: post })
  for (const post of blog.posts.en) {
    const found = versions.get(post.id)
    if (found) found.en = post
  }
  const posts = blog.visible.flatMap((post) => {
    const shown = versions.get(post.id)
    return shown ? [{ post, ...shown }] : []
  })
  const version = (shown: SitePost | undefined, withContent: boolean): PublicVersion | undefined =>
    shown && { excerpt: shown.description, ...(withContent ? { html: shown.html() } : {}) }
  // Decided before any body is rendered here: a body already there was drawn with its page.
  const drawn = (shown: { fr: SitePost; en?: SitePost }) =>
    blog.bodies.has(shown.fr.path) || (shown.en !== undefined && blog.bodies.has(shown.en.path))
  const stale = await Promise.all(
    posts.map(
      async (shown) =>
        !kept ||
        drawn(shown) ||
        !(await access(path.join(folder, publishedPostFile(shown.post.id))).then(
          () => true,
          () => false,
        )),
    ),
  )
  await mkdir(folder, { recursive: true })
  // Posts no longer visible disappear with their file; the folder is this step's own.
  const files = new Set([
    PUBLISHED_LIST_FILE,
    ...posts.map(({ post }) => publishedPostFile(post.id)),
  ])
  for (const file of await readdir(folder)) {
    if (!files.has(file)) await rm(path.join(folder, file), { recursive: true, force: true })
  }
  const list = posts.map(({ post, fr, en }) =>
    publicPostOf(post, { fr: { excerpt: fr.description }, en: version(en, false) }),
  )
  await writeFile(path.join(folder, PUBLISHED_LIST_FILE), JSON.stringify(list))
  await Promise.all(
    posts
      .filter((_, index) => stale[index])
      .map(({ post, fr, en }) => {
        const full = publicPostOf(post, {
          fr: { excerpt: fr.description, html: fr.html() },
          en: version(en, true),
        })
        return writeFile(path.join(folder, publishedPostFile(post.id)), JSON.stringify(full))
      }),
  )
}
