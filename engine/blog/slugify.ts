/**
 * The longest new slug: with the `YYYY-MM-DD-` date, a post's id stays near 70 characters,
 * short enough to read in an address bar and to copy from one line of `santra-blog list`.
 */
export const MAX_SLUG_LENGTH = 60

/**
 * The shortest slug a cut at a word keeps: when the only hyphen comes earlier (a 50-letter
 * word, a pasted address), the slug is cut inside the word rather than reduced to one word.
 */
const MIN_CUT_LENGTH = 20

/**
 * A URL slug from a title: accents folded, lowercase, words joined by hyphens
 * (« L’été, ça s’organise ! » gives `l-ete-ca-s-organise`), cut after the last whole word that
 * fits in {@link MAX_SLUG_LENGTH} characters.
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
    // Runs of hyphens are single by now: one at either end at most.
    .replace(/^-|-$/g, '')
  if (slug.length <= MAX_SLUG_LENGTH) return slug || 'article'
  // The hyphen after the last word that fits; a hyphen at index 60 means that word fits exactly.
  const lastHyphen = slug.lastIndexOf('-', MAX_SLUG_LENGTH)
  return slug.slice(0, lastHyphen >= MIN_CUT_LENGTH ? lastHyphen : MAX_SLUG_LENGTH)
}

/**
 * The blog API's own words beside `/api/blog/<slug>` (`/api/blog/all`, `/api/blog/trash`…): the
 * API could not serve a post of that slug, so a post never takes one. The server's tests check
 * this list against the API's routes.
 */
export const API_WORDS: ReadonlySet<string> = new Set([
  'all',
  'deployment',
  'preview',
  'publish-scheduled',
  'trash',
  'upload',
])

/** `slug`, or `slug-2`, `slug-3`... the first one that is neither taken nor one of {@link API_WORDS}. */
export function uniqueSlug(slug: string, isTaken: (candidate: string) => boolean): string {
  const free = (candidate: string) => !API_WORDS.has(candidate) && !isTaken(candidate)
  if (free(slug)) return slug
  for (let suffix = 2; ; suffix++) {
    const candidate = `${slug}-${suffix}`
    if (free(candidate)) return candidate
  }
}
