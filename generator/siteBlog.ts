import path from 'node:path'
import { loadSiteBlog, type SiteBlog } from '../engine/node.ts'
import { blogAddresses } from '../engine/index.ts'
import { siteBlogs as blogs } from './siteBlogRegistry.ts'
import { siteBuildConfig } from './siteBuildConfig.ts'

/** The blog of this build, read once per thread (see siteBlogRegistry.ts) and shared by its pages. */
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
