import type { Locale } from '../../../engine/index.ts'

/** How many cards a blog list page shows; older posts go to `/blog/page/2` and on. */
export const POSTS_PER_PAGE = 12

/** What a card and an article header show of a post. Never its body. */
export interface PostSummary {
  /** The article's path, e.g. `/blog/mon-article`. */
  path: string
  title: string
  /** The excerpt, or the start of the text. */
  description: string
  /** ISO 8601, for `<time dateTime>` and the article metadata. */
  publishedAt: string
  /** The publication date as the page's language writes it, in Québec's time zone. */
  dateLabel: string
  readingMinutes: number
}

/** Loader data of a blog list page (`/blog`, `/blog/page/2`...). */
export interface BlogListData {
  posts: PostSummary[]
  /** 1 for the first page. */
  page: number
  pageCount: number
}

/**
 * Loader data of an article. The body is deliberately absent: it reaches the visitor once, in the
 * pre-rendered HTML (see `PostBody`), instead of a second time as hydration data.
 */
export interface BlogPostData {
  /** Where the language switch goes: the other version, else the other language's blog. */
  alternatePath: string
  post: PostSummary & {
    id: string
    locale: Locale
    updatedAt: string
    /** The versions of the post, for hreflang (one entry when it is not translated). */
    versions: { locale: Locale; path: string }[]
  }
}
