import { terminalSafe } from './terminalSafe.ts'
import { ellipsis, textWidth, wrapText } from './textWidth.ts'

/** One post in a table: short columns of ours (status, date), its id and its title. */
export interface IdTableRow {
  cells: string[]
  id: string
  title: string
}

/** Between two columns. */
const GAP = '  '
/** Where ids start when they do not fit under the titles. */
const SHORT_INDENT = 2
/** The narrowest title worth a column: below it, the id moves to a line of its own. */
const MIN_TITLE_WIDTH = 20

/**
 * A cell as one line the terminal shows as written: controls visible (a title is untrusted),
 * tabs and line breaks as spaces (a terminal would widen or break the row).
 */
export function cellText(text: string): string {
  return terminalSafe(text).replace(/[\t\n]/g, ' ')
}

function padded(text: string, width: number): string {
  return text + ' '.repeat(Math.max(width - textWidth(text), 0))
}

/**
 * Posts as lines of at most `width` columns, made to be copied from: an id is never cut, a title
 * is shortened with an ellipsis. Three layouts, the first that fits:
 * - one line per post, the ids in a column, when the longest id leaves a title of 20 columns;
 * - else two lines per post, the id under its title (indented while it fits);
 * - else, on a very narrow terminal, a line for the title, one for the id, then the other cells
 *   on one line, or one per line wrapped at spaces when they do not fit (a date is never cut).
 * An id wider than the terminal is the only line that overflows, alone on its line. The layout
 * is the same for every post of the table, so the columns stay where the eye expects them.
 */
export function idTable(header: IdTableRow, rows: IdTableRow[], width: number): string[] {
  const all = [header, ...rows].map((row) => ({
    cells: row.cells.map(cellText),
    id: cellText(row.id),
    title: cellText(row.title),
  }))
  const cellWidths = header.cells.map((_, column) =>
    Math.max(...all.map((row) => textWidth(row.cells[column] ?? ''))),
  )
  const prefixWidth = cellWidths.reduce((sum, cell) => sum + cell + GAP.length, 0)
  const prefix = (cells: string[]) =>
    cells.map((cell, column) => padded(cell, cellWidths[column] ?? 0) + GAP).join('')
  const idWidth = Math.max(...all.map((row) => textWidth(row.id)))

  if (prefixWidth + idWidth + GAP.length + MIN_TITLE_WIDTH <= width) {
    const titleWidth = width - prefixWidth - idWidth - GAP.length
    return all.map((row) =>
      (
        prefix(row.cells) +
        padded(row.id, idWidth) +
        GAP +
        ellipsis(row.title, titleWidth)
      ).trimEnd(),
    )
  }
  const [head, ...body] = all
  if (head && prefixWidth + MIN_TITLE_WIDTH <= width) {
    const titleWidth = width - prefixWidth
    // Every id starts in the same column: under the titles if the longest fits there, else
    // indented a little; one wider than the terminal starts at the margin.
    const longest = Math.max(0, ...body.map((row) => textWidth(row.id)).filter((w) => w <= width))
    const idIndent = [prefixWidth, SHORT_INDENT].find((indent) => indent + longest <= width) ?? 0
    // The one column now holds both: « Titre et identifiant ».
    const label = `${head.title} et ${head.id.toLowerCase()}`
    const heading = `${prefix(head.cells)}${ellipsis(label, titleWidth)}`
    return [
      heading.trimEnd(),
      ...body.flatMap((row) => [
        (prefix(row.cells) + ellipsis(row.title, titleWidth)).trimEnd(),
        textWidth(row.id) <= width ? ' '.repeat(idIndent) + row.id : row.id,
      ]),
    ]
  }
  return body.flatMap((row, index) => [
    ...(index > 0 ? [''] : []),
    ellipsis(row.title, width),
    row.id,
    ...(textWidth(row.cells.join(GAP)) <= width
      ? [row.cells.join(GAP)]
      : row.cells.flatMap((cell) => wrapText(cell, width))),
  ])
}
