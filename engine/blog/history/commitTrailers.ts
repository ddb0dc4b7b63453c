/*
 * What a commit did to the blog, written in its message as git trailers (the last paragraph,
 * `Key: value` lines, as `git interpret-trailers` reads them) so that history, the trash and undo
 * read it from the repository without parsing French sentences:
 *
 *     Blog : suppression de l’article « Bilan »
 *
 *     Santra-Action: deleted
 *     Santra-Post: 2026-12-07-bilan
 */

/** What a commit did to the posts it names. */
export const POST_ACTIONS = [
  'imported',
  'replaced',
  'moved',
  'published',
  'unpublished',
  'deleted',
  'restored',
  'reverted',
  'reviewed',
  'described',
] as const

/** What a commit did to the posts it names. */
export type PostAction = (typeof POST_ACTIONS)[number]

/** The trailers of a blog commit. */
export interface BlogTrailers {
  /** What the commit did: for an import, `imported` when it made new posts, else `replaced`. */
  action: PostAction
  /** Every post the commit changed (`Santra-Post`, one line each). */
  posts: string[]
  /** The posts of an import whose text it replaced (`Santra-Replaced`); the others are new. */
  replaced?: string[]
  /** The Word file an import came from (`Santra-Document`). */
  document?: string
  /** A move's date before and after (`Santra-From`, `Santra-To`), ISO 8601; `none` for no date. */
  from?: string
  to?: string
  /** The commit an undo undid (`Santra-Reverts`): the change reverted or the deletion restored. */
  reverts?: string
}

const KEYS = {
  action: 'Santra-Action',
  post: 'Santra-Post',
  replaced: 'Santra-Replaced',
  document: 'Santra-Document',
  from: 'Santra-From',
  to: 'Santra-To',
  reverts: 'Santra-Reverts',
} as const

/** The longest trailer value kept, in characters (a file name is at most 120 of them). */
const MAX_VALUE_LENGTH = 200

const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' })

/** A trailer line as git reads one: a token, a colon, a space, a value. */
const TRAILER_LINE = /^([A-Za-z0-9-]+): (\S.*)$/

/**
 * `text` as one trailer value: no line break or control of any kind (which would end the value
 * and start another trailer, or act on the terminal of whoever reads `git log`), no invisible
 * format character, spaces collapsed, at most {@link MAX_VALUE_LENGTH} characters (never cut
 * inside one).
 */
export function trailerValue(text: string): string {
  const line = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return Array.from(graphemes.segment(line), ({ segment }) => segment)
    .slice(0, MAX_VALUE_LENGTH)
    .join('')
    .trim()
}

/** `message` followed by the trailers of `trailers`, in a paragraph of their own. */
export function withTrailers(message: string, trailers: BlogTrailers): string {
  const lines: [string, string | undefined][] = [
    [KEYS.action, trailers.action],
    ...trailers.posts.map((post): [string, string] => [KEYS.post, post]),
    ...(trailers.replaced ?? []).map((post): [string, string] => [KEYS.replaced, post]),
    [KEYS.document, trailers.document],
    [KEYS.from, trailers.from],
    [KEYS.to, trailers.to],
    [KEYS.reverts, trailers.reverts],
  ]
  const block = lines
    .map(([key, value]) => [key, value === undefined ? '' : trailerValue(value)] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
  return `${message.trimEnd()}\n\n${block.join('\n')}`
}

/**
 * The blog trailers of a commit message, or `undefined` for a commit without them (made before
 * they existed, or by hand), which history shows as a modification with its subject.
 */
export function parseTrailers(message: string): BlogTrailers | undefined {
  const paragraphs = message.trimEnd().split(/\n[ \t]*\n/)
  if (paragraphs.length < 2) return undefined
  const lines = (paragraphs.at(-1) ?? '').split('\n')
  const pairs = lines.map((line) => TRAILER_LINE.exec(line))
  if (pairs.some((pair) => pair === null)) return undefined
  const values = (key: string) =>
    pairs.flatMap((pair) => (pair?.[1] === key ? [pair[2]?.trim() ?? ''] : []))
  const action = values(KEYS.action)[0]
  if (!isPostAction(action)) return undefined
  const [document] = values(KEYS.document)
  const [from] = values(KEYS.from)
  const [to] = values(KEYS.to)
  const [reverts] = values(KEYS.reverts)
  const replaced = values(KEYS.replaced)
  return {
    action,
    posts: values(KEYS.post),
    ...(replaced.length > 0 ? { replaced } : {}),
    ...(document === undefined ? {} : { document }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(reverts === undefined ? {} : { reverts }),
  }
}

function isPostAction(value: string | undefined): value is PostAction {
  return (POST_ACTIONS as readonly (string | undefined)[]).includes(value)
}

/** What a commit did to one post it names: an import's own action is per post. */
export function actionOn(trailers: BlogTrailers, id: string): PostAction | undefined {
  if (!trailers.posts.includes(id)) return undefined
  if (trailers.action === 'imported' && trailers.replaced?.includes(id)) return 'replaced'
  return trailers.action
}

/** The subject of a commit message: its first line. */
export function commitSubject(message: string): string {
  return trailerValue(message.split('\n')[0] ?? '')
}
