import path from 'node:path'
import { BlogError } from './errors.ts'
import { imageSize, type ImageSize } from './imageSize.ts'
import { postDescription } from './postDescription.ts'
import { assertPostImageContent } from './postImages.ts'
import { POST_FILE_NAMES, postFolder } from './postFile.ts'
import { BLOG_DIR, type Post } from './postSchema.ts'
import { loadPosts, postsFolderReader } from './readPosts.ts'
import { renderMarkdown } from './renderMarkdown.ts'
import type { ContentReader } from './store/ContentStore.ts'
import { isVisible } from './visibility.ts'

/** Reading speed used for the reading time, in words per minute. */
const WORDS_PER_MINUTE = 220

import type { SiteLocale } from './languageTags.ts'

export type { SiteLocale }

/** Where the site shows the blog, from its route table: the engine is handed them. */
export interface BlogAddresses {
  /** Each language's blog list; an article is `<list>/<slug>`. */
  lists: Readonly<Record<SiteLocale, string>>
  /** The site address of a post's folder, where its images are served (ends with `/`). */
  media: (id: string) => string
}

/** One language version of a visible post, ready for the site. */
export interface SitePost {
  /** The post folder name, `YYYY-MM-DD-<french-slug>`. */
  id: string
  locale: SiteLocale
  slug: string
  /** The article's path on the site, e.g. `/blog/mon-article`. */
  path: string
  /** The path of the other language's version, when the post has one. */
  alternatePath?: string
  title: string
  /** The excerpt, or the start of the text (for cards, meta descriptions and feeds). */
  description: string
  /** When it was published (or became due), ISO 8601 with the offset written in the file. */
  publishedAt: string
  /** When the post was last changed, ISO 8601. */
  updatedAt: string
  readingMinutes: number
  /**
   * The body as sanitized HTML, rendered on first use and kept in {@link SiteBlog.bodies}: only
   * the article's page and the API's copy of the post need it, so the lists never pay for it.
   */
  html(): string
}

/** The images of a visible post, to publish beside its pages. */
export interface SitePostMedia {
  id: string
  /** The folder holding the files, as given to {@link loadSiteBlog}. */
  folder: string
  files: string[]
}

/** Everything the site shows of the blog, decided once per build. */
export interface SiteBlog {
  /** When visibility was decided. */
  now: Date
  /** Visible posts of each language, newest first. French holds every visible post. */
  posts: Readonly<Record<SiteLocale, readonly SitePost[]>>
  media: readonly SitePostMedia[]
  /** The visible posts as read, in the store's order: the API's public answers are made of them. */
  visible: readonly Post[]
  /**
   * The bodies rendered so far, as sanitized HTML, by article path. A build that renders pages on
   * two threads hands one thread's bodies to the other, so no body is rendered twice.
   */
  bodies: Map<string, string>
}

/**
 * Reads, validates and renders the posts the site shows at `now`: published, or scheduled for a
 * moment already past. Drafts and future posts are left out here, so no page, list, feed or
 * sitemap can show them.
 *
 * @throws {BlogError} `invalid-post` for a file that breaks the post format, or two visible posts
 *   sharing a slug, naming the files
 */
export async function loadSiteBlog(options: {
  contentDir?: string
  now: Date
  addresses: BlogAddresses
  /** Where the files are read; by default the file system, through the store's reader. */
  reader?: ContentReader
}): Promise<SiteBlog> {
  const contentDir = options.contentDir ?? BLOG_DIR
  const reader = options.reader ?? postsFolderReader(contentDir)
  const visible = (await loadPosts(reader, contentDir)).filter((post) =>
    isVisible(post, options.now),
  )
  const bodies = new Map<string, string>()
  const rendered = await Promise.all(
    visible.map((post) => renderPost(post, contentDir, reader, options.addresses, bodies)),
  )
  const fr = rendered.map((versions) => versions.fr)
  const en = rendered.flatMap((versions) => (versions.en ? [versions.en] : []))
  assertUniqueSlugs(fr, contentDir)
  assertUniqueSlugs(en, contentDir)
  return {
    now: options.now,
    posts: { fr, en },
    media: visible
      .filter((post) => post.images.length > 0)
      .map((post) => ({
        id: post.id,
        folder: postFolder(post.id, contentDir),
        files: post.images,
      })),
    visible,
    bodies,
  }
}

async function renderPost(
  post: Post,
  contentDir: string,
  reader: ContentReader,
  addresses: BlogAddresses,
  bodies: Map<string, string>,
): Promise<{ fr: SitePost; en?: SitePost }> {
  const folder = postFolder(post.id, contentDir)
  const imageSizes = new Map<string, ImageSize>()
  await Promise.all(
    post.images.map(async (file) => {
      const bytes = await reader.read(path.join(folder, file))
      if (!bytes)
        throw new BlogError(
          'invalid-post',
          `${folder}/${file}: the image is listed but cannot be read.`,
        )
      assertPostImageContent(folder, file, bytes)
      const size = imageSize(bytes)
      if (size) imageSizes.set(file, size)
    }),
  )
  const render = { imageBase: addresses.media(post.id), imageSizes }
  const { frontmatter } = post.fr
  const publishedAt =
    frontmatter.publishedDate ?? frontmatter.scheduledDate ?? frontmatter.createdAt
  // The spec lists an English post only when it has both a title and a body.
  const english = post.en && post.en.body.trim() !== '' ? post.en : undefined
  const frPath = `${addresses.lists.fr}/${frontmatter.slug}`
  const enPath = english ? `${addresses.lists.en}/${english.frontmatter.slug}` : undefined
  const version = (
    locale: SiteLocale,
    fields: { slug: string; title: string; excerpt?: string | undefined },
    body: string,
    sitePath: string,
    alternatePath: string | undefined,
  ): SitePost => {
    const hasExcerpt = fields.excerpt !== undefined && fields.excerpt.trim() !== ''
    return {
      id: post.id,
      locale,
      slug: fields.slug,
      path: sitePath,
      ...(alternatePath === undefined ? {} : { alternatePath }),
      title: fields.title,
      description: postDescription(
        fields.excerpt,
        hasExcerpt ? '' : renderMarkdown(body, { ...render, language: locale }).lead,
      ),
      publishedAt,
      updatedAt: frontmatter.updatedAt,
      readingMinutes: Math.max(1, Math.round(markdownWordCount(body) / WORDS_PER_MINUTE)),
      html: () => {
        let html = bodies.get(sitePath)
        if (html === undefined) {
          html = renderMarkdown(body, { ...render, language: locale }).html
          bodies.set(sitePath, html)
        }
        return html
      },
    }
  }
  const fr = version('fr', frontmatter, post.fr.body, frPath, enPath)
  if (!english || enPath === undefined) return { fr }
  return { fr, en: version('en', english.frontmatter, english.body, enPath, frPath) }
}

function assertUniqueSlugs(posts: readonly SitePost[], contentDir: string): void {
  const seen = new Map<string, SitePost>()
  for (const post of posts) {
    const other = seen.get(post.slug)
    if (other) {
      const file = (id: string) => `${postFolder(id, contentDir)}/${POST_FILE_NAMES[post.locale]}`
      throw new BlogError(
        'invalid-post',
        `${file(post.id)}: field "slug": "${post.slug}" is already the slug of ${file(other.id)}; two posts cannot share an address.`,
        { file: file(post.id), field: 'slug' },
      )
    }
    seen.set(post.slug, post)
  }
}

/**
 * The words a reader reads in a Markdown text: link text counts, addresses, images and Markdown
 * marks do not. Close enough to the rendered text for a reading time, without parsing.
 */
export function markdownWordCount(markdown: string): number {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^[\]]*)\]\([^()]*\)/g, '$1')
    .replace(/<[^<>]+>/g, ' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}
