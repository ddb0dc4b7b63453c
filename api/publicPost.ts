import { imageSize, type ImageSize } from '../blog/imageSize'
import { postDescription } from '../blog/postDescription'
import { postFolder } from '../blog/postFile'
import type { Post, PostStatus } from '../blog/postSchema'
import { renderMarkdown } from '../blog/renderMarkdown'
import { postMediaPath } from '../site/routes/blogPaths'
import type { ContentReader } from '../blog/store/ContentStore'

/**
 * A visible post as `GET /api/blog` and `GET /api/blog/{slug}` answer it: the fields of the
 * spec's `blog_posts`, with `content` as sanitized HTML. The English fields are present only when
 * the post has an English text. Lists leave out `content` and `contentEn` to stay small.
 */
export interface PublicPost {
  id: string
  title: string
  slug: string
  /** The excerpt, or the start of the text when the post has none. */
  excerpt: string
  content?: string
  titleEn?: string
  slugEn?: string
  excerptEn?: string
  contentEn?: string
  status: PostStatus
  scheduledDate: string | null
  publishedDate: string | null
  createdAt: string
  updatedAt: string
}

/**
 * Shapes a post for the public API.
 *
 * @param reader where the post's images are read to give them their size (only with `content`)
 * @param options.imageBase where the text's images point, the post's folder on the site unless
 *   given (the preview reads them from the API instead)
 * @param options.contentDir the blog folder `reader` holds the post in, `content/blog` unless given
 */
export async function publicPost(
  post: Post,
  reader: ContentReader,
  options: { withContent: boolean; imageBase?: string; contentDir?: string },
): Promise<PublicPost> {
  const imageSizes = new Map<string, ImageSize>()
  if (options.withContent) {
    await Promise.all(
      post.images.map(async (name) => {
        const bytes = await reader.read(`${postFolder(post.id, options.contentDir)}/${name}`)
        const size = bytes && imageSize(bytes)
        if (size) imageSizes.set(name, size)
      }),
    )
  }
  const render = (markdown: string, language: 'fr' | 'en') =>
    renderMarkdown(markdown, {
      imageBase: options.imageBase ?? postMediaPath(post.id),
      imageSizes,
      language,
    })
  const { frontmatter } = post.fr
  const fr = render(post.fr.body, 'fr')
  const english = post.en && post.en.body.trim() !== '' ? post.en : undefined
  const en = english && render(english.body, 'en')
  return {
    id: post.id,
    title: frontmatter.title,
    slug: frontmatter.slug,
    excerpt: postDescription(frontmatter.excerpt, fr.text),
    ...(options.withContent ? { content: fr.html } : {}),
    ...(english && en
      ? {
          titleEn: english.frontmatter.title,
          slugEn: english.frontmatter.slug,
          excerptEn: postDescription(english.frontmatter.excerpt, en.text),
          ...(options.withContent ? { contentEn: en.html } : {}),
        }
      : {}),
    status: frontmatter.status,
    scheduledDate: frontmatter.scheduledDate ?? null,
    publishedDate: frontmatter.publishedDate ?? null,
    createdAt: frontmatter.createdAt,
    updatedAt: frontmatter.updatedAt,
  }
}
