import { gfm } from '@joplin/turndown-plugin-gfm'
import TurndownService from 'turndown'
import { frenchTypography } from './frenchTypography.ts'

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
const BLOCKS_IN_CELLS = ['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'UL', 'OL', 'LI']

/**
 * Turns mammoth's HTML into Markdown sections, one per top-level Heading 1. Text under a heading
 * whose title starts with `[EN]` stays as typed; other text gets French typography. Footnotes
 * follow the article that cites them. Links other than web, mail and phone become plain text, as
 * do internal bookmarks; only images whose name is in `images` are kept.
 */
export function htmlToSections(html: string, images: ReadonlySet<string>): SectionedDocument {
  const sections: Section[] = []
  let language: 'fr' | 'en' = 'fr'
  let lastCharacter = ''
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '_',
    strongDelimiter: '**',
    // A backslash before the newline is CommonMark's hard line break and survives editors that
    // trim trailing spaces.
    br: '\\',
  })
  service.use(gfm)
  service.remove(['script', 'style', 'noscript', 'iframe', 'object', 'embed'])

  const baseEscape = service.escape.bind(service)
  service.escape = (text: string) => {
    const clean = text.replace(PRIVATE_USE, '')
    const typeset = language === 'fr' ? frenchTypography(clean, lastCharacter) : clean
    if (typeset !== '') lastCharacter = typeset.slice(-1)
    return baseEscape(typeset)
  }

  service.addRule('table', {
    filter: 'table',
    replacement: (content, node) =>
      insideCell(node) ? ` ${content.trim()} ` : `\n\n${content.trim()}\n\n`,
  })
  service.addRule('tableSection', {
    filter: ['thead', 'tbody', 'tfoot'],
    replacement: (content) => content,
  })
  service.addRule('tableCaption', { filter: ['caption', 'colgroup', 'col'], replacement: () => '' })
  service.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, node) => {
      if (insideCell(node)) return ` ${content.trim()} `
      const table = closest(node, 'TABLE')
      const rows = table ? Array.from((table as HTMLTableElement).rows) : []
      if (rows[0] !== node) return `${content}|\n`
      // GFM needs a header row: the first row of a Word table usually is one.
      const columns = Math.max(...rows.map(columnCount), 1)
      const divider = `|${' --- |'.repeat(columns)}`
      return `${content}${' |'.repeat(columns - columnCount(node as HTMLTableRowElement))}|\n${divider}\n`
    },
  })
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content, node) => {
      const row = node.parentNode
      if (row && insideCell(row)) return ` ${content.trim()} `
      const text = content
        .replace(/\s*\n+\s*/g, ' ')
        .trim()
        .replace(/\|/g, '\\|')
      const span = Number(node.getAttribute('colspan') ?? 1)
      return `| ${text} ${' |   '.repeat(Math.max(span - 1, 0))}`
    },
  })

  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const source = node.getAttribute('src') ?? ''
      if (!images.has(source)) return ''
      const alt = (node.getAttribute('alt') ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/([\\[\]])/g, '\\$1')
      return `![${alt}](${source})`
    },
  })

  service.addRule('link', {
    filter: (node) => node.nodeName === 'A' && node.getAttribute('href') !== null,
    replacement: (content, node) => {
      const href = node.getAttribute('href') ?? ''
      const note = NOTE_TARGET.exec(href)
      if (note) return noteReference(`${note[1] === 'endnote' ? 'e' : 'f'}${note[2]}`)
      if (NOTE_BACK_LINK.test(href)) return ''
      if (!SAFE_LINK.test(href) || content.trim() === '') return content
      const destination = href.replace(/[ ()<>]/g, (character) => encodeURIComponent(character))
      return `[${content}](${destination})`
    },
  })

  service.addRule('note', {
    filter: (node) => node.nodeName === 'LI' && /^(footnote|endnote)-\d+$/.test(node.id),
    replacement: (content, node) => {
      const [kind, number] = node.id.split('-')
      return `\n\uE006${kind === 'endnote' ? 'e' : 'f'}${number ?? ''}\uE007${content.trim()}\uE008\n`
    },
  })

  service.addRule('paragraph', {
    filter: 'p',
    replacement: (content, node) => {
      const current = sections.at(-1)
      if (current && current.firstParagraph === undefined && isTopLevel(node)) {
        const text = node.textContent.replace(PRIVATE_USE, '').replace(/\s+/g, ' ').trim()
        if (text !== '') current.firstParagraph = language === 'fr' ? frenchTypography(text) : text
      }
      return `\n\n${content}\n\n`
    },
  })

  service.addRule('articleHeading', {
    filter: (node) => node.nodeName === 'H1' && isTopLevel(node),
    replacement: (_content, node) => {
      const heading = node.textContent.replace(PRIVATE_USE, '').replace(/\s+/g, ' ').trim()
      if (heading === '') return ''
      const english = ENGLISH_HEADING.test(heading)
      language = english ? 'en' : 'fr'
      lastCharacter = ''
      sections.push({ heading, english, markdown: '', firstParagraph: undefined })
      return `\n\n${sectionMarker(sections.length - 1)}\n\n`
    },
  })

  // Markdown tables hold one line per cell: blocks inside a cell become inline text.
  service.addRule('blockInCell', {
    filter: (node) => BLOCKS_IN_CELLS.includes(node.nodeName) && insideCell(node),
    replacement: (content, node) => ` ${node.nodeName === 'LI' ? '• ' : ''}${content.trim()} `,
  })

  const markdown = service.turndown(html)
  return splitAtMarkers(markdown, sections)
}

function splitAtMarkers(markdown: string, sections: Section[]): SectionedDocument {
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
    .map((line) => (/^\s*$/.test(line) ? '' : line.replace(/[ \t]+$/, '')))
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

function isTopLevel(node: Node): boolean {
  return node.parentNode?.nodeName === 'X-TURNDOWN'
}

function insideCell(node: Node): boolean {
  return (
    closest(node.parentNode, 'TD') !== undefined || closest(node.parentNode, 'TH') !== undefined
  )
}

function closest(node: Node | null, name: string): Node | undefined {
  for (let current = node; current; current = current.parentNode) {
    if (current.nodeName === name) return current
  }
  return undefined
}

function columnCount(row: HTMLTableRowElement): number {
  return Array.from(row.cells).reduce(
    (total, cell) => total + Number(cell.getAttribute('colspan') ?? 1),
    0,
  )
}
