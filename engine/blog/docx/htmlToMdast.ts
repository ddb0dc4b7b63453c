import type { PhrasingContent, Root } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { type Options, toMarkdown } from 'mdast-util-to-markdown'
import { type HtmlNode, readTopLevelNodes } from './htmlTree.ts'

/**
 * The import's Markdown is written by mdast-util-to-markdown with its GFM extension, from an
 * mdast tree the import builds from mammoth's HTML: the library knows which typed characters
 * Markdown would read (a line's `1)`, `~~`, `_`, `|`, `<`, `&`, an address's `://`) and escapes
 * exactly those. This module reads the HTML, collapses its spaces as a browser shows them, hands
 * each top-level node over once the nodes around it are known, and serializes a finished tree.
 */

const BLOCKS = new Set(
  'ADDRESS ARTICLE ASIDE AUDIO BLOCKQUOTE BODY CANVAS CENTER DD DIR DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM FRAMESET H1 H2 H3 H4 H5 H6 HEADER HGROUP HR HTML ISINDEX LI MAIN MENU NAV NOFRAMES NOSCRIPT OL OUTPUT P PRE SECTION TABLE TBODY TD TFOOT TH THEAD TR UL'.split(
    ' ',
  ),
)
const VOIDS = new Set(
  'AREA BASE BR COL COMMAND EMBED HR IMG INPUT KEYGEN LINK META PARAM SOURCE TRACK WBR'.split(' '),
)

export const isBlock = (node: HtmlNode) => BLOCKS.has(node.name)

/** Nodes kept on each side of the one being converted, for captions beside a picture. */
const NEIGHBOURS = 4

/**
 * Reads mammoth's HTML and hands over each top-level node, its spaces collapsed, once the nodes
 * on either side of it are read (a caption may stand after its picture), then lets it go: a
 * large document is never held as one tree.
 */
export function readCollapsedNodes(html: string, receive: (node: HtmlNode) => void): void {
  const root: HtmlNode = {
    name: 'ROOT',
    attributes: {},
    children: [],
    parent: undefined,
    text: '',
    index: 0,
  }
  const collapser = new WhitespaceCollapser()
  let next = 0
  const handReady = (ahead: number) => {
    while (root.children.length - next > ahead && !collapser.mayStillChange(root, next)) {
      receive(root.children[next] as HtmlNode)
      next++
      if (next > NEIGHBOURS) {
        root.children.shift()
        next--
      }
    }
  }
  readTopLevelNodes(html, (node) => {
    node.parent = root
    node.index = root.children.length
    root.children.push(node)
    collapser.visitTopLevel(node)
    handReady(NEIGHBOURS)
  })
  collapser.finish()
  handReady(0)
}

/** How the import writes Markdown: `-` bullets, `_` and `**`, fenced code, GFM. */
const MARKDOWN_OPTIONS: Options = {
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

/**
 * Spaces at the edges of emphasis, bold and strikethrough go outside their markers (`**a** b`,
 * not `**a **b`, which Markdown would not read as bold); one holding only spaces is its spaces.
 */
export function spacesOutside(nodes: PhrasingContent[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (node.type !== 'emphasis' && node.type !== 'strong' && node.type !== 'delete') return [node]
    const children = spacesOutside(node.children)
    const first = children[0]
    const last = children.at(-1)
    if (children.every((child) => child.type === 'text' && child.value.trim() === '')) {
      const spaces = children.map((child) => (child.type === 'text' ? child.value : '')).join('')
      return spaces === '' ? [] : [{ type: 'text', value: spaces }]
    }
    const leading = first?.type === 'text' ? (/^\s*/.exec(first.value)?.[0] ?? '') : ''
    const trailing = last?.type === 'text' ? (/(?<!\s)\s*$/.exec(last.value)?.[0] ?? '') : ''
    if (first?.type === 'text' && leading !== '') first.value = first.value.slice(leading.length)
    if (last?.type === 'text' && trailing !== '')
      last.value = last.value.slice(0, last.value.length - trailing.length)
    return [
      ...(leading ? [{ type: 'text' as const, value: leading }] : []),
      {
        ...node,
        children: children.filter((child) => child.type !== 'text' || child.value !== ''),
      },
      ...(trailing ? [{ type: 'text' as const, value: trailing }] : []),
    ]
  })
}

/**
 * Collapses whitespace as a browser renders it: runs become one space, and spaces at the edges
 * of blocks, line breaks and after another space go; text in `<pre>` is left as it is. Fed one
 * top-level node at a time, in order.
 */
class WhitespaceCollapser {
  /** The last text node kept, whose final space the next block or break removes. */
  private previous: HtmlNode | undefined
  /** The top-level node holding {@link previous}. */
  private previousTopLevel: HtmlNode | undefined
  private keepLeadingSpace = false
  private topLevel: HtmlNode | undefined

  visitTopLevel(node: HtmlNode): void {
    this.topLevel = node
    const parent = node.parent
    if (parent && !this.visit(node)) parent.children.splice(parent.children.indexOf(node), 1)
  }

  /** Whether collapsing later nodes may still change the top-level node at `index`. */
  mayStillChange(root: HtmlNode, index: number): boolean {
    const held = this.previousTopLevel
    return held !== undefined && root.children.indexOf(held) <= index && held.parent === root
  }

  finish(): void {
    const last = this.previous
    if (!last) return
    last.text = last.text.replace(/ $/, '')
    // An emptied text node goes, as a browser-side walk would remove it.
    if (!last.text && last.parent)
      last.parent.children = last.parent.children.filter((node) => node !== last)
    this.previous = undefined
    this.previousTopLevel = undefined
  }

  /** Collapses one node and what it holds; false for a text node left empty, to remove. */
  private visit(node: HtmlNode): boolean {
    if (node.name === '#text') return this.visitText(node)
    this.visitElement(node)
    if (node.name !== 'PRE' && node.children.length > 0) {
      node.children = node.children.filter((child) => this.visit(child))
      node.children.forEach((child, index) => (child.index = index))
      this.visitElement(node)
    }
    return true
  }

  private visitText(node: HtmlNode): boolean {
    // Most text has no run of spaces to collapse: it is kept as it is, without a copy.
    let text = /[\r\n\t]| {2}/.test(node.text) ? node.text.replace(/[ \r\n\t]+/g, ' ') : node.text
    const afterSpace = !this.previous || this.previous.text.endsWith(' ')
    if (afterSpace && !this.keepLeadingSpace && text.startsWith(' ')) text = text.slice(1)
    if (!text) return false
    node.text = text
    this.previous = node
    this.previousTopLevel = this.topLevel
    return true
  }

  private visitElement(node: HtmlNode): void {
    if (isBlock(node) || node.name === 'BR') {
      if (this.previous) this.previous.text = this.previous.text.replace(/ $/, '')
      this.previous = undefined
      this.previousTopLevel = undefined
      this.keepLeadingSpace = false
    } else if (VOIDS.has(node.name) || node.name === 'PRE') {
      this.previous = undefined
      this.previousTopLevel = undefined
      this.keepLeadingSpace = true
    } else if (this.previous) {
      this.keepLeadingSpace = false
    }
  }
}
