/** The width the CLI lays its tables out for when nothing says otherwise. */
export const DEFAULT_WIDTH = 80
/** Narrower than this, no table reads anyway: the layout keeps this much. */
const MIN_WIDTH = 20

/**
 * The terminal's width in columns: `COLUMNS` when it is a whole number (the shell's, or one set
 * for a pipe), else the terminal's own, else 80, which is also what a pipe without `COLUMNS` gets.
 */
export function terminalWidth(
  columnsVariable: string | undefined,
  terminalColumns?: number,
): number {
  const fromVariable = /^\s*\d+\s*$/.test(columnsVariable ?? '') ? Number(columnsVariable) : 0
  const width = fromVariable || terminalColumns || DEFAULT_WIDTH
  return Math.max(width, MIN_WIDTH)
}
