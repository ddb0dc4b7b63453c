import type {
  BlockContent,
  FootnoteDefinition,
  FootnoteReference,
  ListItem,
  Nodes,
  PhrasingContent,
  Root,
  RootContent,
  TableCell,
  TableRow,
} from 'mdast'
import { frenchTypography } from '../frenchTypography.ts'
import { isBlock, mdastToMarkdown, readCollapsedNodes, spacesOutside } from './htmlToMdast.ts'
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
/** The spaces a browser collapses; no-break spaces are the author's and stay. */
const ASCII_SPACES = /[ \t\r\n]+/g
/** Text with its spaces collapsed and trimmed as a browser shows it. */
const collapsed = (text: string) => text.replace(ASCII_SPACES, ' ').replace(/^ | $/g, '')
const NOTE_ITEM = /^(footnote|endnote)-(\d+)$/
const NOTE_TARGET = /^#(footnote|endnote)-(\d+)$/
const NOTE_BACK_LINK = /^#(footnote|endnote)-ref-\d+$/
const SAFE_LINK = /^(https?:|mailto:|tel:)/i
/** How the converter names an image it could not keep: `unsupported:EMF`. */
const UNSUPPORTED_IMAGE = /^unsupported:([A-Z0-9+-]+)$/
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

/** A section being built: its heading and language, then its Markdown tree. */
interface OpenSection {
  section: Section
  language: 'fr' | 'en'
  /** Let go once written, unless it cites notes, which are read at the document's end. */
  tree: Root | undefined
  citesNotes: boolean
}

/**
 * Turns mammoth's HTML into Markdown sections, one per top-level Heading 1, through an mdast tree
 * per section that mdast-util-to-markdown writes (see {@link mdastToMarkdown}). Text under a
 * heading whose title starts with `[EN]` stays as typed; other text gets French typography, and
 * nothing else: what the author typed reaches the page as typed. Footnotes follow the article
 * that cites them. Links other than web, mail and phone become plain text, as do internal
 * bookmarks; an address typed as text stays text. Only images whose name is in `images` are kept.
 */
export function htmlToSections(html: string, images: ReadonlySet<string>): SectionedDocument {
  const conversion = new SectionConversion(images)
  readCollapsedNodes(html, (node) => {
    conversion.topLevel(node)
  })
  return conversion.finish()
}

/**
 * The import's rules for one document, over what they share as the HTML is read in order: the
 * sections begun so far, the warnings, the language of the current section, the last character
 * typeset (French spacing depends on it), the notes' texts and the grids of the tables met.
 */
class SectionConversion {
  private readonly open: OpenSection[] = []
  private readonly warnings: ImportWarning[] = []
  private readonly preamble: string[] = []
  private readonly notes = new Map<string, BlockContent[]>()
  private lastCharacter = ''
  // The text read so far, folded to its last words only when it grows long or is quoted: the same
  // words as folding it at every run of text, without the cost of doing so.
  private unfoldedText = ''

  constructor(private readonly images: ReadonlySet<string>) {}

  /** One top-level node of the document: a new article's heading, or blocks of the current one. */
  topLevel(node: HtmlNode): void {
    if (node.name === 'H1') {
      this.articleHeading(node)
      return
    }
    const current = this.open.at(-1)
    if (!current) {
      // Before the first heading: only its text is kept, for the warning.
      if (!this.isNoteList(node)) this.preamble.push(textContent(node))
      else this.blocks([node])
      return
    }
    if (node.name === 'P' && current.section.firstParagraph === undefined && !isDropped(node)) {
      const text = collapsed(textContent(node))
      if (text !== '')
        current.section.firstParagraph = current.language === 'fr' ? frenchTypography(text) : text
    }
    current.tree?.children.push(...this.blocks([node]))
  }

  /** The sections with their Markdown, each with the notes it cites, numbered from 1. */
  finish(): SectionedDocument {
    return {
      preamble: this.preamble.join(' ').replace(ASCII_SPACES, ' ').trim(),
      sections: this.open.map(({ section, tree }) =>
        tree === undefined
          ? section
          : { ...section, markdown: mdastToMarkdown(this.withNotes(tree)) },
      ),
      warnings: this.warnings,
    }
  }

  /** A top-level Heading 1 starts a section. */
  private articleHeading(node: HtmlNode): void {
    const heading = collapsed(textContent(node))
    this.writeFinished()
    if (hasDescendant(node, IMAGE)) {
      this.warnings.push({
        kind: 'heading-image',
        message: `${placeOf(heading, '')} : l’image placée dans le titre a été ignorée, car un titre ne porte que du texte. Placez-la sous le titre.`,
      })
    }
    if (heading === '') return
    const english = ENGLISH_HEADING.test(heading)
    this.lastCharacter = ''
    this.open.push({
      section: { heading, english, markdown: '', firstParagraph: undefined },
      language: english ? 'en' : 'fr',
      tree: { type: 'root', children: [] },
      citesNotes: false,
    })
  }

  /**
   * Writes the section just finished when it cites no note, and lets its tree go: a long
   * document is not held as trees to its end. One citing notes waits for them.
   */
  private writeFinished(): void {
    const last = this.open.at(-1)
    if (last?.tree === undefined || last.citesNotes) return
    last.section.markdown = mdastToMarkdown(last.tree)
    last.tree = undefined
  }

  /** The current section's heading, to say where a warning's text was. */
  private title(): string | undefined {
    return this.open.at(-1)?.section.heading
  }

  private language(): 'fr' | 'en' {
    return this.open.at(-1)?.language ?? 'fr'
  }

  /** The last words read, to quote near a warning. */
  private recentText(): string {
    return (this.unfoldedText = lastWords(this.unfoldedText))
  }

  /**
   * A run of typed text, typeset in the section's language; Markdown's escaping is the writer's.
   * French spacing reads the character before the run within its block (runs are cut by bold,
   * links...); each block starts afresh, as the text a reader sees does.
   */
  private text(value: string): PhrasingContent[] {
    const typeset = this.language() === 'fr' ? frenchTypography(value, this.lastCharacter) : value
    if (typeset !== '') this.lastCharacter = typeset.slice(-1)
    this.unfoldedText += ` ${value}`
    if (this.unfoldedText.length > 4096) this.recentText()
    return typeset === '' ? [] : [{ type: 'text', value: typeset }]
  }

  /** Nodes where blocks stand (the article, a list item, a quote, a note): text is grouped into paragraphs. */
  private blocks(nodes: readonly HtmlNode[]): BlockContent[] {
    const result: BlockContent[] = []
    let inline: HtmlNode[] = []
    const flushInline = () => {
      this.lastCharacter = ''
      const children = trimEdges(spacesOutside(this.phrasing(inline)))
      if (!isBlank(children)) result.push({ type: 'paragraph', children })
      inline = []
    }
    for (const node of nodes) {
      if (node.name === '#text' || !isBlock(node)) {
        inline.push(node)
        continue
      }
      flushInline()
      result.push(...this.block(node))
    }
    flushInline()
    return result
  }

  private block(node: HtmlNode): BlockContent[] {
    const name = node.name
    if (DROPPED_ELEMENTS.has(name)) return []
    switch (name) {
      case 'P':
        return isDropped(node) ? [] : this.paragraph(node)
      case 'H1':
        return this.misplacedHeading(node)
      case 'H2':
      case 'H3':
      case 'H4':
      case 'H5':
      case 'H6': {
        this.lastCharacter = ''
        const children = trimEdges(spacesOutside(this.phrasing(node.children)))
        if (children.length === 0) return []
        const depth = Number(name[1]) as 2 | 3 | 4 | 5 | 6
        return [{ type: 'heading', depth, children }]
      }
      case 'PRE':
        return [{ type: 'code', value: codeText(node).replace(/\n$/, '') }]
      case 'BLOCKQUOTE': {
        const children = this.blocks(node.children)
        return children.length === 0 ? [] : [{ type: 'blockquote', children }]
      }
      case 'UL':
      case 'OL':
        return this.list(node)
      case 'HR':
        return [{ type: 'thematicBreak' }]
      case 'TABLE':
        return this.table(node)
      default:
        return this.blocks(node.children)
    }
  }

  private paragraph(node: HtmlNode): BlockContent[] {
    this.lastCharacter = ''
    const children = trimEdges(spacesOutside(this.phrasing(node.children)))
    return isBlank(children) ? [] : [{ type: 'paragraph', children }]
  }

  /** A Heading 1 inside a list, quote, note or table cannot start an article: kept as text. */
  private misplacedHeading(node: HtmlNode): BlockContent[] {
    const heading = fewWords(textContent(node), 12)
    this.warnings.push({
      kind: 'misplaced-heading',
      message: `${placeOf(this.title(), '')} : le titre 1 « ${heading} » se trouve ${placeName(node)}, où il ne peut pas commencer un article. Son texte est gardé comme paragraphe ; pour en faire un article, placez-le dans le corps du document.`,
    })
    return this.paragraph(node)
  }

  /** Whether a list holds the document's notes (mammoth writes them as one at its end). */
  private isNoteList(node: HtmlNode): boolean {
    return (
      node.name === 'OL' &&
      node.children.some((item) => NOTE_ITEM.test(item.attributes.id ?? '')) &&
      node.children.every((item) => item.name !== 'LI' || NOTE_ITEM.test(item.attributes.id ?? ''))
    )
  }

  private list(node: HtmlNode): BlockContent[] {
    if (this.isNoteList(node)) {
      for (const item of node.children) {
        const [, kind, number] = NOTE_ITEM.exec(item.attributes.id ?? '') ?? []
        if (kind === undefined || number === undefined) continue
        this.notes.set(`${kind === 'endnote' ? 'e' : 'f'}${number}`, this.blocks(item.children))
      }
      return []
    }
    const ordered = node.name === 'OL'
    const start = Number(node.attributes.start ?? 1)
    const items = node.children
      .filter((child) => child.name === 'LI')
      .map((item): ListItem => {
        const box = item.children.find(
          (child) => child.name === 'INPUT' && child.attributes.type === 'checkbox',
        )
        return {
          type: 'listItem',
          spread: false,
          ...(box ? { checked: 'checked' in box.attributes } : {}),
          children: this.blocks(item.children),
        }
      })
    if (items.length === 0) return []
    return [
      {
        type: 'list',
        ordered,
        spread: false,
        ...(ordered ? { start: Number.isInteger(start) && start >= 0 ? start : 1 } : {}),
        children: items,
      },
    ]
  }

  /** A table on its grid: each cell's text in the column it starts at, the first row as header. */
  private table(node: HtmlNode): BlockContent[] {
    const grid = this.gridOf(node)
    const rows = [...grid.rows.keys()].map((row, rowIndex): TableRow => {
      const slots: TableCell[] = Array.from({ length: grid.columns }, () => ({
        type: 'tableCell',
        children: [],
      }))
      const cells = row.children.filter((cell) => cell.name === 'TD' || cell.name === 'TH')
      ;(grid.starts[rowIndex] ?? []).forEach((column, index) => {
        const cell = cells[index]
        if (cell) slots[column] = { type: 'tableCell', children: this.cell(cell) }
      })
      return { type: 'tableRow', children: slots }
    })
    return rows.length === 0 ? [] : [{ type: 'table', children: rows }]
  }

  /** A table's grid, with a warning when it has merged cells. */
  private gridOf(table: HtmlNode): TableGrid {
    const grid = tableGrid(table)
    if (grid.merged) {
      this.warnings.push({
        kind: 'merged-cells',
        message: `${placeOf(this.title(), fewWords(tableText(table)))} : ce tableau a des cellules fusionnées. Le Web n’en a pas : chaque texte garde sa colonne et les cellules couvertes restent vides.`,
      })
    }
    return grid
  }

  /**
   * A cell's content on one line: a Markdown table holds one line per cell, so its paragraphs,
   * lists (`• `), code and tables inside become text separated by spaces.
   */
  private cell(cell: HtmlNode): PhrasingContent[] {
    const parts: PhrasingContent[] = []
    const visit = (nodes: readonly HtmlNode[]) => {
      let inline: HtmlNode[] = []
      const flush = () => {
        this.lastCharacter = ''
        if (inline.length > 0) parts.push(...spaceBetween(parts), ...this.phrasing(inline))
        inline = []
      }
      for (const node of nodes) {
        if (node.name === '#text' || !isBlock(node)) {
          inline.push(node)
          continue
        }
        flush()
        if (DROPPED_ELEMENTS.has(node.name)) continue
        if (node.name === 'P' && isDropped(node)) continue
        if (node.name === 'PRE') {
          const code = codeText(node).replace(ASCII_SPACES, ' ').trim()
          if (code !== '') parts.push(...spaceBetween(parts), { type: 'inlineCode', value: code })
          continue
        }
        if (node.name === 'LI') parts.push(...spaceBetween(parts), { type: 'text', value: '• ' })
        visit(node.children.filter((child) => child.name !== 'INPUT'))
      }
      flush()
    }
    visit(cell.children)
    // Line breaks cannot stand in a cell's line: a space does.
    return trimEdges(
      spacesOutside(
        parts.map((part) => (part.type === 'break' ? { type: 'text', value: ' ' } : part)),
      ),
    )
  }

  /** The inline content of an element. */
  private phrasing(nodes: readonly HtmlNode[]): PhrasingContent[] {
    return nodes.flatMap((node) => this.inline(node))
  }

  private inline(node: HtmlNode): PhrasingContent[] {
    if (node.name === '#text') return this.text(node.text)
    if (DROPPED_ELEMENTS.has(node.name)) return []
    switch (node.name) {
      case 'STRONG':
      case 'B':
        return [{ type: 'strong', children: this.phrasing(node.children) }]
      case 'EM':
      case 'I':
        return [{ type: 'emphasis', children: this.phrasing(node.children) }]
      case 'S':
      case 'DEL':
      case 'STRIKE':
        return [{ type: 'delete', children: this.phrasing(node.children) }]
      case 'BR':
        return [{ type: 'break' }]
      case 'CODE': {
        const code = textContent(node).replace(/\r?\n|\r/g, ' ')
        return code === '' ? [] : [{ type: 'inlineCode', value: code }]
      }
      case 'A':
        return this.link(node)
      case 'IMG':
        return this.image(node)
      case 'INPUT':
        return []
      default:
        // A block inside inline content (rare in mammoth's HTML) reads as its text.
        return this.phrasing(node.children)
    }
  }

  /** A web, mail or phone link, a note reference, or plain text for anything else. */
  private link(node: HtmlNode): PhrasingContent[] {
    const href = node.attributes.href ?? ''
    const note = NOTE_TARGET.exec(href)
    if (note) {
      const current = this.open.at(-1)
      if (current) current.citesNotes = true
      const reference: FootnoteReference = {
        type: 'footnoteReference',
        identifier: `${note[1] === 'endnote' ? 'e' : 'f'}${note[2] ?? ''}`,
      }
      return [reference]
    }
    if (NOTE_BACK_LINK.test(href)) return []
    const children = spacesOutside(this.phrasing(node.children))
    if (!SAFE_LINK.test(href) || textContent(node).trim() === '') return children
    return [{ type: 'link', url: href, children }]
  }

  /** A kept image, its caption as the figure's title; a format the site refuses gets a warning. */
  private image(node: HtmlNode): PhrasingContent[] {
    const source = node.attributes.src ?? ''
    const format = UNSUPPORTED_IMAGE.exec(source)?.[1]
    if (format !== undefined) {
      this.warnings.push({
        kind: 'image-format',
        message: `${placeOf(this.title(), this.recentText())} : une image au format ${format} a été ignorée, car le site n’accepte que les images PNG, JPEG, GIF, WebP ou AVIF : insérez-la en PNG ou en JPEG.`,
      })
    }
    if (!this.images.has(source)) return []
    const paragraph = node.parent
    const caption = paragraph ? captionOf(paragraph) : undefined
    const described = collapsed(node.attributes.alt ?? '')
    const captionText = caption ? collapsed(textContent(caption)) : ''
    // The caption is read out with the figure: an alt text repeating it would be read twice.
    const alt = caption && sameWords(captionText, described) ? '' : described
    // The renderer makes a figure of an image alone in its paragraph with a title.
    const title =
      captionText === ''
        ? null
        : this.language() === 'fr'
          ? frenchTypography(captionText)
          : captionText
    return [{ type: 'image', url: source, alt, title }]
  }

  /** The tree with its note references numbered from 1 and the notes it cites at its end. */
  private withNotes(tree: Root): Root {
    const numbers = new Map<string, number>()
    const renumber = (node: Nodes): boolean => {
      if (node.type === 'footnoteReference') {
        if (!this.notes.has(node.identifier)) return false
        if (!numbers.has(node.identifier)) numbers.set(node.identifier, numbers.size + 1)
        node.identifier = String(numbers.get(node.identifier) ?? 0)
        return true
      }
      if ('children' in node)
        (node as { children: Nodes[] }).children = node.children.filter(renumber)
      return true
    }
    renumber(tree)
    const definitions = [...numbers].map(([label, number]): FootnoteDefinition => ({
      type: 'footnoteDefinition',
      identifier: String(number),
      children: structuredClone(this.notes.get(label) ?? []),
    }))
    return { ...tree, children: [...tree.children, ...(definitions as RootContent[])] }
  }
}

/**
 * A block's content without the spaces at its edges, which a browser does not show: a space left
 * before a note's back link, which is dropped, say.
 */
function trimEdges(nodes: PhrasingContent[]): PhrasingContent[] {
  const first = nodes[0]
  if (first?.type === 'text') first.value = first.value.replace(/^[ \t\r\n]+/, '')
  const last = nodes.at(-1)
  if (last?.type === 'text') last.value = last.value.replace(/(?<![ \t\r\n])[ \t\r\n]+$/, '')
  return nodes.filter((node) => node.type !== 'text' || node.value !== '')
}

/** A space before the next part of a cell, when something stands before it without one. */
function spaceBetween(parts: readonly PhrasingContent[]): PhrasingContent[] {
  const last = parts.at(-1)
  if (last === undefined || (last.type === 'text' && last.value.endsWith(' '))) return []
  return [{ type: 'text', value: ' ' }]
}

/**
 * Whether a block would show nothing: no element, and text of spaces alone (no-break spaces
 * included, which Word users type to make room), as the writer used to drop them.
 */
function isBlank(nodes: readonly PhrasingContent[]): boolean {
  return nodes.every((node) => node.type === 'text' && node.value.trim() === '')
}

/** A caption paragraph whose picture takes it as its figure's caption is not written twice. */
function isDropped(node: HtmlNode): boolean {
  return isCaption(node) && captionedImage(node) !== undefined
}

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
  return text
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
