import { type HtmlNode, textContent } from './htmlTree.ts'

/** Where each cell of a table starts once spans are laid out, and how many columns it has. */
export interface TableGrid {
  /** For each row, the column each of its cells starts at. */
  starts: number[][]
  /** Each row's index in the table. */
  rows: Map<HtmlNode, number>
  columns: number
  /** Whether any cell spans rows or columns. */
  merged: boolean
}

/**
 * Lays a table's cells on a grid: a cell spanning columns or rows (Word's merged cells) takes
 * its text to the first slot and leaves the others empty, so every row has the same number of
 * cells and each text stays in its own column.
 */
export function tableGrid(table: HtmlNode): TableGrid {
  const rows = tableRows(table)
  const taken: Set<number>[] = []
  const starts: number[][] = []
  let columns = 1
  let merged = false
  rows.forEach((row, rowIndex) => {
    const occupied = (taken[rowIndex] ??= new Set())
    const rowStarts: number[] = []
    let column = 0
    for (const cell of rowCells(row)) {
      while (occupied.has(column)) column++
      const width = spanOf(cell, 'colspan')
      const height = spanOf(cell, 'rowspan')
      if (width > 1 || height > 1) merged = true
      rowStarts.push(column)
      for (let below = 0; below < height; below++) {
        const slots = (taken[rowIndex + below] ??= new Set())
        for (let across = 0; across < width; across++) slots.add(column + across)
      }
      column += width
    }
    starts.push(rowStarts)
    columns = Math.max(columns, column, ...occupied)
  })
  for (const slots of taken) for (const slot of slots) columns = Math.max(columns, slot + 1)
  const indexes = new Map<HtmlNode, number>(rows.map((row, index) => [row, index]))
  return { starts, rows: indexes, columns, merged }
}

function spanOf(cell: HtmlNode, attribute: 'colspan' | 'rowspan'): number {
  const value = Number(cell.attributes[attribute] ?? 1)
  // Word tables hold at most 63 columns; a larger span is a broken or hostile file.
  return Number.isInteger(value) && value >= 1 ? Math.min(value, 64) : 1
}

/** A table's text with its cells apart, to quote its first words. */
export function tableText(table: HtmlNode): string {
  return tableRows(table)
    .flatMap((row) => rowCells(row).map(textContent))
    .join(' ')
}

/** A table's rows as the DOM orders them: its head's, then its bodies' and its own, then its foot's. */
function tableRows(table: HtmlNode): HtmlNode[] {
  const rowsOf = (section: HtmlNode) => section.children.filter((row) => row.name === 'TR')
  const sections = (name: string) =>
    table.children.filter((child) => child.name === name).flatMap(rowsOf)
  const body = table.children.flatMap((child) =>
    child.name === 'TR' ? [child] : child.name === 'TBODY' ? rowsOf(child) : [],
  )
  return [...sections('THEAD'), ...body, ...sections('TFOOT')]
}

function rowCells(row: HtmlNode): HtmlNode[] {
  return row.children.filter((cell) => cell.name === 'TD' || cell.name === 'TH')
}
