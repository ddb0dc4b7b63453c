import {
  BlogError,
  type ContentReader,
  parseInput,
  postIdParamSchema,
  torontoDay,
} from '../engine/index.ts'
import { listPosts, type PostSummary } from '../engine/node.ts'

/** What an id, a slug or a part of them may hold: lowercase letters, digits and hyphens. */
const NAME_PART = /^[a-z0-9-]{1,200}$/
/** How many candidates an ambiguous part names before counting the rest. */
const NAMED_CANDIDATES = 8

const frenchList = new Intl.ListFormat('fr', { type: 'conjunction' })
const englishList = new Intl.ListFormat('en', { type: 'conjunction' })

/** The post's date as the list shows it: published, else scheduled, as a Toronto day. */
function currentDay(post: PostSummary): string | undefined {
  const date = post.publishedDate ?? post.scheduledDate
  return date ? torontoDay(new Date(date)) : undefined
}

/**
 * The names a post answers to: its id (the folder, dated the day it was first given, which a
 * reschedule keeps), its slugs (the address the site shows), and its slug after its current date,
 * as `list` shows the two (`2026-12-21-section-2` for a post moved there from its id's date).
 */
function namesOf(post: PostSummary): string[] {
  const day = currentDay(post)
  const names = [post.id, post.slug, post.slugEn ?? '']
  if (day && post.slug) names.push(`${day}-${post.slug}`)
  return names.filter((name) => name !== '')
}

/** One candidate of an ambiguous part: its id, to type, then its title and its current date. */
function candidateText(post: PostSummary, undated: string): string {
  return `${post.id} (« ${post.title} », ${currentDay(post) ?? undated})`
}

/** The candidates of an ambiguous part, the eighth and beyond counted. */
function candidateList(candidates: PostSummary[], language: 'fr' | 'en'): string {
  const named = candidates
    .slice(0, NAMED_CANDIDATES)
    .map((post) => candidateText(post, language === 'fr' ? 'sans date' : 'no date'))
  const others = candidates.length - named.length
  if (language === 'en') {
    return englishList.format(
      others > 0 ? [...named, `${others} other${others > 1 ? 's' : ''}`] : named,
    )
  }
  return frenchList.format(
    others > 0 ? [...named, `${others} autre${others > 1 ? 's' : ''}`] : named,
  )
}

/**
 * The id of the post `typed` names among `posts`: one of its names (its id, its slug, its
 * current date and slug) or any part of them that only this post has, so a post is found by what
 * the site and `list` show, whatever date its id began with. A whole name wins over a part of
 * another's (`section` names the post whose slug it is, beside `section-2`). Case and surrounding
 * spaces do not count.
 *
 * @throws {BlogError} `invalid-input` for characters no name holds, or a part several posts share
 *   (the sentence names them); `not-found` when no post has it
 */
export function matchPostId(typed: string, posts: readonly PostSummary[]): string {
  const wanted = typed.trim().toLowerCase()
  // No name holds anything else: the schema's sentence says what an id looks like.
  if (!NAME_PART.test(wanted)) return parseInput(postIdParamSchema, { id: typed }).id
  const named = posts.map((post) => ({ post, names: namesOf(post) }))
  const whole = named.filter(({ names }) => names.includes(wanted))
  const found = (
    whole.length > 0
      ? whole
      : named.filter(({ names }) => names.some((name) => name.includes(wanted)))
  )
    .map(({ post }) => post)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
  const [only] = found
  if (only !== undefined && found.length === 1) return only.id
  if (only === undefined) {
    throw new BlogError(
      'not-found',
      `Aucun article ne correspond à « ${wanted} » : la commande list affiche chaque article avec sa date et son identifiant.`,
      {
        english: `No post matches “${wanted}”: the list command shows every post with its date and id.`,
      },
    )
  }
  throw new BlogError(
    'invalid-input',
    `« ${wanted} » correspond à ${found.length} articles, ${candidateList(found, 'fr')} : tapez-en assez pour n’en désigner qu’un.`,
    {
      english: `“${wanted}” matches ${found.length} posts, ${candidateList(found, 'en')}: type enough of one to name it alone.`,
    },
  )
}

/** The id of the post `typed` names in the repository, as {@link matchPostId} finds it. */
export async function resolvePostId(store: ContentReader, typed: string): Promise<string> {
  return matchPostId(typed, await listPosts(store))
}
