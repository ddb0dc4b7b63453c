/** The longest excerpt, ellipsis included: what search engines show of a description. */
const MAX_EXCERPT_LENGTH = 155

/**
 * A plain-text excerpt: the text itself when short enough, otherwise cut at the last word
 * boundary that leaves room for '…'.
 */
export function excerptOf(text: string, maxLength: number = MAX_EXCERPT_LENGTH): string {
  // French no-break spaces (before : ; ! ? and inside « ») are kept: they are typography.
  const clean = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim()
  if (clean.length <= maxLength) return clean
  // The space after the last whole word may sit right at the limit, where '…' goes.
  const boundary = clean.lastIndexOf(' ', maxLength - 1)
  const cut = clean.slice(0, boundary > 0 ? boundary : maxLength - 1)
  return `${cut.replace(/(?<![\s,;:.!?«—–-])[\s,;:.!?«—–-]+$/u, '')}…`
}
