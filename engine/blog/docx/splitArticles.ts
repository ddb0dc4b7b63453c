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

/**
 * An article found in a document: its French text and, when present, its English one. An article
 * written in English under a heading without `[EN]` is `englishOnly`: its text (in `title`,
 * `markdown` and `excerpt`) is English, and it has no French version yet.
 */
export interface Article extends ArticleText {
  en?: ArticleText
  englishOnly?: true
}

const ENGLISH_PREFIX = /^\s*\[EN\]\s*/i
const QUOTE_LENGTH = 60

/**
 * Groups a document's sections into articles: each section starts one (a Heading 1, or with none
 * Word's « Titre », or else the highest heading level used: see htmlToSections), and a Heading 1 starting
 * with `[EN]` is the English version of the article before it. What cannot be used is dropped
 * with a French warning: text before the first heading, a title with no text under it, an English
 * part with no French article to attach to.
 *
 * @throws {BlogError} `no-heading` when the document has no heading at all, `no-article` when no
 *   heading has text under it
 */
export function splitArticles(
  document: SectionedDocument & { misplacedHeadings?: string[]; paragraphStyles?: string[] },
): {
  articles: Article[]
  warnings: string[]
} {
  if (document.sections.length === 0) {
    throw noHeading(document.misplacedHeadings?.[0], document.paragraphStyles ?? [])
  }
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
    const article = frenchArticle(section, warnings)
    if (article) articles.push(article)
    // An English part after an English article has no French article to join.
    previous = article?.englishOnly ? undefined : article
  }
  if (articles.length === 0) throw noArticle()
  return { articles, warnings }
}

/**
 * A section without `[EN]` as an article (English only when its text is English), or a warning
 * when its title has no text under it.
 */
function frenchArticle(section: Section, warnings: string[]): Article | undefined {
  const english = section.language === 'en'
  const title = english ? section.heading : frenchTypography(section.heading)
  if (section.markdown.trim() === '') {
    warnings.push(`L’article « ${title} » n’a pas de texte sous son titre : il a été ignoré.`)
    return undefined
  }
  return {
    title,
    markdown: section.markdown,
    excerpt: excerpt(section.firstParagraph),
    ...(english ? { englishOnly: true as const } : {}),
  }
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

/**
 * The document has no heading that can start an article: the message shows how to give it one
 * and names the paragraph styles it has (so that a « Titre » or « Titre 1 » she thought she used
 * can be looked for); `found` says where a Heading 1 was seen.
 */
function noHeading(found: string | undefined, styles: readonly string[]): BlogError {
  const named = styles.map((style) => `« ${style} »`).join(', ')
  return new BlogError(
    'no-heading',
    `Ce document n’a aucun titre pour commencer un article. Dans Word, sélectionnez le titre de l’article puis choisissez le style « Titre 1 » dans Accueil › Styles ; faites de même pour chaque article, puis réessayez.${named ? ` Styles trouvés dans ce document : ${named}.` : ''}${found ? ` ${found}` : ''}`,
    {
      english: `This document has no heading to start an article. In Word, select the article’s title and choose the “Heading 1” style in Home › Styles; do the same for each article, then retry.${styles.length > 0 ? ` Styles found in this document: ${styles.join(', ')}.` : ''}${found ? ' A Heading 1 was found in a place that cannot start an article (see the French message).' : ''}`,
    },
  )
}

function noArticle(): BlogError {
  return new BlogError(
    'no-article',
    'Aucun titre de ce document n’est suivi de texte : écrivez chaque article sous son titre, puis réessayez.',
    {
      english:
        'No heading in this document is followed by text: write each article under its title, then retry.',
    },
  )
}

function excerpt(paragraph: string | undefined): string | undefined {
  return paragraph === undefined ? undefined : excerptOf(paragraph)
}

function quote(text: string): string {
  return text.length <= QUOTE_LENGTH ? text : excerptOf(text, QUOTE_LENGTH)
}
