import type { LoaderFunction } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { BLOG_PATHS, type Locale } from '../../../engine/index.ts'
import type { RouteHandle } from '../../routes/routeHandle'

/*
 * Loaders and static paths run only while pre-rendering: in the browser vite-react-ssg replaces
 * every loader with one that reads the data written at build time. The `import.meta.env.SSR`
 * guards let the browser bundle drop the server module (and gray-matter, remark, fs) entirely.
 */

/**
 * The server module, imported once per thread: each `import()` would resolve it again, through
 * the build's TypeScript loader, for each of thousands of pages.
 */
let serverModule: Promise<typeof import('../../../generator/blogServerData')> | undefined

const listPage = () => import('./BlogListPage')
const postPage = () => import('./BlogPostPage')

/** The loader of a blog list page (the first page, from the route table, and the next ones). */
export function blogListLoader(locale: Locale): LoaderFunction {
  return async ({ params }) => {
    if (import.meta.env.SSR) {
      const { blogServerData } = await (serverModule ??=
        import('../../../generator/blogServerData'))
      return blogServerData.list(locale, params.page)
    }
    return null
  }
}

function postLoader(locale: Locale): LoaderFunction {
  return async ({ params }) => {
    if (import.meta.env.SSR) {
      const { blogServerData } = await (serverModule ??=
        import('../../../generator/blogServerData'))
      return blogServerData.post(locale, params.slug)
    }
    return null
  }
}

async function staticPaths(pick: 'postPaths' | 'listPagePaths', locale: Locale): Promise<string[]> {
  if (import.meta.env.SSR) {
    const { blogServerData } = await (serverModule ??= import('../../../generator/blogServerData'))
    return blogServerData[pick](locale)
  }
  return []
}

/**
 * The article and older-articles routes of both languages. The handle names the language
 * outright: a French slug may well contain "-en", so the path cannot tell.
 */
export const blogRoutes: RouteRecord[] = (['fr', 'en'] as const).flatMap((locale) => {
  const handle: RouteHandle = { locale, page: 'blog', islands: true }
  const base = BLOG_PATHS[locale].slice(1)
  return [
    {
      path: `${base}/page/:page`,
      lazy: listPage,
      loader: blogListLoader(locale),
      getStaticPaths: () => staticPaths('listPagePaths', locale),
      handle,
    },
    {
      path: `${base}/:slug`,
      lazy: postPage,
      loader: postLoader(locale),
      getStaticPaths: () => staticPaths('postPaths', locale),
      handle,
    },
  ]
})
