import type { FrenchFrontmatter, Post } from '../postSchema.ts'
import { slugify } from '../slugify.ts'
import { withoutInvisibleControls } from '../withoutInvisibleControls.ts'

/**
 * Which document an import reads: Word's id for it when it has one (kept across saves and
 * renamings), and the uploaded file's name.
 */
export interface DocumentIdentity {
  /** Word's `w15:docId` or `w14:docId` (see `wordDocumentId`). */
  wordId: string | undefined
  fileName: string | undefined
}

/** The longest file name an import keeps, in characters as a reader counts them. */
const MAX_FILE_NAME_LENGTH = 120
const characters = new Intl.Segmenter('fr', { granularity: 'grapheme' })

/**
 * The uploaded file's name as the import keeps it, in the posts' `sourceDocument` and in the
 * commit message, whichever program gave it (the admin's upload, the command line, the inbox):
 * one line, without invisible controls (see withoutInvisibleControls), at most
 * {@link MAX_FILE_NAME_LENGTH} characters; `undefined` when nothing is left.
 */
export function documentFileName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined
  const line = withoutInvisibleControls(name.replace(/\p{Cc}+/gu, ' '))
    .replace(/\s+/g, ' ')
    .trim()
  const kept = Array.from(characters.segment(line), ({ segment }) => segment)
    .slice(0, MAX_FILE_NAME_LENGTH)
    .join('')
    .trim()
  return kept === '' ? undefined : kept
}

/** Where an article's identity is written in its post's front matter. */
export type SourceFields = Pick<
  FrenchFrontmatter,
  'sourceDocument' | 'sourceDocumentId' | 'sourceId'
>

/**
 * The place of an article in its document: the slug of its first title. Two documents may hold
 * the same title; it is their document that tells their articles apart.
 */
export const articlePlace = (title: string): string => slugify(title)

/**
 * Whether a post came from this document. A post that knows Word's id of its document belongs to
 * the document with that id only, whatever the file is called now. A post without one (its
 * document had no id, or it was imported before ids were kept) belongs to the file of the same
 * name only (as {@link documentFileName} keeps it: a post imported before kept it as given). A
 * post never imported (no `sourceDocument`) belongs to no document.
 */
export function comesFrom(source: SourceFields, document: DocumentIdentity): boolean {
  if (source.sourceDocumentId !== undefined) return source.sourceDocumentId === document.wordId
  return (
    document.fileName !== undefined &&
    documentFileName(source.sourceDocument) === documentFileName(document.fileName)
  )
}

/**
 * The post each article of a document replaces, if any: one from the same document (see
 * {@link comesFrom}) at the same place ({@link articlePlace}; for a post imported before places
 * were kept, its French slug). Each post is replaced by one article at most, so two articles of
 * one document with the same title keep two posts. Posts from any other document are never
 * candidates, whatever their titles.
 */
export function matchArticles(
  titles: readonly string[],
  existing: readonly Post[],
  document: DocumentIdentity,
): (Post | undefined)[] {
  const candidates = existing.filter((post) => comesFrom(post.fr.frontmatter, document))
  const used = new Set<string>()
  const find = (predicate: (source: FrenchFrontmatter) => boolean) => {
    const post = candidates.find(
      (candidate) => !used.has(candidate.id) && predicate(candidate.fr.frontmatter),
    )
    if (post) used.add(post.id)
    return post
  }
  return titles.map((title) => {
    const place = articlePlace(title)
    return (
      find((source) => source.sourceId === place) ??
      find((source) => source.sourceId === undefined && source.slug === place)
    )
  })
}

/** The front-matter fields that say where a post's article comes from. */
export function sourceFields(document: DocumentIdentity, place: string): SourceFields {
  return {
    ...(document.fileName === undefined ? {} : { sourceDocument: document.fileName }),
    ...(document.wordId === undefined ? {} : { sourceDocumentId: document.wordId }),
    sourceId: place,
  }
}
