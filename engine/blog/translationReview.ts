import { diffWordsWithSpace, type ChangeObject } from 'diff'
import {
  REVIEW_PASSAGE_MAX_LENGTH,
  type Post,
  type PostVersion,
  type TranslationReview,
} from './postSchema.ts'

/*
 * A translation left behind: when an import changes one language of a post and not the other, the
 * other is flagged « à revoir » in its own file (front matter `review`), with the passage of the
 * changed language, until an import changes it too or the consultant marks it reviewed. The flag
 * is in the post, so Git holds it and nothing else can disagree with it.
 */

/** What a flag shows of a change: text of the changed language, and whether it was taken out. */
export type ChangedPassage = Pick<TranslationReview, 'passage' | 'removed'>

/** Unchanged text shown before a change, so that a changed word is read in its sentence. */
const CONTEXT_LENGTH = 80

/**
 * Word diffs stop past this many edited words, and the change is then read as the span between
 * the texts' common beginning and end: a text rewritten from end to end costs no more than that.
 */
const MAX_EDITED_WORDS = 500

const ELLIPSIS = '…'

/** The text of one language that a translator follows: its title, its body and its excerpt. */
export function readerText(version: PostVersion<{ title: string; excerpt?: string }>): string {
  const { title, excerpt } = version.frontmatter
  return [title, version.body.trimEnd(), ...(excerpt === undefined ? [] : [excerpt])].join('\n\n')
}

/** A range of one text: `[start, end)`. */
interface Span {
  start: number
  end: number
}

/** Where the parts that `side` marks lie in that side's text (the new one for added parts). */
function spansOf(parts: readonly ChangeObject<string>[], side: 'added' | 'removed'): Span[] {
  const spans: Span[] = []
  let position = 0
  for (const part of parts) {
    const other = side === 'added' ? part.removed : part.added
    if (other) continue
    const length = part.value.length
    if (part[side]) spans.push({ start: position, end: position + length })
    position += length
  }
  return spans
}

/** The change as one part between the common beginning and the common end, without a diff. */
function outerChange(before: string, after: string): ChangeObject<string>[] {
  let head = 0
  while (head < before.length && head < after.length && before[head] === after[head]) head++
  let tail = 0
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  ) {
    tail++
  }
  const part = (value: string, added: boolean, removed: boolean) => ({
    value,
    added,
    removed,
    count: 1,
  })
  return [
    part(after.slice(0, head), false, false),
    part(before.slice(head, before.length - tail), false, true),
    part(after.slice(head, after.length - tail), true, false),
    part(after.slice(after.length - tail), false, false),
  ].filter((change) => change.value !== '')
}

/** An index moved off the second half of a surrogate pair, so a cut never splits a character. */
function safeIndex(text: string, index: number, direction: -1 | 1): number {
  const code = text.charCodeAt(index)
  return code >= 0xdc00 && code <= 0xdfff && index > 0 && index < text.length
    ? index + (direction === 1 ? 1 : -1)
    : index
}

/**
 * The paragraph around the first change of `spans`, cut to at most
 * {@link REVIEW_PASSAGE_MAX_LENGTH} characters at spaces: some context before the change, as much
 * of the change as fits, an ellipsis wherever text was left out.
 */
function passageAround(text: string, spans: readonly Span[]): string {
  const [first] = spans
  if (!first) return ''
  const lead = text.slice(first.start, first.end).search(/\S/)
  const changeStart = lead === -1 ? first.start : first.start + lead
  let paragraphStart = changeStart === 0 ? 0 : text.lastIndexOf('\n', changeStart - 1) + 1
  const lineBreak = text.indexOf('\n', changeStart)
  let paragraphEnd = lineBreak === -1 ? text.length : lineBreak
  // A change of line breaks alone: the text around it, whatever its paragraphs.
  if (lead === -1 || text.slice(paragraphStart, paragraphEnd).trim() === '') {
    paragraphStart = 0
    paragraphEnd = text.length
  }
  let from = Math.max(paragraphStart, changeStart - CONTEXT_LENGTH)
  if (from > paragraphStart) {
    // Start at a word: after the first space of the context, if there is one.
    const space = text.slice(from, changeStart).search(/\s/)
    from = space === -1 ? from : from + space + 1
  }
  from = safeIndex(text, from, 1)
  const cutBefore = from > paragraphStart
  const budget = REVIEW_PASSAGE_MAX_LENGTH - (cutBefore ? ELLIPSIS.length : 0)
  let to = paragraphEnd
  if (to - from > budget) {
    // Room for the ellipsis at the end too: stop at the last space after the change, if any.
    const limit = from + budget - ELLIPSIS.length
    const lastSpace = text.slice(from, limit).search(/\s\S*$/)
    to = safeIndex(
      text,
      lastSpace !== -1 && from + lastSpace > changeStart ? from + lastSpace : limit,
      -1,
    )
  }
  const cutAfter = to < paragraphEnd
  const kept = text.slice(from, to).trim()
  return `${cutBefore ? ELLIPSIS : ''}${kept}${cutAfter ? ELLIPSIS : ''}`
}

/**
 * What changed from `before` to `after` (two versions of one language's {@link readerText}): the
 * first passage added or rewritten, in the new text; or, when text was only taken out, the first
 * passage removed. `undefined` when they are the same. The passage is at most
 * {@link REVIEW_PASSAGE_MAX_LENGTH} characters, made of the text itself and ellipses.
 */
export function changedPassage(before: string, after: string): ChangedPassage | undefined {
  if (before === after) return undefined
  const parts =
    diffWordsWithSpace(before, after, { maxEditLength: MAX_EDITED_WORDS }) ??
    outerChange(before, after)
  const added = spansOf(parts, 'added')
  if (added.length > 0) return { passage: passageAround(after, added) }
  return { passage: passageAround(before, spansOf(parts, 'removed')), removed: true }
}

function withReview<Frontmatter extends { review?: TranslationReview }>(
  version: PostVersion<Frontmatter>,
  review: TranslationReview | undefined,
): PostVersion<Frontmatter> {
  const frontmatter = { ...version.frontmatter }
  delete frontmatter.review
  return { ...version, frontmatter: review ? { ...frontmatter, review } : frontmatter }
}

/** A flag raised at `now`, or kept from when the language was first left behind. */
function raised(
  earlier: TranslationReview | undefined,
  change: ChangedPassage | undefined,
  now: string,
): TranslationReview | undefined {
  if (!change) return earlier
  return { since: earlier?.since ?? now, ...change }
}

/**
 * The post an import writes, `next`, with its « à revoir » flags: a language the import changed is
 * up to date (its flag goes); when only one language changed and the post has both, the other is
 * flagged with the changed passage (an earlier flag keeps its date, the passage is the latest). A
 * post without an English version, before or after, is never flagged.
 *
 * @param now when the import runs, ISO 8601 with its offset
 */
export function withTranslationReview(previous: Post, next: Post, now: string): Post {
  if (!previous.en || !next.en) return { ...next, fr: withReview(next.fr, undefined) }
  const french = { before: readerText(previous.fr), after: readerText(next.fr) }
  const english = { before: readerText(previous.en), after: readerText(next.en) }
  const frenchChanged = french.before !== french.after
  const englishChanged = english.before !== english.after
  const frenchReview = frenchChanged
    ? undefined
    : raised(
        previous.fr.frontmatter.review,
        englishChanged ? changedPassage(english.before, english.after) : undefined,
        now,
      )
  const englishReview = englishChanged
    ? undefined
    : raised(
        previous.en.frontmatter.review,
        frenchChanged ? changedPassage(french.before, french.after) : undefined,
        now,
      )
  return {
    ...next,
    fr: withReview(next.fr, frenchReview),
    en: withReview(next.en, englishReview),
  }
}

/** A post's « à revoir » flags gone: the consultant read both languages. */
export function withoutTranslationReview(post: Post): Post {
  return {
    ...post,
    fr: withReview(post.fr, undefined),
    ...(post.en ? { en: withReview(post.en, undefined) } : {}),
  }
}

/** The language left behind, if any, and its flag (English first, should both be flagged). */
export function pendingReview(
  post: Post,
): (TranslationReview & { language: 'fr' | 'en' }) | undefined {
  const english = post.en?.frontmatter.review
  if (english) return { language: 'en', ...english }
  const french = post.fr.frontmatter.review
  return french ? { language: 'fr', ...french } : undefined
}
