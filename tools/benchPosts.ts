/*
 * Posts for the build benchmarks: numbered copies of a model post, written as the store writes
 * them, and the one post a rebuild adds.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { serializePost } from '../engine/blog/postFile.ts'
import type { Post, PostVersion } from '../engine/blog/postSchema.ts'
import { readPosts } from '../engine/blog/readPosts.ts'
import { toTorontoIso } from '../engine/blog/torontoTime.ts'

/** A copy of `model` published at `day`, its titles and slugs numbered. */
export function numberedPost(model: Post, number: number, day: Date): Post {
  const date = toTorontoIso(day)
  const slug = `${model.fr.frontmatter.slug}-${number}`
  const numbered = <F extends { title: string; slug: string }>(
    version: PostVersion<F>,
    versionSlug: string,
  ): PostVersion<F> => ({
    frontmatter: {
      ...version.frontmatter,
      title: `${version.frontmatter.title} (${number})`,
      slug: versionSlug,
    },
    body: version.body,
  })
  const fr = numbered(model.fr, slug)
  return {
    id: `${date.slice(0, 10)}-${slug}`,
    images: [],
    fr: {
      ...fr,
      frontmatter: {
        ...fr.frontmatter,
        status: 'published',
        scheduledDate: date,
        publishedDate: date,
        createdAt: date,
        updatedAt: date,
      },
    },
    ...(model.en && { en: numbered(model.en, `${model.en.frontmatter.slug}-${number}`) }),
  }
}

/** Writes `post` into `blogDir`, as the store does. */
export async function writePost(blogDir: string, post: Post): Promise<void> {
  const files = serializePost(post)
  await mkdir(path.join(blogDir, post.id), { recursive: true })
  await writeFile(path.join(blogDir, post.id, 'fr.md'), files.fr)
  if (files.en) await writeFile(path.join(blogDir, post.id, 'en.md'), files.en)
}

/** Adds to `blogDir` a copy of the first post of `modelDir`, numbered `number`, dated `day`. */
export async function addOnePost(
  blogDir: string,
  modelDir: string,
  number: number,
  day: Date,
): Promise<void> {
  const [model] = await readPosts(modelDir)
  if (!model) throw new Error(`${modelDir} has no post to model the benchmark on.`)
  await writePost(blogDir, numberedPost(model, number, day))
}
