import type { Element, Parents, Root as HastRoot, RootContent as HastContent } from 'hast'
import { fromParse5 } from 'hast-util-from-parse5'
import { toMdast } from 'hast-util-to-mdast'
import { toText } from 'hast-util-to-text'
import type { FootnoteDefinition, Root } from 'mdast'
import { parseFragment } from 'parse5'
import { visit } from 'unist-util-visit'
import { detectLanguage } from '../detectLanguage.ts'
import { frenchTypography } from '../frenchTypography.ts'
import { applyListStarts } from './continuedListNumbering.ts'
import { Conversion, isNoteList, mdastToMarkdown, textOf, wordOptions } from './htmlToMdast.ts'
import { type ImportWarning, placeOf } from './importWarning.ts'

/** The text under one Heading 1 of the document, as Markdown. */
export interface Section {
  /** The heading's plain text, `[EN]` prefix included, spaces collapsed. */
  heading: string
  /** Whether the heading starts with `[EN]`: the English version of the article before it. */
  english: boolean
  /**
   * The language the text is written in: English under an `[EN]` heading, else as detected
   * (see detectLanguage.ts; French unless clearly English). French spacing is only for French.
   */
  language: 'fr' | 'en'
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

/** A section being built; its tree is let go once written, unless it waits for the notes. */
interface OpenSection extends Section {
  tree: Root | undefined
  citesNotes: boolean
}

/**
 * Turns mammoth's HTML into Markdown sections, one per top-level Heading 1. The HTML is read into
 * hast by parse5, the HTML parser of browsers, through hast-util-from-parse5 (hast-util-from-html
 * runs the same two but records every node's source position, which the import never reads), one
 * article at a time (see {@link articleStarts}): on the bench's largest document, reading it whole
 * held its tree and peaked ~90 MB higher. Pictures take their captions; each run of top-level nodes
 * between two Heading 1 becomes mdast through the import's handlers (see htmlToMdast.ts). An empty
 * Heading 1 starts nothing: what follows stays with what came before. Footnotes follow the article
 * citing them. `widths` gives the width Word shows each picture at, by the rank its
 * `data-picture` attribute holds (see pictureSizes.ts).
 */
export function htmlToSections(
  html: string,
  images: ReadonlySet<string>,
  widths: readonly (number | undefined)[] = [],
): SectionedDocument {
  const starts = articleStarts(html)
  // With no Heading 1 holding text, which paragraphs start articles is read on the whole tree.
  const split = starts.length > 0 ? sectionsOf(html, starts, images, widths) : undefined
  return split?.sections.length ? split : sectionsOf(html, [], images, widths)
}

function sectionsOf(
  html: string,
  starts: readonly number[],
  images: ReadonlySet<string>,
  widths: readonly (number | undefined)[],
): SectionedDocument {
  const conversion = new Conversion(images, widths)
  const sections: OpenSection[] = []
  const preamble: string[] = []
  let run: HastContent[] = []
  const convertRun = () => {
    const current = sections.at(-1)
    if (current && !current.english && detectLanguage(sampleText(current, run)) === 'en') {
      current.language = conversion.language = 'en'
    }
    if (current) convertInto(current, run, conversion)
    else for (const node of run) readPreamble(node, conversion, preamble)
    run = []
  }
  for (const [index, start] of [0, ...starts].entries()) {
    const tree = fromParse5(parseFragment(html.slice(start, starts[index]))) as HastRoot
    applyListStarts(tree)
    if (starts.length === 0) articleHeadings(tree)
    captionImages(tree)
    for (const node of tree.children) {
      if (node.type !== 'element' || node.tagName !== 'h1') {
        run.push(node)
        continue
      }
      convertRun()
      const opened = openSection(node, conversion)
      if (opened === undefined) continue
      writeFinished(sections.at(-1))
      sections.push(opened)
    }
  }
  convertRun()
  return {
    preamble: preamble
      .join(' ')
      .replace(/[ \t\r\n]+/g, ' ')
      .trim(),
    sections: sections.map(({ heading, english, language, markdown, firstParagraph, tree }) => ({
      heading,
      english,
      language,
      markdown: tree ? mdastToMarkdown(withNotes(tree, conversion)) : markdown,
      firstParagraph,
    })),
    warnings: conversion.warnings,
  }
}

/**
 * Where each top-level `<h1` of mammoth's HTML starts, to parse it one article at a time. Every
 * `<` mammoth writes opens a tag (its writer escapes text and attributes), and its elements close
 * with `</…>` or `/>`; HTML that is not so (written by hand) gives none, and is read whole.
 */
function articleStarts(html: string): number[] {
  const starts: number[] = []
  let depth = 0
  for (let at = html.indexOf('<'); at !== -1 && depth >= 0; at = html.indexOf('<', at + 1)) {
    if (html[at + 1] === '/') depth--
    else if (html[html.indexOf('>', at) - 1] !== '/') {
      if (depth === 0 && /^<h1[ >]/.test(html.slice(at, at + 4))) starts.push(at)
      depth++
    }
  }
  return depth === 0 ? starts : []
}

/** A top-level Heading 1 opens a section, unless it holds no text; an image in it is named. */
function openSection(node: Element, conversion: Conversion): OpenSection | undefined {
  const heading = textOf(node)
  if (count(node, 'img') > 0) {
    conversion.warnings.push({
      kind: 'heading-image',
      message: `${placeOf(heading, '')} : l’image placée dans le titre a été ignorée, car un titre ne porte que du texte. Placez-la sous le titre.`,
    })
  }
  if (heading === '') return undefined
  const english = /^\s*\[EN\]/i.test(heading)
  const language: Section['language'] = english ? 'en' : 'fr'
  Object.assign(conversion, { title: heading, language, lastCharacter: '' })
  const section = { heading, english, language, markdown: '', firstParagraph: undefined }
  return { ...section, tree: { type: 'root', children: [] }, citesNotes: false }
}

/** The start of a section's text, its heading first: enough for the language to be told. */
function sampleText(section: OpenSection, nodes: readonly HastContent[]): string {
  let text = section.heading
  for (const node of nodes) {
    if (text.length >= 2048) break
    if (node.type === 'element' || node.type === 'text') text += ` ${toText(node)}`
  }
  return text
}

/** Converts top-level nodes of a section, and finds its excerpt's paragraph if not yet found. */
function convertInto(section: OpenSection, nodes: HastContent[], conversion: Conversion): void {
  for (const node of nodes) {
    if (section.firstParagraph !== undefined) break
    if (node.type !== 'element' || node.tagName !== 'p' || node.properties.dataMdast) continue
    // A caption (of a table, or of a picture it was not given to) is not running text.
    if (isCaption(node) || isWordTitle(node)) continue
    const text = textOf(node)
    if (text !== '') {
      section.firstParagraph = section.language === 'en' ? text : frenchTypography(text)
    }
  }
  conversion.citesNotes = false
  const converted = toMdast({ type: 'root', children: nodes }, wordOptions(conversion)) as Root
  section.tree?.children.push(...converted.children)
  section.citesNotes ||= conversion.citesNotes
}

/** Before the first heading only the text is kept, for the warning; and the notes, if there. */
function readPreamble(node: HastContent, conversion: Conversion, preamble: string[]): void {
  if (node.type === 'element' && isNoteList(node)) toMdast(node, wordOptions(conversion))
  else if (node.type === 'element' || node.type === 'text') preamble.push(toText(node))
}

/**
 * Writes a finished section when it cites no note, and lets its tree go: a long document is not
 * held as trees to its end. One citing notes waits for them.
 */
function writeFinished(section: OpenSection | undefined): void {
  if (section?.tree === undefined || section.citesNotes) return
  section.markdown = mdastToMarkdown(section.tree)
  section.tree = undefined
}

/** The tree with its note references numbered from 1 and the notes it cites at its end. */
function withNotes(tree: Root, { notes }: Conversion): Root {
  const numbers = new Map<string, number>()
  visit(tree, 'footnoteReference', (node, index, parent) => {
    if (!notes.has(node.identifier)) {
      parent?.children.splice(index ?? 0, 1)
      return index
    }
    if (!numbers.has(node.identifier)) numbers.set(node.identifier, numbers.size + 1)
    node.identifier = String(numbers.get(node.identifier))
    return undefined
  })
  const definitions = [...numbers].map(([label, number]): FootnoteDefinition => ({
    type: 'footnoteDefinition',
    identifier: String(number),
    children: structuredClone(notes.get(label) ?? []),
  }))
  return { ...tree, children: [...tree.children, ...definitions] }
}

const HEADING = /^h([1-6])$/

/**
 * Chooses which paragraphs start articles, and makes them the top-level `h1` the cut reads. A
 * Heading 1 (« Titre 1 ») in the body starts an article, and then Word's « Titre » (Title) is
 * plain text. With no Heading 1, each « Titre » in the body starts one and the other headings
 * keep their levels: a « Titre 2 » under a « Titre » is a section of its article. With neither,
 * the highest heading level used in the body starts articles, and the levels below move up as
 * many steps (with « Titre 2 » and « Titre 3 », a « Titre 3 » becomes a section of its article);
 * a heading inside a list, quote or note moves up too but never becomes a title.
 */
function articleHeadings(tree: HastRoot): void {
  const topLevel = tree.children.filter(
    (node): node is Element => node.type === 'element' && textOf(node) !== '',
  )
  const levels = topLevel.flatMap((node) => HEADING.exec(node.tagName)?.[1] ?? []).map(Number)
  if (levels.includes(1)) return
  if (topLevel.some(isWordTitle)) {
    for (const node of topLevel) if (isWordTitle(node)) makeHeading(node, 1)
    return
  }
  if (levels.length === 0) return
  const steps = Math.min(...levels) - 1
  visit(tree, 'element', (node, _index, parent) => {
    const level = Number(HEADING.exec(node.tagName)?.[1] ?? 0)
    if (level !== 0) makeHeading(node, Math.max(level - steps, parent === tree ? 1 : 2))
  })
}

/** Whether a node is a paragraph mammoth marked with a class (see wordStyleMap.ts). */
const isMarked =
  (name: string) =>
  (node: Element | undefined): node is Element =>
    node?.tagName === 'p' && String(node.properties.className) === name
const isWordTitle = isMarked('word-title')
const isCaption = isMarked('caption')

function makeHeading(node: Element, level: number): void {
  node.tagName = `h${level}`
  delete node.properties.className
}

/**
 * A picture alone in its paragraph takes as its figure's caption the caption paragraph right
 * after it, or right before it when that one is not the caption of the picture above; the caption
 * is then not written again.
 */
function captionImages(tree: HastRoot): void {
  visit(tree, 'element', (node, index, parent) => {
    if (parent === undefined || index === undefined || !isImageParagraph(node)) return
    const [before, next] = [elementBeside(parent, index, -1), elementBeside(parent, index, 1)]
    const caption = isCaption(next?.[0])
      ? next[0]
      : isCaption(before?.[0]) && !isImageParagraph(elementBeside(parent, before[1], -1)?.[0])
        ? before[0]
        : undefined
    if (caption === undefined) return
    caption.properties.dataMdast = 'ignore'
    visit(node, 'element', (child) => {
      if (child.tagName === 'img') child.properties.dataCaption = textOf(caption)
    })
  })
}

/** The nearest element before (`step` -1) or after (1) the child at `index`, and its index. */
function elementBeside(parent: Parents, index: number, step: -1 | 1) {
  for (let at = index + step; at >= 0 && at < parent.children.length; at += step) {
    const sibling = parent.children[at]
    if (sibling?.type === 'element') return [sibling, at] as const
  }
  return undefined
}

const isImageParagraph = (node: Element | undefined) =>
  node?.tagName === 'p' && count(node, 'img') === 1 && textOf(node).trim() === ''

/** How many elements named `name` an element holds. */
function count(node: Element, name: string): number {
  let found = 0
  visit(node, 'element', (child) => void (found += child.tagName === name ? 1 : 0))
  return found
}
