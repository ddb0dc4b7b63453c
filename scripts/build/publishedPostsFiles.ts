import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { publicPost } from '../../api/publicPost.ts'
import {
  PUBLISHED_LIST_FILE,
  PUBLISHED_POSTS_DIR,
  publishedPostFile,
} from '../../api/publishedPosts.ts'
import { loadPosts } from '../../blog/readPosts.ts'
import { fileSystemReader } from '../../blog/store/fileSystemReader.ts'
import { isVisible } from '../../blog/visibility.ts'

/**
 * Writes what the public reads of the API answer (`GET /api/blog`, `GET /api/blog/{slug}`), from
 * the posts the pages show at the build's instant: the list without the texts, and one file per
 * post with its text rendered. The servers read these files, so a public read never calls GitHub
 * and never renders Markdown (0.7 to 1.1 s per list of 103 posts when it did, per request).
 *
 * @param outDir the build's output folder (`dist`)
 * @param contentDir the blog folder the build reads
 * @param now the build's instant
 */
export async function writePublishedPosts(
  outDir: string,
  contentDir: string,
  now: Date,
): Promise<void> {
  const reader = fileSystemReader()
  const visible = (await loadPosts(reader, contentDir)).filter((post) => isVisible(post, now))
  const [list, full] = await Promise.all([
    Promise.all(
      visible.map((post) => publicPost(post, reader, { withContent: false, contentDir })),
    ),
    Promise.all(visible.map((post) => publicPost(post, reader, { withContent: true, contentDir }))),
  ])
  const folder = path.join(outDir, PUBLISHED_POSTS_DIR)
  // The folder is this step's own: posts no longer visible disappear with it.
  await rm(folder, { recursive: true, force: true })
  await mkdir(folder, { recursive: true })
  await writeFile(path.join(folder, PUBLISHED_LIST_FILE), JSON.stringify(list))
  await Promise.all(
    full.map((post) =>
      writeFile(path.join(folder, publishedPostFile(post.id)), JSON.stringify(post)),
    ),
  )
}
