import type { Root, Text } from 'hast'
import { EXIT, visit } from 'unist-util-visit'

/**
 * Word numbers a list across the paragraphs that interrupt it (1, 2, a note, 3, 4); mammoth
 * closes the HTML list at the note and the next `<ol>` would restart at 1. This counts the
 * numbered paragraphs of each list level while mammoth reads the document, tags each one with its
 * number, and then, in the HTML's tree, gives every `<ol>` that does not start at 1 its start.
 *
 * Counters are kept per Word list definition (mammoth shares one level object per abstract
 * numbering level), which is how Word continues lists; a restart made by a numbering override on
 * the same definition is not visible through mammoth and continues instead.
 */

const OPEN = '\uE010'
const CLOSE = '\uE011'
const MARKER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g')
const LEADING_MARKER = new RegExp(`^${OPEN}(\\d+)${CLOSE}`)

/** The parts of mammoth's document model this reads (mammoth publishes no types for it). */
interface DocumentElement {
  type?: string
  value?: string
  children?: DocumentElement[]
  numbering?: { level?: string; isOrdered?: boolean } | null
}

/**
 * Tags each numbered paragraph of mammoth's document with its number, counted for one document:
 * mammoth's `transformDocument`.
 */
export function numberLists(document: unknown): unknown {
  const counters = new Map<object, number>()
  const lastAtLevel: (object | undefined)[] = []

  function number(paragraph: DocumentElement): void {
    const definition = paragraph.numbering
    if (!definition) return
    const level = Number(definition.level ?? 0)
    // A higher-level item restarts the levels below it, as in Word.
    for (let deeper = level + 1; deeper < lastAtLevel.length; deeper++) {
      const below = lastAtLevel[deeper]
      if (below) counters.set(below, 0)
    }
    lastAtLevel.length = level + 1
    lastAtLevel[level] = definition
    const count = (counters.get(definition) ?? 0) + 1
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
 * Gives each list whose first item carries a number above 1 (see {@link numberLists})
 * that number as its start, and takes the numbers out of the text.
 */
export function applyListStarts(tree: Root): void {
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'ol') return
    let first: Text | undefined
    visit(node, 'text', (text) => {
      first = text
      return EXIT
    })
    const start = Number(LEADING_MARKER.exec(first?.value ?? '')?.[1] ?? 1)
    if (start > 1) node.properties.start = start
  })
  visit(tree, 'text', (text) => {
    if (text.value.includes(OPEN)) text.value = text.value.replace(MARKER, '')
  })
}

function firstText(element: DocumentElement): DocumentElement | undefined {
  for (const child of element.children ?? []) {
    if (child.type === 'text' && child.value) return child
    const found = firstText(child)
    if (found) return found
  }
  return undefined
}
