import { imageSize, type ImageSize } from './imageSize.ts'
import { postDescription } from './postDescription.ts'
import { postFolder } from './postFile.ts'
import type { Post, PostStatus } from './postSchema.ts'
import { renderMarkdown } from './renderMarkdown.ts'
import { postMediaPath } from '../siteModel/blogPaths.ts'
import type { ContentReader } from './store/ContentStore.ts'

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

/** One language of a post as the API shows it: its excerpt, and its text when asked for. */
export interface PublicVersion {
  excerpt: string
  html?: string
}

/**
 * A post's public fields from its versions, already rendered: the build makes them from the
 * bodies its pages rendered, {@link publicPost} renders them itself.
 */
export function publicPostOf(
  post: Post,
  versions: { fr: PublicVersion; en?: PublicVersion | undefined },
): PublicPost {
  const { frontmatter } = post.fr
  const { fr, en } = versions
  const english = en && post.en
  return {
    id: post.id,
    title: frontmatter.title,
    slug: frontmatter.slug,
    excerpt: fr.excerpt,
    ...(fr.html === undefined ? {} : { content: fr.html }),
    ...(english
      ? {
          titleEn: english.frontmatter.title,
          slugEn: english.frontmatter.slug,
          excerptEn: en.excerpt,
          ...(en.html === undefined ? {} : { contentEn: en.html }),
        }
      : {}),
    status: frontmatter.status,
    scheduledDate: frontmatter.scheduledDate ?? null,
    publishedDate: frontmatter.publishedDate ?? null,
    createdAt: frontmatter.createdAt,
    updatedAt: frontmatter.updatedAt,
  }
}

/**
 * Shapes a post for the public API, rendering its texts.
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
  const version = (
    text: { frontmatter: { excerpt?: string | undefined }; body: string },
    language: 'fr' | 'en',
  ): PublicVersion => {
    const rendered = renderMarkdown(text.body, {
      imageBase: options.imageBase ?? postMediaPath(post.id),
      imageSizes,
      language,
    })
    return {
      excerpt: postDescription(text.frontmatter.excerpt, rendered.lead),
      ...(options.withContent ? { html: rendered.html } : {}),
    }
  }
  return publicPostOf(post, {
    fr: version(post.fr, 'fr'),
    // The site shows an English version only when it has a text.
    en: post.en && post.en.body.trim() !== '' ? version(post.en, 'en') : undefined,
  })
}
