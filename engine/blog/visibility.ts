import type { Post } from './postSchema.ts'

/**
 * Whether the public site shows a post at `now`: published, or scheduled for a moment already
 * past (so a rebuild never holds back a due post even before `publish-due` has run).
 */
export function isVisible(post: Pick<Post, 'fr'>, now: Date): boolean {
  const { status, scheduledDate } = post.fr.frontmatter
  if (status === 'published') return true
  return (
    status === 'scheduled' && scheduledDate != null && Date.parse(scheduledDate) <= now.getTime()
  )
}
