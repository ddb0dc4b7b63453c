/** The longest slug kept, cut at a hyphen: long titles make unwieldy addresses. */
const MAX_SLUG_LENGTH = 80

/**
 * A URL slug from a title: accents folded, lowercase, words joined by hyphens
 * (« L’été, ça s’organise ! » gives `l-ete-ca-s-organise`).
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' et ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
  if (slug.length <= MAX_SLUG_LENGTH) return slug || 'article'
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1)
  return cut.slice(0, Math.max(cut.lastIndexOf('-'), 1)).replace(/(?<!-)-+$/, '')
}

/** `slug`, or `slug-2`, `slug-3`... the first one that is not taken. */
export function uniqueSlug(slug: string, isTaken: (candidate: string) => boolean): string {
  if (!isTaken(slug)) return slug
  for (let suffix = 2; ; suffix++) {
    const candidate = `${slug}-${suffix}`
    if (!isTaken(candidate)) return candidate
  }
}
