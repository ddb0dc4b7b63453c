import { isBlogError } from '../../engine/blog/errors.ts'
import { renderMarkdown } from '../../engine/blog/renderMarkdown.ts'
import { convertDocx } from '../../engine/blog/docx/convertDocx.ts'
import type { ImportWarning } from '../../engine/blog/docx/importWarning.ts'
import { splitArticles } from '../../engine/blog/docx/splitArticles.ts'
import { documentWords, withLeadingHeading, wordsKept, wordsOf } from './wordCorpus.ts'

/** What importing one real document gives, as the corpus checks and report count it. */
export interface CorpusImport {
  /** Whether the document needed a Heading 1 added to be imported (it had none of its own). */
  headingAdded: boolean
  /** Why the document was refused as it is (the error's code), when a heading had to be added. */
  refusedAs?: string
  articles: number
  warnings: ImportWarning[]
  /** Share of the document's words found in its articles or named by a warning, 0 to 1. */
  wordsKept: number
  /** Tables in the Word file (`w:tbl`), and `<table>` elements on its rendered pages. */
  tables: { word: number; page: number }
  /** Footnote and endnote references in the Word file, and numbered notes on its pages. */
  notes: { word: number; page: number }
  /** The rendered pages' HTML, one per article and language. */
  pages: string[]
}

/**
 * Imports one real Word document the way the site will show it: converted, cut into articles
 * and rendered by the site's Markdown pipeline. A document with no Heading 1 of its own (most
 * test files) gets one at its start so the rest can be checked.
 */
export async function importForCorpus(bytes: Uint8Array): Promise<CorpusImport> {
  let headingAdded = false
  let refusedAs: string | undefined
  let converted: Awaited<ReturnType<typeof convertDocx>>
  let split: ReturnType<typeof splitArticles>
  try {
    converted = await convertDocx(bytes)
    split = splitArticles(converted)
  } catch (error) {
    if (!isBlogError(error, 'no-heading') && !isBlogError(error, 'no-article')) throw error
    headingAdded = true
    refusedAs = error.code
    converted = await convertDocx(await withLeadingHeading(bytes))
    split = splitArticles(converted)
  }
  const versions = split.articles.flatMap((article) => [
    { title: article.title, markdown: article.markdown, language: 'fr' as const },
    ...(article.en ? [{ ...article.en, language: 'en' as const }] : []),
  ])
  const pages = versions.map(
    (version) => renderMarkdown(version.markdown, { language: version.language }).html,
  )
  const imported = [
    ...versions.flatMap((version) => [version.title, version.markdown]),
    ...converted.warnings.map((warning) => warning.droppedText ?? ''),
    // Titles with nothing under them are dropped with a warning that quotes them.
    ...split.warnings,
    // The text before the first heading is dropped with a warning that quotes it.
    converted.preamble,
  ].join(' ')
  const xml = await mainXml(bytes)
  return {
    headingAdded,
    ...(refusedAs === undefined ? {} : { refusedAs }),
    articles: split.articles.length,
    warnings: converted.warnings,
    wordsKept: wordsKept(await documentWords(bytes), wordsOf(imported)),
    tables: {
      word: count(xml, /<\w+:tbl[\s>]/g),
      page: pages.reduce((total, page) => total + count(page, /<table>/g), 0),
    },
    notes: {
      word: count(xml, /<\w+:(footnote|endnote)Reference\b/g),
      page: pages.reduce((total, page) => total + count(page, /<li id="user-content-fn-/g), 0),
    },
    pages,
  }
}

async function mainXml(bytes: Uint8Array): Promise<string> {
  const { default: JSZip } = await import('jszip')
  const zip = await JSZip.loadAsync(bytes)
  return (await zip.file('word/document.xml')?.async('string')) ?? ''
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0
}
