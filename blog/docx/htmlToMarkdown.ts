import {
  elementChildren,
  hasDescendant,
  type HtmlNode,
  nextSibling,
  previousSibling,
  readTopLevelNodes,
  textContent,
} from './htmlTree.ts'

/**
 * Writes Markdown from the tree of mammoth's HTML (see {@link parseHtml}), in one walk. It writes
 * what turndown wrote for the same HTML with the options the import used (ATX headings, `-`
 * bullets, `_` and `**`, fenced code, `\` line breaks, GFM strikethrough and task items), so the
 * import's Markdown did not change when turndown and its browser DOM were set aside for speed:
 * whitespace collapsed the way a browser renders it, spaces kept outside emphasis, blocks
 * separated by one blank line, list items indented under their marker.
 */

/** The import's own rules, tried before the general ones; `escape` typesets and escapes text. */
export interface MarkdownRules {
  ruleFor(node: HtmlNode): Replacement | undefined
  escape(text: string): string
}

export type Replacement = (content: string, node: HtmlNode) => string

const BLOCKS = new Set(
  'ADDRESS ARTICLE ASIDE AUDIO BLOCKQUOTE BODY CANVAS CENTER DD DIR DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM FRAMESET H1 H2 H3 H4 H5 H6 HEADER HGROUP HR HTML ISINDEX LI MAIN MENU NAV NOFRAMES NOSCRIPT OL OUTPUT P PRE SECTION TABLE TBODY TD TFOOT TH THEAD TR UL'.split(
    ' ',
  ),
)
const VOIDS = new Set(
  'AREA BASE BR COL COMMAND EMBED HR IMG INPUT KEYGEN LINK META PARAM SOURCE TRACK WBR'.split(' '),
)
const MEANINGFUL_WHEN_BLANK = new Set(
  'A TABLE THEAD TBODY TFOOT TH TD IFRAME SCRIPT AUDIO VIDEO'.split(' '),
)

export const isBlock = (node: HtmlNode) => BLOCKS.has(node.name)

/** Escapes the signs Markdown would read in a run of text: `*_[]\``, and a line's first sign. */
export function escapeMarkdown(text: string): string {
  const escaped = text.replace(/[\\*`[\]_]/g, '\\$&')
  return escaped.replace(/^(-|\+ |=+|#{1,6} |~~~|>)/, '\\$1').replace(/^(\d+)\. /, '$1\\. ')
}

/** Nodes kept on each side of the one being written, for captions and spaces beside it. */
const NEIGHBOURS = 4

/**
 * Converts mammoth's HTML to Markdown, one top-level block at a time: each is read, its spaces
 * collapsed, and written once the blocks around it are known, then let go.
 */
export function htmlToMarkdown(html: string, rules: MarkdownRules): string {
  const root: HtmlNode = {
    name: 'ROOT',
    attributes: {},
    children: [],
    parent: undefined,
    text: '',
    index: 0,
  }
  const output = new Output()
  const collapser = new WhitespaceCollapser()
  let next = 0
  const writeReady = (ahead: number) => {
    while (root.children.length - next > ahead && !collapser.mayStillChange(root, next)) {
      const node = root.children[next] as HtmlNode
      output.join(
        node.name === '#text'
          ? rules.escape(node.text)
          : replacementFor(node, node.name === 'CODE', rules),
      )
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
    writeReady(NEIGHBOURS)
  })
  collapser.finish()
  writeReady(0)
  // trimEnd drops the same characters as `\s+$`, without a regular expression's rescans.
  return output
    .toString()
    .replace(/^[\t\r\n]+/, '')
    .trimEnd()
}

/** Converts the tree under `root` to Markdown. */
export function htmlTreeToMarkdown(root: HtmlNode, rules: MarkdownRules): string {
  const collapser = new WhitespaceCollapser()
  for (const node of [...root.children]) collapser.visitTopLevel(node)
  collapser.finish()
  const output = processChildren(root, false, rules)
  return output.replace(/^[\t\r\n]+/, '').trimEnd()
}

/** The Markdown of a node's children, joined block by block. */
function processChildren(parent: HtmlNode, inCode: boolean, rules: MarkdownRules): string {
  const output = new Output()
  for (const node of parent.children) {
    if (node.name === '#text') output.join(inCode ? node.text : rules.escape(node.text))
    else output.join(replacementFor(node, inCode || node.name === 'CODE', rules))
  }
  return output.toString()
}

function replacementFor(node: HtmlNode, inCode: boolean, rules: MarkdownRules): string {
  const replacement = isBlank(node)
    ? () => (isBlock(node) ? '\n\n' : '')
    : (rules.ruleFor(node) ?? generalRule(node))
  let content = processChildren(node, inCode, rules)
  const { leading, trailing } = flankingWhitespace(node)
  if (leading || trailing) content = content.trim()
  return leading + replacement(content, node) + trailing
}

/**
 * Blocks are separated by at most one blank line: the newlines where two pieces meet are the
 * most either brings, up to two.
 */
class Output {
  private pieces: string[] = []

  join(replacement: string): void {
    const tail = this.pieces.pop() ?? ''
    const before = trimTrailingNewlines(tail)
    const after = replacement.replace(/^\n*/, '')
    const newlines = Math.max(tail.length - before.length, replacement.length - after.length)
    if (before) this.pieces.push(before)
    if (newlines > 0) this.pieces.push('\n\n'.slice(0, newlines))
    if (after) this.pieces.push(after)
  }

  toString(): string {
    return this.pieces.join('')
  }
}

function trimTrailingNewlines(text: string): string {
  let end = text.length
  while (end > 0 && text[end - 1] === '\n') end--
  return text.slice(0, end)
}

const trimNewlines = (text: string) => trimTrailingNewlines(text.replace(/^\n*/, ''))

function isBlank(node: HtmlNode): boolean {
  return (
    !VOIDS.has(node.name) &&
    !MEANINGFUL_WHEN_BLANK.has(node.name) &&
    /^\s*$/.test(textContent(node)) &&
    !hasDescendant(node, VOIDS) &&
    !hasDescendant(node, MEANINGFUL_WHEN_BLANK)
  )
}

/**
 * Spaces at the edges of an inline element go outside its markers (`**a** b`, not `**a **b`);
 * ordinary spaces are dropped where the text beside already has one.
 */
function flankingWhitespace(node: HtmlNode): { leading: string; trailing: string } {
  if (isBlock(node)) return { leading: '', trailing: '' }
  // Cut with trims rather than one pattern: that pattern backtracked polynomially on spaces.
  const text = textContent(node)
  const leading = text.slice(0, text.length - text.trimStart().length)
  const trailing = leading === text ? '' : text.slice(text.trimEnd().length)
  const leadingAscii = asciiSpaces(leading, 'start')
  const leadingOther = leading.slice(leadingAscii.length)
  const trailingAscii = asciiSpaces(trailing, 'end')
  const trailingOther = trailing.slice(0, trailing.length - trailingAscii.length)
  return {
    leading: leadingAscii && flanked(previousSibling(node), / $/) ? leadingOther : leading,
    trailing: trailingAscii && flanked(nextSibling(node), /^ /) ? trailingOther : trailing,
  }
}

/** The spaces, tabs and line ends at one end of `spaces` (a run of white space). */
function asciiSpaces(spaces: string, end: 'start' | 'end'): string {
  let count = 0
  const at = (index: number) => spaces[end === 'start' ? index : spaces.length - 1 - index]
  while (count < spaces.length && ' \t\r\n'.includes(at(count) ?? 'x')) count++
  return end === 'start' ? spaces.slice(0, count) : spaces.slice(spaces.length - count)
}

function flanked(sibling: HtmlNode | undefined, space: RegExp): boolean {
  if (sibling === undefined) return false
  if (sibling.name === '#text') return space.test(sibling.text)
  return !isBlock(sibling) && space.test(textContent(sibling))
}

/** GFM and CommonMark for the elements the import's own rules leave. */
function generalRule(node: HtmlNode): Replacement {
  switch (node.name) {
    case 'INPUT':
      return node.attributes.type === 'checkbox' && node.parent?.name === 'LI'
        ? () => ('checked' in node.attributes ? '[x] ' : '[ ] ')
        : () => ''
    case 'DEL':
    case 'S':
    case 'STRIKE':
      return (content) => `~~${content}~~`
    case 'BR':
      return () => '\\\n'
    case 'H2':
    case 'H3':
    case 'H4':
    case 'H5':
    case 'H6':
      return (content) => `\n\n${'#'.repeat(Number(node.name[1]))} ${content}\n\n`
    case 'BLOCKQUOTE':
      return (content) => `\n\n${trimNewlines(content).replace(/^/gm, '> ')}\n\n`
    case 'UL':
    case 'OL':
      return listRule
    case 'LI':
      return listItemRule
    case 'HR':
      return () => '\n\n---\n\n'
    case 'EM':
    case 'I':
      return (content) => (content.trim() ? `_${content}_` : '')
    case 'STRONG':
    case 'B':
      return (content) => (content.trim() ? `**${content}**` : '')
    case 'CODE':
      return codeRule
    default:
      return (content) => (isBlock(node) ? `\n\n${content}\n\n` : content)
  }
}

function listRule(content: string, node: HtmlNode): string {
  const parent = node.parent
  const lastElement = parent ? elementChildren(parent).at(-1) : undefined
  return parent?.name === 'LI' && lastElement === node ? `\n${content}` : `\n\n${content}\n\n`
}

function listItemRule(content: string, node: HtmlNode): string {
  const parent = node.parent
  let prefix = '-   '
  if (parent?.name === 'OL') {
    const start = parent.attributes.start
    const index = elementChildren(parent).indexOf(node)
    prefix = `${start ? Number(start) + index : index + 1}.  `
  }
  const paragraph = content.endsWith('\n')
  const indented = (trimNewlines(content) + (paragraph ? '\n' : '')).replace(
    /\n/g,
    `\n${' '.repeat(prefix.length)}`,
  )
  return prefix + indented + (nextSibling(node) ? '\n' : '')
}

function codeRule(content: string, node: HtmlNode): string {
  const alone = previousSibling(node) === undefined && nextSibling(node) === undefined
  // A `<pre>` holding only code is a block the import's own rule writes: its code is left as is.
  if (node.parent?.name === 'PRE' && alone) return content
  if (!content) return ''
  const text = content.replace(/\r?\n|\r/g, ' ')
  const padded =
    text.startsWith('`') ||
    text.endsWith('`') ||
    (text.startsWith(' ') && text.endsWith(' ') && /[^ ]/.test(text))
  const space = padded ? ' ' : ''
  const runs: string[] = text.match(/`+/g) ?? []
  let delimiter = '`'
  while (runs.includes(delimiter)) delimiter += '`'
  return delimiter + space + text + space + delimiter
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
