import LineBreaker from 'linebreak'
import type { TitleFont } from './titleFont.ts'

/*
 * The title laid out as satori lays out a block of text (white-space: normal, left-aligned, no
 * letter spacing), so that the images drawn without satori keep its line breaks and glyph
 * positions: breaks at the Unicode line-break opportunities, each break unit measured shaped as a
 * whole, lines filled greedily, trailing spaces allowed past the edge; line heights and baselines
 * rounded to pixels as Chrome does; each word drawn from where its measure put it (on a whole pixel
 * when there are several lines), shaped together with what follows it up to the next space.
 */

/** One glyph to draw: its font and id, the left of its origin and its baseline, in pixels. */
export interface PlacedGlyph {
  /** Its font's index in the list the title is laid out with. */
  font: number
  glyph: number
  x: number
  y: number
}

export interface TitleLayout {
  /** The text box: as tall as its lines, cut at `maxHeight`. */
  height: number
  glyphs: PlacedGlyph[]
  /** A character (not a space) none of the fonts has: satori draws such a title itself. */
  missingGlyph: boolean
}

export interface TitleStyle {
  fontSize: number
  lineHeight: number
  width: number
  maxHeight: number
}

/** Spaces after which satori stops shaping a run (it shapes each word with what follows it). */
const separators = new Set([' ', '\u00a0'])
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' })

/** The words of one break unit, a no-break space gluing its neighbours into one word. */
function wordsOf(unit: string): string[] {
  const parts = [...wordSegmenter.segment(unit)].map((part) => part.segment)
  const words: string[] = []
  for (let index = 0; index < parts.length; index += 1) {
    if (parts[index] === '\u00a0') {
      words.push(`${words.pop() ?? ''}\u00a0${parts[index + 1] ?? ''}`)
      index += 1
    } else words.push(parts[index] ?? '')
  }
  return words
}

/** The break units of `text` (each with its trailing spaces), and whether a break is forced before. */
function breakUnits(text: string): { unit: string; forced: boolean }[] {
  const breaker = new LineBreaker(text)
  const units: { unit: string; forced: boolean }[] = []
  let last = 0
  let forced = false
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    units.push({ unit: text.slice(last, next.position), forced })
    forced = next.required
    last = next.position
  }
  return units
}

/** Each line's words with their left edge, in order. */
function flow(text: string, measure: (text: string) => number, width: number) {
  const lines: { text: string; x: number }[][] = []
  let line: { text: string; x: number }[] = []
  let lineWidth = 0
  breakUnits(text).forEach(({ unit, forced }, index) => {
    let unitWidth = measure(unit)
    const trimmed = unit.trimEnd()
    const trailing = trimmed === unit ? 0 : unitWidth - measure(trimmed)
    if (index > 0 && (forced || lineWidth + unitWidth > width + trailing)) {
      if (unit === ' ') unitWidth = 0
      lines.push(line)
      line = []
      lineWidth = 0
    }
    let x = lineWidth
    for (const word of wordsOf(unit)) {
      line.push({ text: word, x })
      x += measure(word)
    }
    lineWidth += unitWidth
  })
  if (line.length > 0) lines.push(line)
  return lines
}

/** A glyph as shaped, in pixels, with the index of its font. */
interface Shaped {
  font: number
  glyph: number
  advance: number
  dx: number
  dy: number
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * The font of each grapheme as satori picks it: the first font that has it (a space stays in the
 * font before it when that font has it), else the last font.
 */
function fontRuns(text: string, fonts: TitleFont[]): { text: string; font: number }[] {
  const runs: { text: string; font: number }[] = []
  for (const { segment } of graphemes.segment(text)) {
    const current = runs.at(-1)
    let font = fonts.findIndex((candidate) => candidate.has(segment))
    if (/^\s+$/.test(segment) && current && fonts[current.font]?.has(segment)) font = current.font
    if (font < 0) font = fonts.length - 1
    if (current?.font === font) current.text += segment
    else runs.push({ text: segment, font })
  }
  return runs
}

/** Shaped words kept across titles (titles share most of their words), by fonts, size and text. */
const shapedWords = new WeakMap<TitleFont[], Map<string, Shaped[]>>()
/** Words kept at most, so that a long build's memory stays flat. */
const MAX_SHAPED_WORDS = 50_000

/** Shapes text run by run, each in its font, in pixels; what was shaped once is kept. */
function shaper(fonts: TitleFont[], fontSize: number) {
  let shaped = shapedWords.get(fonts)
  if (!shaped) shapedWords.set(fonts, (shaped = new Map<string, Shaped[]>()))
  const kept = shaped
  return (text: string): Shaped[] => {
    const key = `${fontSize}:${text}`
    let glyphs = kept.get(key)
    if (!glyphs) {
      glyphs = fontRuns(text, fonts).flatMap((run) => {
        const font = fonts[run.font]
        const scale = fontSize / (font?.unitsPerEm ?? 1)
        return (font?.shape(run.text) ?? []).map((glyph) => ({
          font: run.font,
          glyph: glyph.g,
          advance: glyph.ax * scale,
          dx: glyph.dx * scale,
          dy: glyph.dy * scale,
        }))
      })
      if (kept.size >= MAX_SHAPED_WORDS) kept.clear()
      kept.set(key, glyphs)
    }
    return glyphs
  }
}

/** Where a line's baseline sits below its top, for text starting in `font`, as Chrome rounds it. */
function baselineOf(font: TitleFont, style: TitleStyle): number {
  const scale = style.fontSize / font.unitsPerEm
  const ascent = Math.round(font.ascender * scale)
  const descent = Math.round(-font.descender * scale)
  return ascent + Math.floor((style.fontSize * style.lineHeight - ascent - descent) / 2)
}

/** Lays `title` out in `style`, with `fonts` (the first, then fallbacks as satori uses them). */
export function layTitle(title: string, style: TitleStyle, fonts: TitleFont[]): TitleLayout {
  const [main] = fonts
  if (!main) throw new Error('A title is laid out with one font at least.')
  const shape = shaper(fonts, style.fontSize)
  const measure = (text: string) => shape(text).reduce((sum, glyph) => sum + glyph.advance, 0)
  const text = title
    .replace(/\n/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/^ | $/g, '')
  const lines = flow(text, measure, style.width)
  // A space no font maps is spaced by HarfBuzz in the last font, as in satori; anything else
  // would be a missing-glyph box.
  const missingGlyph = [...graphemes.segment(text)].some(
    ({ segment }) => !/^\s+$/.test(segment) && !fonts.some((font) => font.has(segment)),
  )
  const lineHeight = Math.round(style.fontSize * style.lineHeight)
  const glyphs: PlacedGlyph[] = []
  lines.forEach((words, index) => {
    const first = fontRuns(words[0]?.text ?? ' ', fonts)[0]?.font ?? 0
    const y = index * lineHeight + baselineOf(fonts[first] ?? main, style)
    // A run goes from a word up to the next space, and is drawn from its first word's place.
    let run = ''
    let runX = 0
    words.forEach((word, position) => {
      // Like satori, text on several lines starts each run on a whole pixel.
      if (run === '') runX = lines.length > 1 ? Math.round(word.x) : word.x
      run += word.text
      if (!separators.has(word.text) && position < words.length - 1) return
      let x = runX
      for (const { font, glyph, advance, dx, dy } of shape(run)) {
        glyphs.push({ font, glyph, x: x + dx, y: y - dy })
        x += advance
      }
      run = ''
    })
  })
  return { height: Math.min(lines.length * lineHeight, style.maxHeight), glyphs, missingGlyph }
}
