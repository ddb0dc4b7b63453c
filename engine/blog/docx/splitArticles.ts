import { BlogError } from '../errors.ts'
import { excerptOf } from '../excerpt.ts'
import { frenchTypography } from '../frenchTypography.ts'
import type { Section, SectionedDocument } from './htmlToSections.ts'

/** One language version of an article found in a document. */
interface ArticleText {
  title: string
  markdown: string
  excerpt: string | undefined
}

/** An article found in a document: its French text and, when present, its English one. */
export interface Article extends ArticleText {
  en?: ArticleText
}

const ENGLISH_PREFIX = /^\s*\[EN\]\s*/i
const QUOTE_LENGTH = 60

/**
 * Groups a document's sections into articles: each Heading 1 starts one, and a Heading 1 starting
 * with `[EN]` is the English version of the article before it. What cannot be used is dropped
 * with a French warning: text before the first heading, a title with no text under it, an English
 * part with no French article to attach to.
 *
 * @throws {BlogError} `no-heading` when the document has no Heading 1, `no-article` when no
 *   heading has text under it
 */
export function splitArticles(document: SectionedDocument & { misplacedHeadings?: string[] }): {
  articles: Article[]
  warnings: string[]
} {
  if (document.sections.length === 0) throw noHeading(document.misplacedHeadings?.[0])
  const warnings: string[] = []
  if (document.preamble !== '') {
    warnings.push(
      `Le texte placé avant le premier titre 1 a été ignoré : « ${quote(document.preamble)} ».`,
    )
  }
  const articles: Article[] = []
  // The French article an `[EN]` section would attach to: the last one kept, if nothing since.
  let previous: Article | undefined
  for (const section of document.sections) {
    if (section.english) {
      attachEnglish(section, previous, warnings)
      continue
    }
    previous = frenchArticle(section, warnings)
    if (previous) articles.push(previous)
  }
  if (articles.length === 0) throw noArticle()
  return { articles, warnings }
}

/** A French section as an article, or a warning when its title has no text under it. */
function frenchArticle(section: Section, warnings: string[]): Article | undefined {
  const title = frenchTypography(section.heading)
  if (section.markdown.trim() === '') {
    warnings.push(`L’article « ${title} » n’a pas de texte sous son titre : il a été ignoré.`)
    return undefined
  }
  return { title, markdown: section.markdown, excerpt: excerpt(section.firstParagraph) }
}

/** Gives an `[EN]` section to the French article before it, or says why it cannot. */
function attachEnglish(section: Section, previous: Article | undefined, warnings: string[]): void {
  const title = section.heading.replace(ENGLISH_PREFIX, '')
  if (!previous) {
    warnings.push(
      `La version anglaise « ${title} » ne suit aucun article en français retenu : elle a été ignorée.`,
    )
  } else if (previous.en) {
    warnings.push(
      `L’article « ${previous.title} » a déjà une version anglaise : « ${title} » a été ignorée.`,
    )
  } else if (section.markdown.trim() === '' || title === '') {
    warnings.push(
      `La version anglaise de « ${previous.title} » n’a pas de titre ou pas de texte : elle a été ignorée.`,
    )
  } else {
    previous.en = { title, markdown: section.markdown, excerpt: excerpt(section.firstParagraph) }
  }
}

/** The document has no Heading 1 that can start an article; `found` says where one was seen. */
function noHeading(found: string | undefined): BlogError {
  return new BlogError(
    'no-heading',
    `Ce document n’a aucun titre de niveau 1 dans le corps du texte : appliquez le style « Titre 1 » au titre de chaque article (onglet Accueil, groupe Styles), puis réessayez.${found ? ` ${found}` : ''}`,
    {
      english: `This document has no Heading 1 in its body: apply the “Heading 1” style to each article’s title (Home tab, Styles group), then retry.${found ? ' A Heading 1 was found in a place that cannot start an article (see the French message).' : ''}`,
    },
  )
}

function noArticle(): BlogError {
  return new BlogError(
    'no-article',
    'Aucun titre 1 de ce document n’est suivi de texte : écrivez chaque article sous son titre, puis réessayez.',
    {
      english:
        'No Heading 1 in this document is followed by text: write each article under its title, then retry.',
    },
  )
}

function excerpt(paragraph: string | undefined): string | undefined {
  return paragraph === undefined ? undefined : excerptOf(paragraph)
}

function quote(text: string): string {
  return text.length <= QUOTE_LENGTH ? text : excerptOf(text, QUOTE_LENGTH)
}
