import { expect, it } from 'vitest'
import { findPage } from '../site/routes/pageTable.ts'
import { BLOG_PATHS } from './blogPaths.ts'

it('places the blog where the route table does', () => {
  const entry = findPage('blog')
  expect(BLOG_PATHS).toEqual({ fr: entry.fr?.path, en: entry.en?.path })
})
