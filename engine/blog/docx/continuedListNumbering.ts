import type { Element, Root, Text } from 'hast'
import { escapeUTF8 } from 'entities'
import { EXIT, visit } from 'unist-util-visit'
import { readXml } from './checkXmlPart.ts'
import type { DocumentElement } from './headingTables.ts'

/**
 * Word numbers a list across the paragraphs that interrupt it (1, 2, a note, 3, 4); mammoth
 * closes the HTML list at the note and the next `<ol>` would restart at 1. This counts the
 * numbered paragraphs of each list level while mammoth reads the document, tags each one with its
 * number, and then, in the HTML's tree, gives every `<ol>` that does not start at 1 its start.
 *
 * Counters are kept per numbering instance (`w:num`, a `numId`): paragraphs of one instance
 * continue each other whatever comes between, and a new instance restarts (Word's « Recommencer à
 * 1 » writes one, with a `w:startOverride`). Each level starts at its `w:start`, or at the
 * instance's `w:startOverride` for it. mammoth shares one level object per abstract definition
 * and reads neither: {@link mammothNumbering} gives it a numbering part in which each instance
 * has its own definition, marked so that the count can find the instance and its starts.
 */

const OPEN = '\uE010'
const CLOSE = '\uE011'
const MARKER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g')
const LEADING_MARKER = new RegExp(`^${OPEN}(\\d+)${CLOSE}`)

/** Where a numbering instance's level starts. */
interface LevelStart {
  /** The level's `w:start` (1 when absent). */
  start: number
  /** The instance's `w:startOverride` for the level, if any. */
  override: number | undefined
}

/** The numbering part as {@link mammothNumbering} rewrites it, and the levels it marked. */
export interface ListNumbering {
  xml: string
  starts: ReadonlyMap<string, LevelStart>
}

/** Word's deepest list level is 8; more levels in a definition are never reached. */
const MAX_LEVEL = 8
/**
 * A numbering part gives each instance a copy of its definition: past this many levels in all,
 * the part is left as it is (lists then continue per definition, as before).
 */
const MAX_COPIED_LEVELS = 20_000
const MARK = 'santra-list'

interface Definition {
  levels: Map<number, { format: string; style: string | undefined; start: number }>
  styleLink: string | undefined
}
type Instance = { definition: string; overrides: Map<number, number> }

/**
 * Reads `word/numbering.xml` and writes the part mammoth is given in its place: every instance
 * (`w:num`) with its own copy of its abstract definition, each level marked by a paragraph style
 * id no document uses (`santra-list:<numId>:<level>`) unless Word linked the level to a real
 * paragraph style, which is kept (such a level counts per instance from its own start). Only what
 * mammoth reads is written: levels' format and style, the style link, instances. `undefined`
 * when the document has no numbering or too many levels to copy.
 */
export function mammothNumbering(numbering: string | undefined): ListNumbering | undefined {
  if (numbering === undefined) return undefined
  const { definitions, instances } = readNumbering(numbering)
  const copied = [...instances.values()].reduce(
    (total, { definition }) => total + (definitions.get(definition)?.levels.size ?? 0),
    0,
  )
  if (instances.size === 0 || copied > MAX_COPIED_LEVELS) return undefined
  const starts = new Map<string, LevelStart>()
  const written = [...instances].map(([numId, { definition, overrides }], index) => {
    const abstract = definitions.get(definition)
    const levels = [...(abstract?.levels ?? [])].map(([level, { format, style, start }]) => {
      const mark = style ?? `${MARK}:${numId}:${level}`
      if (style === undefined) starts.set(mark, { start, override: overrides.get(level) })
      return `<w:lvl w:ilvl="${level}"><w:numFmt w:val="${escapeUTF8(format)}"/><w:pStyle w:val="${escapeUTF8(mark)}"/></w:lvl>`
    })
    const link = abstract?.styleLink
    const linked = link === undefined ? '' : `<w:numStyleLink w:val="${escapeUTF8(link)}"/>`
    return {
      copy: `<w:abstractNum w:abstractNumId="c${index + 1}">${levels.join('')}${linked}</w:abstractNum>`,
      num: `<w:num w:numId="${escapeUTF8(numId)}"><w:abstractNumId w:val="c${index + 1}"/></w:num>`,
    }
  })
  const parts = [...written.map(({ copy }) => copy), ...written.map(({ num }) => num)]
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${parts.join('')}</w:numbering>`
  return { xml, starts }
}

/** The definitions (`w:abstractNum`) and instances (`w:num`) of a numbering part, by id. */
function readNumbering(numbering: string) {
  const definitions = new Map<string, Definition>()
  const instances = new Map<string, Instance>()
  let definition: Definition | undefined
  let level: { format: string; style: string | undefined; start: number } | undefined
  let instance: Instance | undefined
  let overrideLevel: number | undefined
  readXml(numbering, {
    open: ({ name, attributes }) => {
      const value = attributes['w:val']
      if (name === 'w:abstractNum') {
        definition = { levels: new Map(), styleLink: undefined }
        definitions.set(attributes['w:abstractNumId'] ?? '', definition)
      } else if (name === 'w:lvl' && definition) {
        const index = whole(attributes['w:ilvl'], 0)
        level = { format: '', style: undefined, start: 1 }
        if (index <= MAX_LEVEL && !definition.levels.has(index)) definition.levels.set(index, level)
      } else if (name === 'w:numFmt' && level) level.format = value ?? ''
      else if (name === 'w:pStyle' && level) level.style = value ?? ''
      else if (name === 'w:start' && level) level.start = whole(value, 1)
      else if (name === 'w:numStyleLink' && definition) definition.styleLink = value ?? ''
      else if (name === 'w:num') {
        instance = { definition: '', overrides: new Map() }
        instances.set(attributes['w:numId'] ?? '', instance)
      } else if (name === 'w:abstractNumId' && instance) instance.definition = value ?? ''
      else if (name === 'w:lvlOverride' && instance) overrideLevel = whole(attributes['w:ilvl'], 0)
      else if (name === 'w:startOverride' && instance && overrideLevel !== undefined)
        instance.overrides.set(overrideLevel, whole(value, 1))
    },
    close: ({ name }) => {
      if (name === 'w:abstractNum') definition = undefined
      else if (name === 'w:lvl') level = undefined
      else if (name === 'w:num') instance = undefined
      else if (name === 'w:lvlOverride') overrideLevel = undefined
    },
  })
  return { definitions, instances }
}

/** A count Word wrote (digits, spaces around them allowed), or `fallback`. */
function whole(value: string | undefined, fallback: number): number {
  return /^\d{1,9}$/.test(value?.trim() ?? '') ? Number(value) : fallback
}

/**
 * Tags each numbered paragraph of mammoth's document with its number, counted for one document:
 * mammoth's `transformDocument`. `starts` are the levels {@link mammothNumbering} marked.
 */
export function numberLists(
  document: unknown,
  starts: ReadonlyMap<string, LevelStart> = new Map(),
): unknown {
  const counters = new Map<object, number>()
  const lastAtLevel: (object | undefined)[] = []

  function number(paragraph: DocumentElement): void {
    const definition = paragraph.numbering
    if (!definition) return
    const level = Number(definition.level ?? 0)
    // A higher-level item restarts the levels below it, as in Word.
    for (let deeper = level + 1; deeper < lastAtLevel.length; deeper++) {
      const below = lastAtLevel[deeper]
      if (below) counters.delete(below)
    }
    lastAtLevel.length = level + 1
    lastAtLevel[level] = definition
    const marked = starts.get(definition.paragraphStyleId ?? '')
    const previous = counters.get(definition)
    const count =
      previous === undefined ? (marked ? (marked.override ?? marked.start) : 1) : previous + 1
    counters.set(definition, count)
    if (definition.isOrdered !== true) return
    const text = firstText(paragraph)
    if (text) text.value = `${OPEN}${count}${CLOSE}${text.value ?? ''}`
  }

  function walk(element: DocumentElement): void {
    if (element.type === 'paragraph') number(element)
    for (const child of element.children ?? []) walk(child)
  }

  walk(document as DocumentElement)
  return document
}

/**
 * Gives each list whose first item carries a number other than 1 (see {@link numberLists})
 * that number as its start, and takes the numbers out of the text. mammoth makes one `<ol>` of
 * adjacent items of two instances (a list, then one restarted right under it): such a list is
 * cut where its items' numbers stop following each other, each part with its start.
 */
export function applyListStarts(tree: Root): void {
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'ol' || parent === undefined || index === undefined) return undefined
    const lists: Element[] = []
    let expected: number | undefined
    for (const child of node.children) {
      const number = child.type === 'element' ? itemNumber(child) : undefined
      if (lists.length === 0 || (number !== undefined && number !== expected)) {
        const list: Element = { ...node, properties: { ...node.properties }, children: [] }
        if ((number ?? 1) !== 1) list.properties.start = number
        lists.push(list)
      }
      lists.at(-1)?.children.push(child)
      if (number !== undefined) expected = number + 1
    }
    parent.children.splice(index, 1, ...lists)
    return index + lists.length
  })
  visit(tree, 'text', (text) => {
    if (text.value.includes(OPEN)) text.value = text.value.replace(MARKER, '')
  })
}

/** The number {@link numberLists} gave a list item, read from its first text. */
function itemNumber(item: Element): number | undefined {
  if (item.tagName !== 'li') return undefined
  let first: Text | undefined
  visit(item, 'text', (text) => {
    first = text
    return EXIT
  })
  const found = LEADING_MARKER.exec(first?.value ?? '')?.[1]
  return found === undefined ? undefined : Number(found)
}

function firstText(element: DocumentElement): DocumentElement | undefined {
  for (const child of element.children ?? []) {
    if (child.type === 'text' && child.value) return child
    const found = firstText(child)
    if (found) return found
  }
  return undefined
}
