import path from 'node:path'
import { loadSiteBlog, type SiteBlog } from '../../blog/loadSiteBlog.ts'
import { blogAddresses } from '../routes/blogPaths.ts'
import { siteBuildConfig } from './siteBuildConfig.ts'

/*
 * Kept on the global object, by folder and instant: the server bundle that renders the pages and
 * the build script that writes the feeds and the sitemap each hold their own copy of this module,
 * and one build should read the posts once.
 */
const blogs = ((globalThis as { [key: symbol]: unknown })[Symbol.for('santra.siteBlogs')] ??=
  new Map<string, Promise<SiteBlog>>()) as Map<string, Promise<SiteBlog>>

/** The blog of this build, read once and shared by every page rendered in the process. */
export function siteBlog(): Promise<SiteBlog> {
  const config = siteBuildConfig()
  const contentDir = config.contentDir
  const now = config.buildTime()
  const key = `${path.resolve(contentDir)}\n${now.toISOString()}`
  let blog = blogs.get(key)
  if (!blog) {
    blog = loadSiteBlog({ contentDir, now, addresses: blogAddresses })
    blogs.set(key, blog)
  }
  return blog
}
