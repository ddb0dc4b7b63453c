import stringWidth from 'string-width'

/**
 * How many terminal columns text takes, cut and wrapped without splitting a character. Widths
 * come from `string-width`, grapheme by grapheme (East Asian wide characters and emoji take two
 * columns, combining accents none); cuts fall between graphemes (`Intl.Segmenter`), so « é » written as e + accent
 * or a family emoji joined by U+200D stays whole. The wrap is ours: `wrap-ansi` 7, the version
 * installed, ships no types and breaks long words by code point (« 👨‍👩‍👧 » at 3 columns comes
 * out as three people on three lines).
 */
export function textWidth(text: string): number {
  return graphemesOf(text).reduce((sum, grapheme) => sum + graphemeWidth(grapheme), 0)
}

/**
 * A grapheme takes two columns at most: `string-width` 4 counts each combining mark outside
 * U+0300 to U+036F as a column of its own (« が » written か + U+3099 measures 4, a Devanagari
 * syllable 2 or 3), which would cut titles short and wrap lines early.
 */
function graphemeWidth(grapheme: string): number {
  return Math.min(stringWidth(grapheme), 2)
}

const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' })

function graphemesOf(text: string): string[] {
  return Array.from(graphemes.segment(text), ({ segment }) => segment)
}

/** `text`, cut with an ellipsis when wider than `width` columns. */
export function ellipsis(text: string, width: number): string {
  if (textWidth(text) <= width) return text
  if (width < 1) return ''
  let kept = ''
  for (const grapheme of graphemesOf(text)) {
    if (textWidth(kept + grapheme) > width - 1) break
    kept += grapheme
  }
  return `${kept.trimEnd()}…`
}

/**
 * `text` as lines of at most `width` columns, broken at spaces; a word wider than a line is
 * broken between graphemes.
 */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word
    if (textWidth(joined) <= width) {
      line = joined
      continue
    }
    if (line) lines.push(line)
    line = ''
    for (const grapheme of graphemesOf(word)) {
      if (line && textWidth(line + grapheme) > width) {
        lines.push(line)
        line = ''
      }
      line += grapheme
    }
  }
  if (line) lines.push(line)
  return lines
}
