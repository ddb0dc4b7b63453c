import { BlogError, type ContentReader, parseInput, postIdParamSchema } from '../engine/index.ts'
import { listPosts } from '../engine/node.ts'

/** What an id or its beginning may hold: ids are lowercase letters, digits and hyphens. */
const ID_PREFIX = /^[a-z0-9-]{1,200}$/
/** How many candidates an ambiguous beginning names before counting the rest. */
const NAMED_CANDIDATES = 8

const frenchList = new Intl.ListFormat('fr', { type: 'conjunction' })
const englishList = new Intl.ListFormat('en', { type: 'conjunction' })

/**
 * The id of the post `typed` names among `ids`: its whole id, or any beginning that only one id
 * has, so an id can be typed as far as it is unique (`2026-11-25` on a day with one post).
 * Case and surrounding spaces do not count.
 *
 * @throws {BlogError} `invalid-input` for characters no id holds, or a beginning several ids
 *   share (the sentence names them); `not-found` when no id begins so
 */
export function matchPostId(typed: string, ids: readonly string[]): string {
  const wanted = typed.trim().toLowerCase()
  // No id holds anything else: the schema's sentence says what an id looks like.
  if (!ID_PREFIX.test(wanted)) return parseInput(postIdParamSchema, { id: typed }).id
  if (ids.includes(wanted)) return wanted
  const candidates = ids.filter((id) => id.startsWith(wanted)).sort()
  const [only] = candidates
  if (only !== undefined && candidates.length === 1) return only
  if (only === undefined) {
    throw new BlogError(
      'not-found',
      `Aucun article n’a d’identifiant qui commence par « ${wanted} » : la commande list les affiche tous.`,
      { english: `No post has an id starting with “${wanted}”: the list command shows them all.` },
    )
  }
  const named = candidates.slice(0, NAMED_CANDIDATES)
  const others = candidates.length - named.length
  const frNames = frenchList.format(
    others > 0 ? [...named, `${others} autre${others > 1 ? 's' : ''}`] : named,
  )
  const enNames = englishList.format(
    others > 0 ? [...named, `${others} other${others > 1 ? 's' : ''}`] : named,
  )
  throw new BlogError(
    'invalid-input',
    `« ${wanted} » est le début de ${candidates.length} identifiants, ${frNames} : tapez-en assez pour n’en désigner qu’un.`,
    {
      english: `“${wanted}” begins ${candidates.length} ids, ${enNames}: type enough of one to name it alone.`,
    },
  )
}

/** The id of the post `typed` names in the repository, as {@link matchPostId} finds it. */
export async function resolvePostId(store: ContentReader, typed: string): Promise<string> {
  const posts = await listPosts(store)
  return matchPostId(
    typed,
    posts.map((post) => post.id),
  )
}
