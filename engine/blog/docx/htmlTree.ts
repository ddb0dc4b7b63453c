/**
 * A small tree for the HTML mammoth writes, read in one pass of one regular expression. mammoth's
 * writer is simple and regular: lowercase tags, every attribute quoted with `"`, `&`, `<`, `>`
 * (and `"` in attributes) escaped, void elements written `<br />`, every other element closed.
 * A browser's parser, built for any HTML, costs several times more time and memory on a large
 * document; this one reads only what mammoth writes, the way a browser would.
 */

/** An element (`name` in capitals, as the DOM gives it) or a text node (`name` is `#text`). */
export interface HtmlNode {
  name: string
  attributes: Readonly<Record<string, string>>
  children: HtmlNode[]
  parent: HtmlNode | undefined
  /** A text node's text, decoded; empty for elements. */
  text: string
  /** Where the node stands among its parent's children (checked before use). */
  index: number
}

const TOKEN = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)|</g
const ATTRIBUTE = /([^\s=/>]+)(?:="([^"]*)")?/g
const VOID_ELEMENTS = new Set(['AREA', 'BR', 'COL', 'EMBED', 'HR', 'IMG', 'INPUT', 'WBR'])
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** Reads mammoth's HTML into a tree whose root is named `ROOT`. */
export function parseHtml(html: string): HtmlNode {
  const root = element('ROOT', {}, undefined)
  readTopLevelNodes(html, (node) => {
    node.parent = root
    node.index = root.children.length
    root.children.push(node)
  })
  return root
}

/**
 * Reads mammoth's HTML and hands over each top-level node, whole, as soon as it is complete, so
 * a large document is never held as one tree. The nodes' parent is set by the receiver.
 */
export function readTopLevelNodes(html: string, receive: (node: HtmlNode) => void): void {
  const root = element('ROOT', {}, undefined)
  let current = root
  // A browser reads `\r\n` and `\r` as `\n`, and drops NUL characters from text.
  const source = html.replace(/\r\n?/g, '\n').replace(/\0/g, '')
  for (const match of source.matchAll(TOKEN)) {
    const [token, closing, tag, attributes, selfClosing, text] = match
    if (text !== undefined || tag === undefined) {
      appendText(current, decode(text ?? token))
    } else if (closing) {
      current = closeElement(current, tag.toUpperCase())
    } else {
      const name = tag.toUpperCase()
      const opened = element(name, readAttributes(attributes ?? ''), current)
      current.children.push(opened)
      if (!VOID_ELEMENTS.has(name) && selfClosing !== '/') current = opened
    }
    // Every top-level node but the last is complete (the last may be open, or text to extend).
    if (root.children.length > 1) {
      const last = root.children.pop() as HtmlNode
      for (const node of root.children) receive(node)
      root.children = [last]
      last.index = 0
    }
  }
  for (const node of root.children) receive(node)
}

function element(
  name: string,
  attributes: Readonly<Record<string, string>>,
  parent: HtmlNode | undefined,
): HtmlNode {
  return { name, attributes, children: [], parent, text: '', index: parent?.children.length ?? 0 }
}

function appendText(parent: HtmlNode, text: string): void {
  const last = parent.children.at(-1)
  if (last?.name === '#text') {
    last.text += text
    return
  }
  // A browser drops the newline that opens a `<pre>`.
  const kept =
    parent.name === 'PRE' && parent.children.length === 0 ? text.replace(/^\n/, '') : text
  if (kept !== '') parent.children.push({ ...element('#text', {}, parent), text: kept })
}

/** Closes the innermost open element of that name; a stray closing tag is ignored. */
function closeElement(current: HtmlNode, name: string): HtmlNode {
  for (let open = current; open.parent !== undefined; open = open.parent) {
    if (open.name === name) return open.parent
  }
  return current
}

/** Shared by the many elements without attributes; never written to. */
const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({})

function readAttributes(text: string): Readonly<Record<string, string>> {
  if (text === '') return NO_ATTRIBUTES
  const attributes: Record<string, string> = {}
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) {
    if (name !== undefined && !(name.toLowerCase() in attributes))
      attributes[name.toLowerCase()] = decode(value ?? '')
  }
  return attributes
}

function decode(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(ENTITY, (match, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity.toLowerCase()] ?? match
    const code =
      entity[1] === 'x' || entity[1] === 'X'
        ? parseInt(entity.slice(2), 16)
        : Number(entity.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
  })
}

/** The text of a node and its descendants, as the DOM's `textContent`. */
export function textContent(node: HtmlNode): string {
  if (node.name === '#text') return node.text
  let text = ''
  for (const child of node.children) text += textContent(child)
  return text
}

/** Whether any descendant element has one of these names. */
export function hasDescendant(node: HtmlNode, names: ReadonlySet<string>): boolean {
  return node.children.some((child) => names.has(child.name) || hasDescendant(child, names))
}

/** The node's place among its parent's children: its recorded index, or a search if it moved. */
function positionOf(node: HtmlNode): number {
  const siblings = node.parent?.children ?? []
  if (siblings[node.index] === node) return node.index
  node.index = siblings.indexOf(node)
  return node.index
}

export function previousElementSibling(node: HtmlNode): HtmlNode | undefined {
  const siblings = node.parent?.children ?? []
  for (let index = positionOf(node) - 1; index >= 0; index--) {
    const sibling = siblings[index]
    if (sibling && sibling.name !== '#text') return sibling
  }
  return undefined
}

export function nextElementSibling(node: HtmlNode): HtmlNode | undefined {
  const siblings = node.parent?.children ?? []
  const start = positionOf(node)
  if (start < 0) return undefined
  for (let index = start + 1; index < siblings.length; index++) {
    const sibling = siblings[index]
    if (sibling && sibling.name !== '#text') return sibling
  }
  return undefined
}
