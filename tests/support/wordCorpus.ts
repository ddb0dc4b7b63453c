import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import JSZip from 'jszip'

/**
 * Helpers for checking the import against real Word files kept outside the project (the shared
 * corpus): listing them, giving a document without a Heading 1 one, and counting its words.
 */

/** Where the shared corpus lives by default: `shared/docx-corpus` beside the repository. */
const DEFAULT_CORPUS_DIR = path.resolve(import.meta.dirname, '../../../shared/docx-corpus')

/**
 * The corpus folder: the one a shell was given (the `DOCX_CORPUS_DIR` environment variable, so
 * documents kept elsewhere can be tried), or the shared corpus. Tests that need it skip when it is
 * absent.
 */
export function corpusDirectory(given: string | undefined): string {
  return given === undefined || given.trim() === '' ? DEFAULT_CORPUS_DIR : path.resolve(given)
}

/** The corpus's .docx files, as paths relative to `root` (empty if it is absent). */
export function corpusFiles(root: string): string[] {
  if (!existsSync(root)) return []
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(path.join(root, folder.name))
        .filter((name) => name.endsWith('.docx'))
        .map((name) => path.join(folder.name, name)),
    )
    .sort()
}

/** The title {@link withLeadingHeading} gives a document. */
const ADDED_TITLE = 'Article du corpus'

/**
 * Most test documents have no Heading 1, which the import needs to cut articles. This puts one
 * at the start of the body, in memory, so the rest of the document can be imported as one
 * article.
 */
export async function withLeadingHeading(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes)
  const name = (await mainPartName(zip)) ?? 'word/document.xml'
  const xml = await zip.file(name)?.async('string')
  if (xml === undefined) return bytes
  const prefix = /<(\w+):body\b[^>]*>/.exec(xml)
  if (!prefix) return bytes
  const w = prefix[1] ?? 'w'
  const heading = `<${w}:p><${w}:pPr><${w}:pStyle ${w}:val="Heading1"/></${w}:pPr><${w}:r><${w}:t>${ADDED_TITLE}</${w}:t></${w}:r></${w}:p>`
  const at = prefix.index + prefix[0].length
  zip.file(name, xml.slice(0, at) + heading + xml.slice(at))
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }))
}

async function mainPartName(zip: JSZip): Promise<string | undefined> {
  if (zip.file('word/document.xml')) return 'word/document.xml'
  const relationships = await zip.file('_rels/.rels')?.async('string')
  const link = /<Relationship\b[^>]*officeDocument"[^>]*>/.exec(relationships ?? '')?.[0] ?? ''
  return /Target="\/?([^"]*)"/.exec(link)?.[1]
}

const TOKEN = /<(\/?)([\w.-]+:[\w.-]+)(?![\w.:-])(?:[^<>/]|\/(?!>))*(\/?)>|([^<]+)/g

/**
 * The words a reader of the document sees in its body and notes: the text of runs and
 * equations, not field codes, deleted or moved-away text, nor the duplicate that Word keeps for
 * older readers of a drawing (`mc:Choice`, whose `mc:Fallback` holds the same text).
 */
export async function documentWords(bytes: Uint8Array): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes)
  const parts = [
    (await mainPartName(zip)) ?? 'word/document.xml',
    'word/footnotes.xml',
    'word/endnotes.xml',
  ]
  const texts: string[] = []
  for (const part of parts) {
    const xml = await zip.file(part)?.async('string')
    if (xml !== undefined) texts.push(visibleText(xml))
  }
  return wordsOf(texts.join(' '))
}

function visibleText(xml: string): string {
  let hidden = 0
  let inText = false
  let text = ''
  for (const [, closing, name, selfClosing, content] of xml.matchAll(TOKEN)) {
    if (content !== undefined) {
      if (inText && hidden === 0) text += content
      continue
    }
    if (name === 'mc:Choice' || name === 'w:moveFrom' || name === 'w:del') {
      if (selfClosing) continue
      hidden += closing ? -1 : 1
    } else if (name === 'w:t' || name === 'm:t') {
      inText = !closing && !selfClosing
    } else if (
      !closing &&
      (name === 'w:p' || name === 'w:tab' || name === 'w:br' || name === 'w:tc')
    ) {
      text += ' '
    }
  }
  return text.replace(/&(amp|lt|gt|quot|apos);/g, ' ')
}

/** Words as letters and digits, lower-cased: what both sides of a comparison are cut into. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/**
 * The share of `expected` words (counted with repeats) found among `found`, from 0 to 1. A word
 * Word wrote as one but the Markdown cuts in two (`m` and a subscript `2`, a merged paragraph
 * mark, Chinese next to a link) still counts when its letters appear in that order.
 */
export function wordsKept(expected: readonly string[], found: readonly string[]): number {
  if (expected.length === 0) return 1
  return 1 - missingWords(expected, found).length / expected.length
}

/** The `expected` words (with repeats) that `found` does not hold; see {@link wordsKept}. */
function missingWords(expected: readonly string[], found: readonly string[]): string[] {
  const available = new Map<string, number>()
  for (const word of found) available.set(word, (available.get(word) ?? 0) + 1)
  const joined = found.join('')
  return expected.filter((word) => {
    const left = available.get(word) ?? 0
    if (left > 0) available.set(word, left - 1)
    return left === 0 && !joined.includes(word)
  })
}
