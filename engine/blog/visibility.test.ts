import { describe, expect, it } from 'vitest'
import type { FrenchFrontmatter } from './postSchema.ts'
import { isVisible } from './visibility.ts'

const at = '2026-11-23T08:00:00-05:00'
const instant = new Date(at).getTime()
const post = (frontmatter: Partial<FrenchFrontmatter>) => ({
  fr: {
    frontmatter: {
      title: 'T',
      slug: 't',
      status: 'draft' as const,
      createdAt: at,
      updatedAt: at,
      ...frontmatter,
    },
    body: '',
  },
})

describe('isVisible', () => {
  it('shows a scheduled post from its date on, not one second before', () => {
    const scheduled = post({ status: 'scheduled', scheduledDate: at })
    expect(isVisible(scheduled, new Date(instant - 1000))).toBe(false)
    expect(isVisible(scheduled, new Date(instant))).toBe(true)
    expect(isVisible(scheduled, new Date(instant + 1000))).toBe(true)
  })

  it('always shows a published post and never a draft', () => {
    expect(isVisible(post({ status: 'published', publishedDate: at }), new Date(0))).toBe(true)
    expect(isVisible(post({ status: 'draft', scheduledDate: at }), new Date(instant + 1000))).toBe(
      false,
    )
  })
})
