/**
 * Rows of text as aligned columns, the first row being the header. Widths count UTF-16 units,
 * right for the accented Latin text of titles and dates.
 */
export function textTable(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? []
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : cell + ' '.repeat((widths[column] ?? 0) - cell.length),
        )
        .join('   ')
        .trimEnd(),
    )
    .join('\n')
}
