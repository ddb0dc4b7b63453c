/** Longest meta description, in characters (the spec's fallback length). */
export const DESCRIPTION_MAX_LENGTH = 155

/**
 * The description of a post for search engines, cards and feeds: its excerpt when it has one,
 * otherwise its first paragraph of running text, at most 155 characters, cut after a whole word
 * and ended with an ellipsis when shortened.
 *
 * @param excerpt the excerpt from the frontmatter, if any
 * @param text the body's first paragraph of running text, as plain text (renderMarkdown's `lead`)
 */
export function postDescription(excerpt: string | undefined, text: string): string {
  const chosen = excerpt?.trim() ? excerpt : text
  // French no-break spaces (before : ; ! ? and inside « ») are kept: they are typography.
  const flat = chosen.replace(/[^\S\u00a0\u202f]+/g, ' ').trim()
  if (flat.length <= DESCRIPTION_MAX_LENGTH) return flat
  const room = flat.slice(0, DESCRIPTION_MAX_LENGTH)
  const lastSpace = room.lastIndexOf(' ', DESCRIPTION_MAX_LENGTH - 1)
  const cut = lastSpace > DESCRIPTION_MAX_LENGTH / 2 ? room.slice(0, lastSpace) : room.slice(0, -1)
  return `${cut.replace(/(?<![\s,;:.!?–—-])[\s,;:.!?–—-]+$/u, '')}…`
}
