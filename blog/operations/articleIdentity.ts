import type { FrenchFrontmatter, Post } from '../postSchema.ts'
import { slugify } from '../slugify.ts'

/**
 * Which document an import reads: Word's id for it when it has one (kept across saves and
 * renamings), and the uploaded file's name.
 */
export interface DocumentIdentity {
  /** Word's `w15:docId` or `w14:docId` (see `wordDocumentId`). */
  wordId: string | undefined
  fileName: string | undefined
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
 * name only. A post never imported (no `sourceDocument`) belongs to no document.
 */
export function comesFrom(source: SourceFields, document: DocumentIdentity): boolean {
  if (source.sourceDocumentId !== undefined) return source.sourceDocumentId === document.wordId
  return document.fileName !== undefined && source.sourceDocument === document.fileName
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
