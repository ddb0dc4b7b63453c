import type { SiteBlog } from '../engine/node.ts'

/*
 * The blogs read in this thread, by folder and instant. Kept on the global object: the server
 * bundle that renders the pages and the build script that writes the feeds, the sitemap and the
 * API's copy of the posts each hold their own copy of generator/siteBlog.ts, and one build should
 * read the posts once per thread. This module imports no code, so the page-render thread can hand
 * its rendered bodies back without loading the blog engine a second time.
 */
export const siteBlogs = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for('santra.siteBlogs')
] ??= new Map<string, Promise<SiteBlog>>()) as Map<string, Promise<SiteBlog>>

/** Post bodies rendered in one thread: per blog key, `[article path, HTML]` pairs. */
export type RenderedBodies = [key: string, bodies: [path: string, html: string][]][]

/** The post bodies this thread rendered, to hand to another thread of the same build. */
export async function renderedPostBodies(): Promise<RenderedBodies> {
  const blogs = await Promise.all(
    [...siteBlogs].map(async ([key, blog]) => {
      // A blog that failed to load is reported by the page that asked for it.
      const loaded = await blog.catch(() => undefined)
      return loaded ? [[key, [...loaded.bodies]] as RenderedBodies[number]] : []
    }),
  )
  return blogs.flat()
}

/** Takes the bodies another thread rendered for a blog this thread holds too. */
export async function adoptPostBodies(rendered: RenderedBodies): Promise<void> {
  for (const [key, bodies] of rendered) {
    const loaded = await siteBlogs.get(key)?.catch(() => undefined)
    if (!loaded) continue
    for (const [sitePath, html] of bodies) {
      if (!loaded.bodies.has(sitePath)) loaded.bodies.set(sitePath, html)
    }
  }
}
