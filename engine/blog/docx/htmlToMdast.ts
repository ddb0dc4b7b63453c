import type { Element, ElementContent, Parents, Text } from 'hast'
import { phrasing as isPhrasing } from 'hast-util-phrasing'
import { defaultHandlers, type Handle, type Options, type State } from 'hast-util-to-mdast'
import { toText } from 'hast-util-to-text'
import type { BlockContent, Heading, ListItem, PhrasingContent, Root } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { type Options as MarkdownOptions, toMarkdown } from 'mdast-util-to-markdown'
import { frenchTypography } from '../frenchTypography.ts'
import { withPictureWidth } from '../pictureWidth.ts'
import { fewWords, type ImportWarning, lastWords, placeOf } from './importWarning.ts'

/*
 * The import's rules for mammoth's HTML, as handlers of hast-util-to-mdast, which walks the tree
 * (its whitespace collapsed as a browser shows it) and writes what has no handler here (strong,
 * em, s, sup, br, hr...). Text under a heading whose title starts with `[EN]` stays as typed;
 * other text gets French typography, and nothing else. Links other than web, mail and phone
 * become plain text; only images whose name is in the conversion's list are kept. The Markdown
 * is written by mdast-util-to-markdown, which escapes exactly what Markdown would read as markup.
 */

/** What the handlers share while a document is converted, in its order. */
export class Conversion {
  readonly warnings: ImportWarning[] = []
  /** The notes by id (`f1`, `e1`), read where mammoth writes them: a list at the end. */
  readonly notes = new Map<string, BlockContent[]>()
  /** The current article's heading, to say where a warning's text was. */
  title: string | undefined
  language: 'fr' | 'en' = 'fr'
  citesNotes = false
  /** French spacing reads the character before a run within its block; each block starts afresh. */
  lastCharacter = ''
  /** The text read so far, folded to its last words only when it grows long or is quoted. */
  recent = ''
  /** Where the element converted stands, in words, for a misplaced heading's warning. */
  place = 'à l’intérieur d’un autre bloc'

  constructor(
    readonly images: ReadonlySet<string>,
    /** The width Word shows each picture at, by its rank (its `data-picture`). */
    readonly widths: readonly (number | undefined)[] = [],
  ) {}
}

/** The spaces a browser collapses; no-break spaces are the author's and stay. */
const ASCII_SPACES = /[ \t\r\n]+/g
/** Text with its spaces collapsed and trimmed as a browser shows it. */
const collapsed = (text: string) => text.replace(ASCII_SPACES, ' ').replace(/^ | $/g, '')
/** The text a reader sees of an element, on one line: its blocks and line breaks are spaces. */
export const textOf = (node: Element) => collapsed(toText(node))
const NOTE_ITEM = /^(footnote|endnote)-(\d+)$/
const NOTE_TARGET = /^#(footnote|endnote)-(\d+)$/
const NOTE_BACK_LINK = /^#(footnote|endnote)-ref-\d+$/
const SAFE_LINK = /^(https?:|mailto:|tel:)/i
/** How the converter names an image it could not keep: `unsupported:EMF`. */
const UNSUPPORTED_IMAGE = /^unsupported:([A-Z0-9+-]+)$/
/** Captions, column groups and what a Word document should never hold: dropped with their text. */
const DROPPED = ['caption', 'colgroup', 'col', 'script', 'style', 'noscript', 'iframe', 'object']
/** Word tables hold at most 63 columns; a larger span is a broken or hostile file. */
const MAX_SPAN = 64

interface WordOptions extends Options {
  conversion: Conversion
}
const conversionOf = (state: State) => (state.options as WordOptions).conversion
const isElement = (node: { type: string }, name: string): node is Element =>
  node.type === 'element' && (node as Element).tagName === name
const isDropped = (node: Element) =>
  node.properties.dataMdast === 'ignore' || DROPPED.includes(node.tagName)
const noteId = (kind: string, number: string) => `${kind === 'endnote' ? 'e' : 'f'}${number}`
/** The mdast of hast nodes, each by its handler. */
const mdastOf = (state: State, children: ElementContent[]) =>
  state.all({ type: 'element', tagName: 'span', properties: {}, children })

/** Runs `convert` with `place` as where the elements converted stand (the innermost wins). */
function within<T>(state: State, place: string, convert: () => T): T {
  const conversion = conversionOf(state)
  const outer = conversion.place
  conversion.place = place
  try {
    return convert()
  } finally {
    conversion.place = outer
  }
}

/**
 * Where blocks stand (an article, a list item, a quote, a note): the text between blocks is
 * grouped into paragraphs.
 */
function flow(state: State, parent: Parents): BlockContent[] {
  const blocks: BlockContent[] = []
  let run: ElementContent[] = []
  for (const child of [...parent.children, undefined]) {
    if (child?.type === 'doctype') continue
    if (child !== undefined && isPhrasing(child)) {
      run.push(child)
      continue
    }
    const paragraph = paragraphOf(state, run)
    if (paragraph) blocks.push(paragraph)
    run = []
    if (child !== undefined) blocks.push(...(mdastOf(state, [child]) as BlockContent[]))
  }
  return blocks
}

/** Phrasing content, French spacing starting afresh, without the spaces at its edges. */
function phrasingOf(state: State, nodes: ElementContent[]): PhrasingContent[] {
  conversionOf(state).lastCharacter = ''
  return trimEdges(spacesOutside(mdastOf(state, nodes) as PhrasingContent[]))
}

/** A paragraph; none when it would show nothing. */
function paragraphOf(state: State, nodes: ElementContent[]) {
  const children = phrasingOf(state, nodes)
  return isBlank(children) ? undefined : { type: 'paragraph' as const, children }
}

/** A run of typed text, typeset in the article's language; Markdown's escaping is the writer's. */
function text(state: State, node: Text) {
  const conversion = conversionOf(state)
  const { value } = node
  const typeset =
    conversion.language === 'fr' ? frenchTypography(value, conversion.lastCharacter) : value
  if (typeset !== '') conversion.lastCharacter = typeset.slice(-1)
  conversion.recent += ` ${value}`
  if (conversion.recent.length > 4096) conversion.recent = lastWords(conversion.recent)
  return typeset === '' ? undefined : { type: 'text' as const, value: typeset }
}

/**
 * A heading; a Heading 1 here, in a list, quote or note, cannot start an article (see
 * htmlToSections.ts): its text is kept as a paragraph, with a warning.
 */
const heading: Handle = (state, node) => {
  const conversion = conversionOf(state)
  if (node.tagName === 'h1') {
    conversion.warnings.push({
      kind: 'misplaced-heading',
      message: `${placeOf(conversion.title, '')} : le titre 1 « ${fewWords(textOf(node), 12)} » se trouve ${conversion.place}, où il ne peut pas commencer un article. Son texte est gardé comme paragraphe ; pour en faire un article, placez-le dans le corps du document.`,
    })
    return paragraphOf(state, node.children)
  }
  const children = phrasingOf(state, node.children)
  const depth = Number(node.tagName[1]) as Heading['depth']
  return children.length === 0 ? undefined : { type: 'heading', depth, children }
}

/** Code as typed, line breaks included, without French spacing. */
const code: Handle = (_state, node) => ({ type: 'code', value: toText(node).replace(/\n$/, '') })

/** Inline code on its line: a line break in it is a space; code of line breaks alone is nothing. */
const inlineCode: Handle = (_state, node) => {
  const value = toText(node)
  return /^\n*$/.test(value) ? undefined : { type: 'inlineCode', value: value.replace(/\n/g, ' ') }
}

const blockquote: Handle = (state, node) => {
  const children = within(state, 'dans une citation', () => flow(state, node))
  return children.length === 0 ? undefined : { type: 'blockquote', children }
}

/** A list, with its start and checked boxes; or the document's notes, kept for the articles. */
const list: Handle = (state, node) => {
  if (isNoteList(node)) {
    readNotes(state, node)
    return undefined
  }
  const items = node.children
    .filter((item) => isElement(item, 'li'))
    .map((item): ListItem => {
      const box = item.children.find(
        (child) => isElement(child, 'input') && child.properties.type === 'checkbox',
      ) as Element | undefined
      const children = within(state, 'dans une liste', () => flow(state, item))
      const checked = box ? { checked: box.properties.checked === true } : {}
      return { type: 'listItem', spread: false, ...checked, children }
    })
  if (items.length === 0) return undefined
  const ordered = node.tagName === 'ol'
  const start = Number(node.properties.start ?? 1)
  const first = { start: Number.isInteger(start) && start >= 0 ? start : 1 }
  return { type: 'list', ordered, spread: false, ...(ordered ? first : {}), children: items }
}

/** Whether a list holds the document's notes (mammoth writes them as one at its end). */
export function isNoteList(node: Element): boolean {
  const isNote = (child: ElementContent) =>
    child.type === 'element' && NOTE_ITEM.test(String(child.properties.id))
  return (
    node.tagName === 'ol' &&
    node.children.some(isNote) &&
    node.children.every((child) => !isElement(child, 'li') || isNote(child))
  )
}

function readNotes(state: State, list: Element): void {
  for (const item of list.children) {
    if (item.type !== 'element') continue
    const [, kind, number] = NOTE_ITEM.exec(String(item.properties.id)) ?? []
    if (kind === undefined || number === undefined) continue
    const where = kind === 'endnote' ? 'dans une note de fin' : 'dans une note de bas de page'
    const note = within(state, where, () => flow(state, item))
    conversionOf(state).notes.set(noteId(kind, number), note)
  }
}

/** The rows of a table, its nested tables' aside. */
const rowsOf = (table: Element): Element[] =>
  table.children.flatMap((child) =>
    child.type !== 'element' ? [] : child.tagName === 'tr' ? [child] : rowsOf(child),
  )
const cellsOf = (row: Element) =>
  row.children.filter((cell): cell is Element => isElement(cell, 'td') || isElement(cell, 'th'))
const spanOf = (value: unknown) => Math.min(Math.max(Math.trunc(Number(value)) || 1, 1), MAX_SPAN)
const emptyCell = (): Element => ({ type: 'element', tagName: 'td', properties: {}, children: [] })
/** Tells the library's table handler the first row is the header, as Markdown takes it. */
const HEADER_MARK: Element = { type: 'element', tagName: 'thead', properties: {}, children: [] }

/**
 * A table, its first row the header, written by the library's handler once its merged cells are
 * laid on the grid, with a warning: each text keeps its column, the slots a cell covers are empty.
 */
const table: Handle = (state, node) => {
  const rows = rowsOf(node)
  if (rows.length === 0) return undefined
  const merged = rows
    .flatMap(cellsOf)
    .find(({ properties }) => spanOf(properties.colSpan) > 1 || spanOf(properties.rowSpan) > 1)
  if (merged !== undefined) {
    const { title, warnings } = conversionOf(state)
    const cell = textOf(merged)
    warnings.push({
      kind: 'merged-cells',
      message: `${placeOf(title, fewWords(textOf(node)))} : ce tableau a des cellules fusionnées${cell === '' ? '' : `, dont « ${fewWords(cell, 12)} »`}. Un tableau d’article ne peut pas fusionner de cellules : sur la page, le texte d’une cellule fusionnée est dans sa première case, et les cases qu’elle couvrait dans Word sont vides.`,
    })
  }
  layOnGrid(rows)
  return defaultHandlers.table(state, { ...node, children: [HEADER_MARK, ...node.children] })
}

/**
 * Gives each slot a merged cell covers an empty cell of its own, as the HTML table model places
 * them. The library's handler does it too, but counts cells, not columns: a cell spanning rows
 * above one spanning columns sends the text beside them to the wrong column.
 */
function layOnGrid(rows: Element[]): void {
  const taken = rows.map(() => new Set<number>())
  rows.forEach((row, index) => {
    const slots = taken[index] ?? new Set()
    const laid: Element[] = []
    for (const cell of cellsOf(row)) {
      while (slots.has(laid.length)) laid.push(emptyCell())
      const [width, height] = [spanOf(cell.properties.colSpan), spanOf(cell.properties.rowSpan)]
      for (const below of taken.slice(index, index + height))
        for (let across = 0; across < width; across++) below.add(laid.length + across)
      laid.push(cell)
    }
    while (laid.length <= Math.max(-1, ...slots)) laid.push(emptyCell())
    row.children = laid
  })
}

/**
 * A cell's content on one line, as a Markdown table holds it: its paragraphs, lists (`• `),
 * code and tables become text separated by spaces, and its line breaks spaces.
 */
const tableCell: Handle = (state, cell) => {
  const parts: PhrasingContent[] = []
  const add = (nodes: PhrasingContent[]) => parts.push(...spaceBetween(parts), ...nodes)
  const visit = (parent: Element) => {
    let run: ElementContent[] = []
    for (const child of [...parent.children, undefined]) {
      if (child !== undefined && isPhrasing(child)) {
        run.push(child)
        continue
      }
      conversionOf(state).lastCharacter = ''
      if (run.length > 0) add(mdastOf(state, run) as PhrasingContent[])
      run = []
      if (child?.type !== 'element' || isDropped(child)) continue
      if (child.tagName === 'pre') {
        const value = toText(child).replace(ASCII_SPACES, ' ').trim()
        if (value !== '') add([{ type: 'inlineCode', value }])
        continue
      }
      if (child.tagName === 'li') add([{ type: 'text', value: '• ' }])
      visit(child)
    }
  }
  visit(cell)
  const line = parts.map((part) => (part.type === 'break' ? { type: 'text', value: ' ' } : part))
  return { type: 'tableCell', children: trimEdges(spacesOutside(line as PhrasingContent[])) }
}

/** A web, mail or phone link, a note reference, or plain text for anything else. */
const link: Handle = (state, node) => {
  const href = node.properties.href ?? ''
  const note = NOTE_TARGET.exec(href)
  if (note) {
    conversionOf(state).citesNotes = true
    return { type: 'footnoteReference', identifier: noteId(note[1] ?? '', note[2] ?? '') }
  }
  if (NOTE_BACK_LINK.test(href)) return undefined
  const children = spacesOutside(state.all(node) as PhrasingContent[])
  if (!SAFE_LINK.test(href) || textOf(node).trim() === '') return children
  return { type: 'link', url: href, children }
}

/**
 * A kept image, its caption (see captionImages in htmlToSections.ts) as the figure's title, which
 * the renderer makes a figure of, and the width Word shows it at as its address's fragment
 * (`img-….png#width=120`, see pictureWidth.ts); a format the site refuses gets a warning.
 */
const image: Handle = (state, node) => {
  const conversion = conversionOf(state)
  const source = node.properties.src ?? ''
  const format = UNSUPPORTED_IMAGE.exec(source)?.[1]
  if (format !== undefined) {
    conversion.recent = lastWords(conversion.recent)
    conversion.warnings.push({
      kind: 'image-format',
      message: `${placeOf(conversion.title, conversion.recent)} : une image au format ${format} a été ignorée, car le site n’accepte que les images PNG, JPEG, GIF, WebP ou AVIF : insérez-la en PNG ou en JPEG.`,
    })
  }
  if (!conversion.images.has(source)) return undefined
  const rank = node.properties.dataPicture
  const width = typeof rank === 'string' ? conversion.widths[Number(rank)] : undefined
  const url = width === undefined ? source : withPictureWidth(source, width)
  const described = collapsed(node.properties.alt ?? '')
  const caption = node.properties.dataCaption
  if (typeof caption !== 'string') return { type: 'image', url, alt: described }
  // The caption is read out with the figure: an alt text repeating it would be read twice.
  const alt = sameWords(caption, described) ? '' : described
  const title = conversion.language === 'fr' ? frenchTypography(caption) : caption
  return { type: 'image', url, alt, title: title === '' ? null : title }
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

const drop = () => undefined
const each = (names: string[], handle: Handle) => names.map((name) => [name, handle] as const)

/** hast-util-to-mdast's options for one conversion: the handlers, and what they share. */
export const wordOptions = (conversion: Conversion): WordOptions => ({
  conversion,
  nodeHandlers: {
    root: (state, node: Parents) => ({ type: 'root', children: flow(state, node) }),
    text,
    comment: drop,
  },
  handlers: Object.fromEntries<Handle>([
    ...each(DROPPED, drop),
    ['p', (state, node) => paragraphOf(state, node.children)],
    ...each(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'], heading),
    ['pre', code],
    ['code', inlineCode],
    ['blockquote', blockquote],
    // mammoth writes the comments as a definition list: its terms and texts read as paragraphs.
    ...each(['dl', 'dt', 'dd'], flow),
    ...each(['ol', 'ul'], list),
    ['table', table],
    ...each(['td', 'th'], tableCell),
    ['a', link],
    ['img', image],
    ['input', drop],
  ]),
})

/**
 * Spaces at the edges of emphasis, bold and strikethrough go outside their markers (`**a** b`,
 * not `**a **b`, which Markdown would not read as bold); one holding only spaces is its spaces.
 */
function spacesOutside(nodes: PhrasingContent[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (node.type !== 'emphasis' && node.type !== 'strong' && node.type !== 'delete') return [node]
    const children = spacesOutside(node.children)
    if (isBlank(children)) {
      const spaces = children.map((child) => (child.type === 'text' ? child.value : '')).join('')
      return spaces === '' ? [] : [{ type: 'text', value: spaces }]
    }
    const [first, last] = [children[0], children.at(-1)]
    const leading = first?.type === 'text' ? (/^\s*/.exec(first.value)?.[0] ?? '') : ''
    const trailing = last?.type === 'text' ? (/(?<!\s)\s*$/.exec(last.value)?.[0] ?? '') : ''
    if (first?.type === 'text') first.value = first.value.slice(leading.length)
    if (last?.type === 'text') last.value = last.value.slice(0, last.value.length - trailing.length)
    const kept = children.filter((child) => child.type !== 'text' || child.value !== '')
    return [
      ...(leading ? [{ type: 'text' as const, value: leading }] : []),
      { ...node, children: kept },
      ...(trailing ? [{ type: 'text' as const, value: trailing }] : []),
    ]
  })
}

/** A block's content without the spaces at its edges (before a dropped back link, say). */
function trimEdges(nodes: PhrasingContent[]): PhrasingContent[] {
  const [first, last] = [nodes[0], nodes.at(-1)]
  if (first?.type === 'text') first.value = first.value.replace(/^[ \t\r\n]+/, '')
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
 * included, which Word users type to make room).
 */
function isBlank(nodes: readonly PhrasingContent[]): boolean {
  return nodes.every((node) => node.type === 'text' && node.value.trim() === '')
}

/** How the import writes Markdown: `-` bullets, `_` and `**`, fenced code, GFM. */
const MARKDOWN_OPTIONS: MarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
}

/** A finished tree as GFM Markdown, without the final newline. */
export function mdastToMarkdown(tree: Root): string {
  // Only newlines: trimEnd would also take a no-break space the author typed at the end.
  return toMarkdown(tree, MARKDOWN_OPTIONS).replace(/(?<!\n)\n+$/, '')
}
