import { BLOG_PATHS, type Locale, publicationDate, withResponsiveImages } from '../engine/index.ts'
import type { SitePost } from '../engine/node.ts'
import { siteBlog } from './siteBlog'
import {
  POSTS_PER_PAGE,
  type BlogListData,
  type BlogPostData,
  type PostSummary,
} from '../site/pages/Blog/blogLoaderData'
import { postBodyStore } from '../site/pages/Blog/postBodyStore'

/*
 * The blog's route loaders and static paths, run only while pre-rendering (the routes import
 * this module behind an `import.meta.env.SSR` guard, so Node code never reaches the browser).
 */

/** The image variants' module (sharp), imported on the first article, once. */
let variantsModule: Promise<typeof import('./images/postImageVariants')> | undefined

function summary(post: SitePost): PostSummary {
  return {
    path: post.path,
    title: post.title,
    description: post.description,
    publishedAt: post.publishedAt,
    dateLabel: publicationDate(post.publishedAt, post.locale),
    readingMinutes: post.readingMinutes,
  }
}

function pageCount(posts: readonly unknown[]): number {
  return Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE))
}

/** Data of the blog routes, computed from the posts visible in this build. */
export const blogServerData = {
  /** A list page: `page` is the `:page` parameter, absent on the first page. */
  async list(locale: Locale, page: string | undefined): Promise<BlogListData | null> {
    const posts = (await siteBlog()).posts[locale]
    const number = page === undefined ? 1 : Number(page)
    // `/blog/page/1` would duplicate `/blog`: only 2 and on have their own address.
    if (!Number.isInteger(number) || number < 1 || (page !== undefined && number < 2)) return null
    if (number > pageCount(posts)) return null
    const start = (number - 1) * POSTS_PER_PAGE
    return {
      posts: posts.slice(start, start + POSTS_PER_PAGE).map(summary),
      page: number,
      pageCount: pageCount(posts),
    }
  },

  /** An article, its body handed to the component through {@link postBodyStore}. */
  async post(locale: Locale, slug: string | undefined): Promise<BlogPostData | null> {
    const wanted = slug?.toLowerCase()
    const blog = await siteBlog()
    const post = blog.posts[locale].find((candidate) => candidate.slug === wanted)
    if (!post) return null
    // Photos become responsive WebP variants at build time (sharp, loaded only here).
    const { postImageVariants } = await (variantsModule ??= import('./images/postImageVariants'))
    const variants = await postImageVariants(blog.media.find((media) => media.id === post.id))
    postBodyStore.set(post.path, () => withResponsiveImages(post.html(), variants))
    const other: Locale = locale === 'fr' ? 'en' : 'fr'
    const versions = [{ locale, path: post.path }]
    if (post.alternatePath) versions.push({ locale: other, path: post.alternatePath })
    return {
      alternatePath: post.alternatePath ?? BLOG_PATHS[other],
      post: {
        ...summary(post),
        id: post.id,
        locale,
        updatedAt: post.updatedAt,
        versions: versions.sort((a, b) => (a.locale === 'fr' ? -1 : b.locale === 'fr' ? 1 : 0)),
      },
    }
  },

  /** Every article path of a language, for pre-rendering (`blog/mon-article`). */
  async postPaths(locale: Locale): Promise<string[]> {
    return (await siteBlog()).posts[locale].map((post) => post.path.slice(1))
  },

  /** The list pages after the first (`blog/page/2`...), for pre-rendering. */
  async listPagePaths(locale: Locale): Promise<string[]> {
    const count = pageCount((await siteBlog()).posts[locale])
    return Array.from(
      { length: count - 1 },
      (_, index) => `${BLOG_PATHS[locale].slice(1)}/page/${index + 2}`,
    )
  },
}
