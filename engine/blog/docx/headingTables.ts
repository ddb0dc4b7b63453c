/**
 * Word templates often lay a page out in a table, with the article's Heading 1 in one cell. A
 * table holding a Heading 1 is such a layout: this replaces it, in mammoth's document model, by
 * its cells' content read row by row, so its headings split articles as body headings do.
 * Tables without a Heading 1 stay tables.
 */

/** The parts of mammoth's document model the import reads (mammoth publishes no types for it). */
export interface DocumentElement {
  type?: string
  styleName?: string | null
  styleId?: string | null
  value?: string
  children?: DocumentElement[]
  numbering?: { level?: string; isOrdered?: boolean; paragraphStyleId?: string } | null
}

const HEADING_1 = /^(heading 1|titre 1|heading1|titre1)$/i

export function unwrapHeadingTables(document: unknown): unknown {
  const root = document as DocumentElement
  if (root.children) root.children = unwrap(root.children)
  return document
}

function unwrap(children: DocumentElement[]): DocumentElement[] {
  return children.flatMap((child) =>
    child.type === 'table' && holdsHeading1(child) ? unwrap(cellContents(child)) : [child],
  )
}

function cellContents(table: DocumentElement): DocumentElement[] {
  return (table.children ?? []).flatMap((row) =>
    (row.children ?? []).flatMap((cell) => cell.children ?? []),
  )
}

function holdsHeading1(element: DocumentElement): boolean {
  if (element.type === 'paragraph') return isHeading1(element)
  return (element.children ?? []).some(holdsHeading1)
}

function isHeading1(paragraph: DocumentElement): boolean {
  return HEADING_1.test(paragraph.styleName ?? '') || HEADING_1.test(paragraph.styleId ?? '')
}
