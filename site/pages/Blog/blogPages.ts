import blogEn from '../../../content/pages/en/blog.yaml'
import blogFr from '../../../content/pages/fr/blog.yaml'
import type { BlogPageCopy } from '../../copy/pageCopySchemas'
import type { Locale } from '../../../engine/index.ts'

/**
 * The blog pages' copy in each language (content/pages/<locale>/blog.yaml): the list and article
 * routes serve both languages, and the copy is a few lines.
 */
export const blogPages: Record<Locale, BlogPageCopy> = { fr: blogFr, en: blogEn }
