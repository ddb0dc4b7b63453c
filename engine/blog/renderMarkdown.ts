import type { Element, Root as HastRoot } from 'hast'
import type { Nodes, Parents, Root } from 'mdast'
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import type { ImageSize } from './imageSize.ts'
import { pictureWidthOf, shownSize } from './pictureWidth.ts'
import { POST_TABLE_CLASSES } from './postTableClasses.ts'

/** The prefix of every `id` the pipeline writes, so a post's ids never clash with the page's. */
const ID_PREFIX = 'user-content-'

/**
 * What a post body may contain once rendered, and nothing else: the elements GFM produces
 * (headings, paragraphs, lists, tables, quotes, code, emphasis, links, images, footnotes) and
 * the figures the pipeline makes of captioned images. Raw HTML never reaches this list (it is
 * turned into text first); the list is the second wall. Addresses must be relative or use one
 * of the listed protocols, so no `javascript:` or `data:`. No `on*`, no `style`, no `class`
 * except the footnotes' own.
 */
const postSanitizeSchema: SanitizeSchema = {
  tagNames: [
    ...['p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
    ...['ul', 'ol', 'li', 'em', 'strong', 'del', 'a', 'img', 'figure', 'figcaption', 'sup'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'section'],
  ],
  attributes: {
    a: [
      'href',
      'title',
      ['id', new RegExp(`^${ID_PREFIX}fnref-`)],
      'dataFootnoteRef',
      'dataFootnoteBackref',
      ['ariaDescribedBy', 'footnote-label'],
      'ariaLabel',
      ['className', 'data-footnote-backref'],
    ],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    ol: ['start'],
    li: [['id', new RegExp(`^${ID_PREFIX}fn-`)]],
    h2: [['id', 'footnote-label']],
    section: ['dataFootnotes', ['className', 'footnotes']],
    code: [['className', /^language-[\w-]+$/]],
  },
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  // The ids above already carry their prefix (remark-rehype adds it), so none is added twice.
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style'],
}

/** Options of {@link renderMarkdown}. */
export interface RenderMarkdownOptions {
  /**
   * The address of the post's folder on the site, ending with `/` (e.g. `/blog/2026-01-05-x/`).
   * Images the Markdown names by file (`![Schéma](schema.png)`) are served from there.
   */
  imageBase?: string
  /** The size of each image of the post's folder, by file name. */
  imageSizes?: ReadonlyMap<string, ImageSize>
  /** The language of the post, for the words the pipeline writes itself (footnotes). */
  language?: 'fr' | 'en'
}

/** A rendered post body. */
export interface RenderedMarkdown {
  /** Sanitized HTML, safe to insert in the page. */
  html: string
  /** The text without any Markdown, blocks separated by a space (reading time). */
  text: string
  /**
   * The first paragraph of running text, as plain text: never a table, a heading, a list, a
   * quote or a picture's caption ('' when the body has none). Descriptions and cards use it.
   */
  lead: string
}

interface RenderData {
  options: RenderMarkdownOptions
  text?: string
  lead?: string
}

const FOOTNOTE_WORDS = {
  fr: { label: 'Notes', back: (index: number) => `Retour à l’appel de note ${index}` },
  en: { label: 'Notes', back: (index: number) => `Back to reference ${index}` },
} as const

/** How a table's scrolling box is named for screen readers, numbered in its post. */
const TABLE_WORDS = {
  fr: (index: number) => `Tableau ${index}`,
  en: (index: number) => `Table ${index}`,
} as const

/**
 * A cell that holds a number as people write it: a sign, digits grouped by spaces (no-break ones
 * included: `\s` holds them), a decimal comma or point, and a unit (%, $, €, h); « 12,5 % », « -3 », « 1 200 $ ».
 */
const NUMBER_CELL = /^[-+±−]?[$€]?\s?\d+(?:\s\d{3})*(?:[.,]\d+)?\s?(?:[%$€h]|k\$|M\$)?$/u

/** What a cell says when it has no value (a dash), which does not stop a column being numeric. */
const EMPTY_CELL = /^(?:[-–—]|n\/a|s\.o\.)?$/iu

const processors = {
  fr: createProcessor('fr'),
  en: createProcessor('en'),
}

/**
 * The one Markdown pipeline of the product (GFM): the site's pages, the feeds, the API and the
 * admin preview all render through it. Plugins that add trusted markup (responsive images) go
 * after the sanitizer.
 */
function createProcessor(language: 'fr' | 'en') {
  const words = FOOTNOTE_WORDS[language]
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(() => prepareTree)
    .use(remarkRehype, {
      clobberPrefix: ID_PREFIX,
      footnoteLabel: words.label,
      // A visible heading: readers see where the notes start.
      footnoteLabelProperties: {},
      footnoteBackLabel: (referenceIndex, rereferenceIndex) =>
        words.back(referenceIndex + 1) + (rereferenceIndex > 1 ? ` (${rereferenceIndex})` : ''),
    })
    .use(() => makeFigures)
    .use(rehypeSanitize, postSanitizeSchema)
    .use(() => dropEmptyClasses)
    .use(() => (tree: HastRoot) => {
      readableTables(tree, TABLE_WORDS[language])
    })
    .use(rehypeStringify)
    .freeze()
}

/**
 * Converts a post's Markdown to sanitized HTML and plain text. HTML typed in the Markdown shows
 * as the same literal text; headings move down so the body never holds an `h1` (the page title
 * is the only one); images get their folder's address, their width and height (the width Word
 * showed them at when the Markdown gives it, see pictureWidth.ts), and lazy loading; an image alone in its paragraph with a title becomes a figure with that caption.
 */
export function renderMarkdown(
  markdown: string,
  options: RenderMarkdownOptions = {},
): RenderedMarkdown {
  const data: RenderData = { options }
  const processor = processors[options.language ?? 'fr']
  const html = String(processor.processSync({ value: markdown, data: { render: data } })).trim()
  return { html, text: data.text ?? '', lead: data.lead ?? '' }
}

function prepareTree(tree: Root, file: { data: object }): void {
  const data = (file.data as { render?: RenderData }).render
  literalHtml(tree)
  shiftHeadings(tree)
  if (!data) return
  const { imageBase, imageSizes } = data.options
  for (const image of collect(tree, 'image')) {
    const fileName = localImageName(image.url)
    const intrinsic = fileName === undefined ? undefined : imageSizes?.get(fileName)
    // The width Word showed it at (`#width=120`), at most: the CSS keeps it within the column.
    const width = fileName === undefined ? undefined : pictureWidthOf(image.url)
    const size = width === undefined ? intrinsic : shownSize(width, intrinsic)
    if (fileName !== undefined && imageBase !== undefined) {
      image.url = `${imageBase}${encodeURIComponent(fileName)}`
    }
    image.data = {
      ...image.data,
      hProperties: { ...size, loading: 'lazy', decoding: 'async' },
    }
  }
  data.text = plainText(tree)
  data.lead = leadText(tree)
}

/** The text of the body's first top-level paragraph that holds text (see `lead`). */
function leadText(tree: Root): string {
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue
    const text = plainText({ type: 'root', children: [node] })
    if (text !== '') return text
  }
  return ''
}

/**
 * HTML typed in the Markdown (often text that looked like a tag in Word) becomes text: the
 * reader sees `<b>` as written, and nothing of it is ever markup.
 */
function literalHtml(node: Parents): void {
  node.children.forEach((child, index) => {
    if (child.type === 'html') {
      const text = { type: 'text' as const, value: child.value }
      const isBlock = node.type === 'root' || node.type === 'blockquote' || node.type === 'listItem'
      node.children[index] = isBlock ? { type: 'paragraph', children: [text] } : text
    } else if ('children' in child) {
      literalHtml(child)
    }
  })
}

function shiftHeadings(tree: Root): void {
  const headings = collect(tree, 'heading')
  const shift = Math.max(0, 2 - Math.min(6, ...headings.map((heading) => heading.depth)))
  for (const heading of headings) {
    heading.depth = Math.min(6, heading.depth + shift) as typeof heading.depth
  }
}

/** `![Alt](photo.png "Légende")` alone in its paragraph: a figure whose caption is the title. */
function makeFigures(tree: HastRoot): void {
  const visit = (parent: HastRoot | Element) => {
    parent.children.forEach((child, index) => {
      if (child.type !== 'element') return
      const image = child.tagName === 'p' ? onlyImage(child) : undefined
      const caption = image?.properties.title
      if (image && typeof caption === 'string' && caption.trim() !== '') {
        delete image.properties.title
        parent.children[index] = {
          type: 'element',
          tagName: 'figure',
          properties: {},
          children: [
            image,
            {
              type: 'element',
              tagName: 'figcaption',
              properties: {},
              children: [{ type: 'text', value: caption }],
            },
          ],
        }
      } else {
        visit(child)
      }
    })
  }
  visit(tree)
}

/** A class the sanitizer emptied (`language-js"` in a code fence) would print as `class=""`. */
function dropEmptyClasses(tree: HastRoot): void {
  const visit = (parent: HastRoot | Element) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue
      const { className } = child.properties
      if (Array.isArray(className) && className.length === 0) delete child.properties.className
      visit(child)
    }
  }
  visit(tree)
}

/**
 * After the sanitizer, so its markup is ours: each table goes in a named, focusable box that
 * scrolls sideways on a narrow screen (WCAG's scrollable region: a keyboard reaches it too), and
 * the cells of a column that holds only numbers are marked, so they line up on the right.
 */
function readableTables(tree: HastRoot, name: (index: number) => string): void {
  let count = 0
  const visit = (parent: HastRoot | Element) => {
    parent.children.forEach((child, index) => {
      if (child.type !== 'element') return
      if (child.tagName !== 'table') {
        visit(child)
        return
      }
      count += 1
      markNumericColumns(child)
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: [POST_TABLE_CLASSES.scroller],
          role: 'region',
          ariaLabel: name(count),
          tabIndex: 0,
        },
        children: [child],
      }
    })
  }
  visit(tree)
}

function markNumericColumns(table: Element): void {
  const rows = childElements(table).flatMap((section) =>
    section.tagName === 'tr'
      ? [section]
      : childElements(section).filter((row) => row.tagName === 'tr'),
  )
  const cells = rows.map((row) => childElements(row).filter((cell) => /^t[dh]$/.test(cell.tagName)))
  const body = cells.filter((row) => row.every((cell) => cell.tagName === 'td'))
  const columns = Math.max(0, ...cells.map((row) => row.length))
  for (let column = 0; column < columns; column += 1) {
    const values = body.map((row) => {
      const cell = row[column]
      return cell ? textOf(cell).trim() : ''
    })
    const filled = values.filter((value) => !EMPTY_CELL.test(value))
    if (filled.length === 0 || !filled.every((value) => NUMBER_CELL.test(value))) continue
    for (const row of cells) {
      const cell = row[column]
      if (cell) cell.properties.className = [POST_TABLE_CLASSES.numeric]
    }
  }
}

function childElements(parent: Element): Element[] {
  return parent.children.filter((child): child is Element => child.type === 'element')
}

function textOf(node: Element): string {
  return node.children
    .map((child) =>
      child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '',
    )
    .join('')
}

function onlyImage(paragraph: Element): Element | undefined {
  const meaningful = paragraph.children.filter(
    (child) => !(child.type === 'text' && child.value.trim() === ''),
  )
  const [first] = meaningful
  return meaningful.length === 1 && first?.type === 'element' && first.tagName === 'img'
    ? first
    : undefined
}

/** The file name of an image given relative to the post's folder, e.g. `./photo.png`. */
function localImageName(url: string): string | undefined {
  if (/^([a-z][a-z\d+.-]*:|\/)/i.test(url)) return undefined
  const name = url.replace(/^\.\//, '').split(/[?#]/, 1)[0] ?? ''
  if (name === '' || name.includes('/')) return undefined
  try {
    return decodeURIComponent(name)
  } catch {
    return name
  }
}

type NodeOfType<Type extends Nodes['type']> = Extract<Nodes, { type: Type }>

function collect<Type extends Nodes['type']>(tree: Nodes, type: Type): NodeOfType<Type>[] {
  const found: NodeOfType<Type>[] = []
  const visit = (node: Nodes) => {
    if (node.type === type) found.push(node as NodeOfType<Type>)
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(tree)
  return found
}

function plainText(tree: Root): string {
  const parts: string[] = []
  const visit = (node: Nodes) => {
    if (node.type === 'image' || node.type === 'definition') return
    if (node.type === 'footnoteDefinition' || node.type === 'footnoteReference') return
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
      parts.push(node.value)
    } else if (node.type === 'break') {
      parts.push(' ')
    }
    if ('children' in node) {
      for (const child of node.children) visit(child)
      // Blocks are separated so "Titre" and "Texte" never read as "TitreTexte".
      if (node.type !== 'root' && !isPhrasing(node)) parts.push(' ')
    }
  }
  visit(tree)
  // French no-break spaces are typography, not layout: they stay.
  return parts
    .join('')
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim()
}

function isPhrasing(node: Nodes): boolean {
  return ['emphasis', 'strong', 'delete', 'link', 'linkReference'].includes(node.type)
}
