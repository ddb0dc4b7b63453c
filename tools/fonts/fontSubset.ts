/**
 * The characters the site's fonts carry: Latin, the letters of French (Latin-1 and œ, Œ, Ÿ) and
 * the typographic punctuation of both languages (curly quotes, guillemets, dashes, ellipsis,
 * bullet, the no-break spaces, arrows). A character outside falls back to the system font.
 */
const fontRanges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x178, 0x178],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2190, 0x2193],
]

/** The same ranges as CSS writes them (`unicode-range`). */
export function unicodeRange(ranges = fontRanges): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(',')
}

/** Every character of the ranges, as one string (what the subsetter keeps). */
export function subsetText(ranges = fontRanges): string {
  return ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join('')
}

/** Whether a character is one the fonts carry. */
export function inFontRanges(character: string, ranges = fontRanges): boolean {
  const code = character.codePointAt(0) ?? 0
  return ranges.some(([first, last]) => code >= first && code <= last)
}

/**
 * The fonts the site uses and where they go. Inter keeps its weight axis over the weights the
 * styles ask for (400 to 800). Fraunces sets the headings, at 600 and 700: one static instance at
 * 600 serves both (declared for 600 to 700, so the browser never fakes a bold) and halves the
 * file.
 */
export const subsetFonts = [
  {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-latin-fr.woff2',
    weight: { min: 400, max: 800 },
    declaredWeight: '400 800',
  },
  {
    family: 'Fraunces Variable',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    file: 'fraunces-latin-fr.woff2',
    weight: 600,
    declaredWeight: '600 700',
  },
] as const
