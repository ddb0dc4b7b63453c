/**
 * Word numbers a list across the paragraphs that interrupt it (1, 2, a note, 3, 4); mammoth
 * closes the HTML list at the note and the next `<ol>` would restart at 1. This counts the
 * numbered paragraphs of each list level while mammoth reads the document, tags each one with its
 * number, and then gives every `<ol>` that does not start at 1 its `start` attribute.
 *
 * Counters are kept per Word list definition (mammoth shares one level object per abstract
 * numbering level), which is how Word continues lists; a restart made by a numbering override on
 * the same definition is not visible through mammoth and continues instead.
 */

const OPEN = '\uE010'
const CLOSE = '\uE011'
const MARKER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g')

/** The parts of mammoth's document model this reads (mammoth publishes no types for it). */
interface DocumentElement {
  type?: string
  value?: string
  children?: DocumentElement[]
  numbering?: { level?: string; isOrdered?: boolean } | null
}

/** A fresh numbering for one conversion: pass `transformDocument` to mammoth, then fix its HTML. */
export function continuedListNumbering(): {
  transformDocument: (document: unknown) => unknown
  applyStarts: (html: string) => string
} {
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

  return {
    transformDocument(document) {
      walk(document as DocumentElement)
      return document
    },
    applyStarts(html) {
      let result = ''
      let last = 0
      for (const match of html.matchAll(MARKER)) {
        const at = match.index
        const value = Number(match[1])
        const list = html.lastIndexOf('<ol>', at)
        const opensList =
          value > 1 && list >= last && /^<li>(?:<[^>]*>)*$/.test(html.slice(list + 4, at))
        result += opensList
          ? `${html.slice(last, list)}<ol start="${value}">${html.slice(list + 4, at)}`
          : html.slice(last, at)
        last = at + match[0].length
      }
      return result + html.slice(last)
    },
  }
}

function firstText(element: DocumentElement): DocumentElement | undefined {
  for (const child of element.children ?? []) {
    if (child.type === 'text' && child.value) return child
    const found = firstText(child)
    if (found) return found
  }
  return undefined
}
