import { frenchTypography } from './frenchTypography.ts'
import {
  escapeMarkdown,
  htmlToMarkdown,
  type MarkdownRules,
  type Replacement,
} from './htmlToMarkdown.ts'
import {
  hasDescendant,
  type HtmlNode,
  nextElementSibling,
  previousElementSibling,
  textContent,
} from './htmlTree.ts'
import { fewWords, type ImportWarning, lastWords, placeOf } from './importWarning.ts'
import { type TableGrid, tableGrid, tableText } from './tableGrid.ts'

/** The text under one Heading 1 of the document, as Markdown. */
export interface Section {
  /** The heading's plain text, `[EN]` prefix included, spaces collapsed. */
  heading: string
  /** Whether the heading starts with `[EN]`: the English version of the article before it. */
  english: boolean
  /** The Markdown under the heading, footnotes numbered from 1 and defined at its end. */
  markdown: string
  /** Plain text of the first paragraph directly under the heading, for the excerpt. */
  firstParagraph: string | undefined
}

/** The document cut at its Heading 1 titles. */
export interface SectionedDocument {
  /** Plain text found before the first Heading 1 (ignored, but worth a warning). */
  preamble: string
  sections: Section[]
  /** What the Markdown could not carry, with where it was. */
  warnings: ImportWarning[]
}

const ENGLISH_HEADING = /^\s*\[EN\]/i
/** Private-use characters frame the markers this module writes, so no text can forge one. */
const PRIVATE_USE = /[\uE000-\uE01F]/g
const sectionMarker = (index: number) => `\uE002${index}\uE003`
const SECTION_LINE = /^\uE002(\d+)\uE003$/
const noteReference = (label: string) => `\uE004${label}\uE005`
const NOTE_REFERENCE = /\uE004(\w+)\uE005/g
const NOTE_DEFINITION = /\uE006(\w+)\uE007([\s\S]*?)\uE008/g
const NOTE_TARGET = /^#(footnote|endnote)-(\d+)$/
const NOTE_BACK_LINK = /^#(footnote|endnote)-ref-\d+$/
const SAFE_LINK = /^(https?:|mailto:|tel:)/i
/** Separates the cells of a row while the row is laid out on the table's grid. */
const CELL = '\uE009'
/** How the converter names an image it could not keep: `unsupported:EMF`. */
const UNSUPPORTED_IMAGE = /^unsupported:([A-Z0-9+-]+)$/
const BLOCKS_IN_CELLS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
])
/** Captions, column groups and what a Word document should never hold: dropped with their text. */
const DROPPED_ELEMENTS = new Set([
  'CAPTION',
  'COLGROUP',
  'COL',
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
])
const IMAGE = new Set(['IMG'])

/**
 * Turns mammoth's HTML into Markdown sections, one per top-level Heading 1. Text under a heading
 * whose title starts with `[EN]` stays as typed; other text gets French typography. Footnotes
 * follow the article that cites them. Links other than web, mail and phone become plain text, as
 * do internal bookmarks; only images whose name is in `images` are kept.
 */
export function htmlToSections(html: string, images: ReadonlySet<string>): SectionedDocument {
  const conversion = new SectionConversion(images)
  const markdown = htmlToMarkdown(html, conversion)
  return { ...splitAtMarkers(markdown, conversion.sections), warnings: conversion.warnings }
}

/**
 * The import's rules for one document, over what they share as the HTML is read in order: the
 * sections begun so far, the warnings, the language of the current section, the last character
 * typeset (French spacing depends on it) and the grids of the tables met. Each rule is a
 * {@link Replacement}, an arrow property so the Markdown converter can call it on its own.
 */
class SectionConversion implements MarkdownRules {
  readonly sections: Section[] = []
  readonly warnings: ImportWarning[] = []
  private language: 'fr' | 'en' = 'fr'
  private lastCharacter = ''
  // The text read so far, folded to its last words only when it grows long or is quoted: the same
  // words as folding it at every run of text, without the cost of doing so.
  private unfoldedText = ''
  private readonly grids = new WeakMap<HtmlNode, TableGrid>()

  constructor(private readonly images: ReadonlySet<string>) {}

  /** The import's rules, the first that applies winning; the general ones come after. */
  ruleFor(node: HtmlNode): Replacement | undefined {
    const name = node.name
    if (BLOCKS_IN_CELLS.has(name) && insideCell(node)) return this.blockInCell
    if (name === 'H1') return isTopLevel(node) ? this.articleHeading : this.misplacedHeading
    if (name === 'P')
      return isCaption(node) && captionedImage(node) !== undefined ? dropped : this.paragraph
    if (name === 'PRE') return this.codeBlock
    if (name === 'LI' && /^(footnote|endnote)-\d+$/.test(node.attributes.id ?? '')) return this.note
    if (name === 'A' && node.attributes.href !== undefined) return this.link
    if (name === 'IMG') return this.image
    if (name === 'TH' || name === 'TD') return this.tableCell
    if (name === 'TR') return this.tableRow
    if (name === 'TABLE') return this.table
    if (name === 'THEAD' || name === 'TBODY' || name === 'TFOOT') return keptAsIs
    if (DROPPED_ELEMENTS.has(name)) return dropped
    return undefined
  }

  /** Typesets a run of text in the section's language and escapes what Markdown would read. */
  escape(text: string): string {
    const clean = text.replace(PRIVATE_USE, '')
    const typeset = this.language === 'fr' ? frenchTypography(clean, this.lastCharacter) : clean
    if (typeset !== '') this.lastCharacter = typeset.slice(-1)
    this.unfoldedText += ` ${clean}`
    if (this.unfoldedText.length > 4096) this.recentText()
    return escapeTypedMarkup(escapeMarkdown(typeset))
  }

  /** The current section's heading, to say where a warning's text was. */
  private title(): string | undefined {
    return this.sections.at(-1)?.heading
  }

  /** The last words read, to quote near a warning. */
  private recentText(): string {
    return (this.unfoldedText = lastWords(this.unfoldedText))
  }

  /** A top-level Heading 1 starts a section: a marker stands where it was, to split at later. */
  private readonly articleHeading: Replacement = (_content, node) => {
    const heading = textContent(node).replace(PRIVATE_USE, '').replace(/\s+/g, ' ').trim()
    if (hasDescendant(node, IMAGE)) {
      this.warnings.push({
        kind: 'heading-image',
        message: `${placeOf(heading, '')} : l’image placée dans le titre a été ignorée, car un titre ne porte que du texte. Placez-la sous le titre.`,
      })
    }
    if (heading === '') return ''
    const english = ENGLISH_HEADING.test(heading)
    this.language = english ? 'en' : 'fr'
    this.lastCharacter = ''
    this.sections.push({ heading, english, markdown: '', firstParagraph: undefined })
    return `\n\n${sectionMarker(this.sections.length - 1)}\n\n`
  }

  /** A Heading 1 inside a list, quote, note or table cannot start an article: kept as text. */
  private readonly misplacedHeading: Replacement = (content, node) => {
    const heading = fewWords(textContent(node), 12)
    this.warnings.push({
      kind: 'misplaced-heading',
      message: `${placeOf(this.title(), '')} : le titre 1 « ${heading} » se trouve ${placeName(node)}, où il ne peut pas commencer un article. Son texte est gardé comme paragraphe ; pour en faire un article, placez-le dans le corps du document.`,
    })
    return `\n\n${content}\n\n`
  }

  /** A paragraph; the first one right under a heading is kept as the section's excerpt. */
  private readonly paragraph: Replacement = (content, node) => {
    const current = this.sections.at(-1)
    if (current && current.firstParagraph === undefined && isTopLevel(node)) {
      const text = textContent(node).replace(PRIVATE_USE, '').replace(/\s+/g, ' ').trim()
      if (text !== '')
        current.firstParagraph = this.language === 'fr' ? frenchTypography(text) : text
    }
    return `\n\n${content}\n\n`
  }

  /** Preformatted text as a fence longer than any run of backticks it holds. */
  private readonly codeBlock: Replacement = (_content, node) => {
    const code = codeText(node)
    if (insideCell(node)) return ` \`${code.replace(/\s+/g, ' ').replace(/`/g, '')}\` `
    const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length))
    const fence = '`'.repeat(longest + 1)
    return `\n\n${fence}\n${code.replace(/\n$/, '')}\n${fence}\n\n`
  }

  /** A note's text, framed so that {@link splitAtMarkers} can move it to the article citing it. */
  private readonly note: Replacement = (content, node) => {
    const [kind, number] = (node.attributes.id ?? '').split('-')
    return `\n\uE006${kind === 'endnote' ? 'e' : 'f'}${number ?? ''}\uE007${content.trim()}\uE008\n`
  }

  /** A web, mail or phone link, a note reference, or plain text for anything else. */
  private readonly link: Replacement = (content, node) => {
    const href = node.attributes.href ?? ''
    const note = NOTE_TARGET.exec(href)
    if (note) return noteReference(`${note[1] === 'endnote' ? 'e' : 'f'}${note[2]}`)
    if (NOTE_BACK_LINK.test(href)) return ''
    if (!SAFE_LINK.test(href) || content.trim() === '') return content
    const destination = href.replace(/[ ()<>]/g, (character) => encodeURIComponent(character))
    return `[${content}](${destination})`
  }

  /** A kept image, its caption as the figure's title; a format the site refuses gets a warning. */
  private readonly image: Replacement = (_content, node) => {
    const source = node.attributes.src ?? ''
    const format = UNSUPPORTED_IMAGE.exec(source)?.[1]
    if (format !== undefined) {
      this.warnings.push({
        kind: 'image-format',
        message: `${placeOf(this.title(), this.recentText())} : une image au format ${format} a été ignorée, car le site n’accepte que les images PNG, JPEG, GIF, WebP ou AVIF : insérez-la en PNG ou en JPEG.`,
      })
    }
    if (!this.images.has(source)) return ''
    const paragraph = node.parent
    const caption = paragraph ? captionOf(paragraph) : undefined
    const described = (node.attributes.alt ?? '').replace(/\s+/g, ' ').trim()
    const captionText = caption ? textContent(caption) : ''
    // The caption is read out with the figure: an alt text repeating it would be read twice.
    const alt = caption && sameWords(captionText, described) ? '' : described
    // The renderer makes a figure of an image alone in its paragraph with a title.
    const figureTitle = caption ? captionTitle(captionText, this.language) : ''
    return `![${alt.replace(/([\\[\]])/g, '\\$1')}](${source}${figureTitle})`
  }

  private readonly table: Replacement = (content, node) =>
    insideCell(node) ? ` ${content.trim()} ` : `\n\n${content.trim()}\n\n`

  /** A row as a GFM table line, each cell's text in the column its cell starts at. */
  private readonly tableRow: Replacement = (content, node) => {
    if (insideCell(node)) return ` ${content.trim()} `
    const table = closest(node, 'TABLE')
    if (!table) return content
    const grid = this.gridOf(table)
    const rowIndex = grid.rows.get(node) ?? 0
    const texts = content.split(CELL).slice(1)
    const slots = Array.from({ length: grid.columns }, () => '')
    ;(grid.starts[rowIndex] ?? []).forEach((column, index) => {
      slots[column] = texts[index] ?? ''
    })
    const line = `| ${slots.map((text) => text || ' ').join(' | ')} |\n`
    // GFM needs a header row: the first row of a Word table usually is one.
    return rowIndex === 0 ? `${line}|${' --- |'.repeat(grid.columns)}\n` : line
  }

  /** A table's grid, laid out once, the first time one of its rows is written. */
  private gridOf(table: HtmlNode): TableGrid {
    const known = this.grids.get(table)
    if (known) return known
    const grid = tableGrid(table)
    this.grids.set(table, grid)
    if (grid.merged) {
      this.warnings.push({
        kind: 'merged-cells',
        message: `${placeOf(this.title(), fewWords(tableText(table)))} : ce tableau a des cellules fusionnées. Le Web n’en a pas : chaque texte garde sa colonne et les cellules couvertes restent vides.`,
      })
    }
    return grid
  }

  /** A cell's text on one line, marked so that its row can place it on the grid. */
  private readonly tableCell: Replacement = (content, node) => {
    const row = node.parent
    if (row && insideCell(row)) return ` ${content.trim()} `
    // Pipes typed in the text are already escaped (see escapeTypedMarkup).
    const text = content.replace(/(?<!\s)\s*\n\s*/g, ' ').trim()
    return `${CELL}${text}`
  }

  // Markdown tables hold one line per cell: blocks inside a cell become inline text.
  private readonly blockInCell: Replacement = (content, node) =>
    ` ${node.name === 'LI' ? '• ' : ''}${content.trim()} `
}

/** Drops an element with its text. */
const dropped: Replacement = () => ''

/** Keeps an element's content as its children wrote it (a table's head, body or foot). */
const keptAsIs: Replacement = (content) => content

function isCaption(node: HtmlNode | undefined): node is HtmlNode {
  return node?.name === 'P' && node.attributes.class === 'caption'
}

function isImageParagraph(node: HtmlNode | undefined): node is HtmlNode {
  return node?.name === 'P' && countImages(node) === 1 && textContent(node).trim() === ''
}

function countImages(node: HtmlNode): number {
  let count = 0
  for (const child of node.children) count += child.name === 'IMG' ? 1 : countImages(child)
  return count
}

/**
 * The caption of a paragraph holding only a picture: a caption paragraph right after it, or
 * right before it when that one is not already the caption of the picture above it.
 */
function captionOf(paragraph: HtmlNode): HtmlNode | undefined {
  if (!isImageParagraph(paragraph)) return undefined
  const next = nextElementSibling(paragraph)
  if (isCaption(next)) return next
  const previous = previousElementSibling(paragraph)
  if (isCaption(previous) && !isImageParagraph(previousElementSibling(previous))) return previous
  return undefined
}

/** The picture paragraph a caption belongs to, if any. */
function captionedImage(caption: HtmlNode): HtmlNode | undefined {
  const candidates = [previousElementSibling(caption), nextElementSibling(caption)]
  return candidates.find(
    (candidate): candidate is HtmlNode =>
      candidate !== undefined && captionOf(candidate) === caption,
  )
}

/** A caption as a Markdown image title: ` "Légende"`, typeset, quotes escaped. */
function captionTitle(text: string, language: 'fr' | 'en'): string {
  const clean = text.replace(PRIVATE_USE, '').replace(/\s+/g, ' ').trim()
  if (clean === '') return ''
  const typeset = language === 'fr' ? frenchTypography(clean) : clean
  return ` "${typeset.replace(/[\\"]/g, '\\$&')}"`
}

/** Whether two texts hold the same words, or one holds all of the other's. */
function sameWords(caption: string, alt: string): boolean {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  const [a, b] = [words(caption), words(alt)]
  return b !== '' && (a === b || a.includes(b) || b.includes(a))
}

/** A code block's text: its text nodes and line breaks, as typed. */
function codeText(node: HtmlNode): string {
  let text = ''
  for (const child of node.children) {
    if (child.name === 'BR') text += '\n'
    else if (child.name === '#text') text += child.text
    else text += codeText(child)
  }
  return text.replace(PRIVATE_USE, '')
}

/** Where a nested heading sits, in words, for its warning. */
function placeName(node: HtmlNode): string {
  for (let element = node.parent; element; element = element.parent) {
    const id = element.attributes.id ?? ''
    if (element.name === 'LI' && /^(footnote|endnote)-/.test(id))
      return id.startsWith('endnote') ? 'dans une note de fin' : 'dans une note de bas de page'
    if (element.name === 'TD' || element.name === 'TH') return 'dans un tableau imbriqué'
    if (element.name === 'BLOCKQUOTE') return 'dans une citation'
    if (element.name === 'LI') return 'dans une liste'
  }
  return 'à l’intérieur d’un autre bloc'
}

function splitAtMarkers(
  markdown: string,
  sections: Section[],
): Omit<SectionedDocument, 'warnings'> {
  const definitions = new Map<string, string>()
  const withoutNotes = markdown.replace(NOTE_DEFINITION, (_match, label: string, text: string) => {
    definitions.set(label, text)
    return ''
  })
  const parts: string[][] = [[]]
  for (const line of withoutNotes.split('\n')) {
    if (SECTION_LINE.test(line)) parts.push([])
    else parts.at(-1)?.push(line)
  }
  const [preamble = '', ...bodies] = parts.map((lines) => lines.join('\n'))
  return {
    preamble: plainText(preamble),
    sections: sections.map((section, index) => ({
      ...section,
      markdown: withNotes(tidy(bodies[index] ?? ''), definitions),
    })),
  }
}

/** Renumbers the notes an article cites from 1 and appends their text to it. */
function withNotes(markdown: string, definitions: ReadonlyMap<string, string>): string {
  const numbers = new Map<string, number>()
  const body = markdown.replace(NOTE_REFERENCE, (_match, label: string) => {
    if (!definitions.has(label)) return ''
    if (!numbers.has(label)) numbers.set(label, numbers.size + 1)
    return `[^${numbers.get(label) ?? 0}]`
  })
  if (numbers.size === 0) return body
  const notes = [...numbers].map(([label, number]) => {
    const text = tidy(definitions.get(label) ?? '').replace(/\n/g, '\n    ')
    return `[^${number}]: ${text}`
  })
  return `${body}\n\n${notes.join('\n\n')}`
}

/** Drops blank and whitespace-only lines beyond one, and hard breaks that end a block. */
function tidy(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => (/^\s*$/.test(line) ? '' : line.replace(/(?<![ \t])[ \t]+$/, '')))
    .join('\n')
    .replace(/\\\n(?=\n|$)/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

function plainText(markdown: string): string {
  return markdown
    .replace(NOTE_REFERENCE, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[\\#*_>[\]!|`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function isTopLevel(node: HtmlNode): boolean {
  return node.parent?.name === 'ROOT'
}

function insideCell(node: HtmlNode): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.name === 'TD' || current.name === 'TH') return true
  }
  return false
}

function closest(node: HtmlNode | undefined, name: string): HtmlNode | undefined {
  for (let current = node; current; current = current.parent) {
    if (current.name === name) return current
  }
  return undefined
}

/**
 * Text typed in Word that looks like HTML (`<b>`, `<br>`, `&amp;`) or like a GFM table row
 * (`| a | b |`) is text: escaped, the Markdown renderer shows it as typed instead of reading it
 * as markup. ({@link escapeMarkdown} escapes the rest of Markdown's signs.)
 */
function escapeTypedMarkup(markdown: string): string {
  return markdown
    .replace(/</g, '\\<')
    .replace(/&(?=#?\w+;)/g, '\\&')
    .replace(/\|/g, '\\|')
}
