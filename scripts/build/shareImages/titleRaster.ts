import sharp from 'sharp'
import type { OutlineCommand, TitleFont } from './titleFont.ts'
import type { PlacedGlyph } from './titleLayout.ts'

/*
 * The title's coverage (how much of each pixel its glyphs cover), built from glyphs rasterized
 * once per thread by the same SVG rasterizer (librsvg, through sharp) that drew the whole title
 * before. A glyph is kept for each tenth of a pixel it can start at: satori writes its outlines
 * rounded to a tenth of a pixel, so a glyph drawn at any position is one of these ten, moved by
 * whole pixels.
 */

/** Fractions of a pixel a glyph is kept at. */
const PHASES = 10

/** A glyph's coverage, `width` × `height`, its origin at (-left, -top). */
interface GlyphMask {
  left: number
  top: number
  width: number
  height: number
  alpha: Uint8Array
}

/** Rounds to a tenth of a pixel, half away from zero, as satori writes outlines. */
const tenth = (value: number) =>
  (value < 0 ? -Math.round(-value * 10) : Math.round(value * 10)) / 10

/** The outline in pixels, its origin at (`phase`, 0), y downwards, rounded as satori rounds. */
function outlinePoints(commands: OutlineCommand[], scale: number, phase: number) {
  return commands.map(({ type, values }) => ({
    type,
    points: values.map((value, index) =>
      index % 2 === 0 ? tenth(phase + value * scale) : tenth(-value * scale),
    ),
  }))
}

type Outline = ReturnType<typeof outlinePoints>

/** The box of whole pixels around an outline, one pixel wider on each side for anti-aliasing. */
function pixelBox(outline: Outline) {
  const xs = outline.flatMap(({ points }) => points.filter((_, index) => index % 2 === 0))
  const ys = outline.flatMap(({ points }) => points.filter((_, index) => index % 2 === 1))
  if (xs.length === 0) return undefined
  const left = Math.floor(Math.min(...xs)) - 1
  const top = Math.floor(Math.min(...ys)) - 1
  return {
    left,
    top,
    width: Math.ceil(Math.max(...xs)) + 1 - left,
    height: Math.ceil(Math.max(...ys)) + 1 - top,
  }
}

/** SVG path data of `outline` moved by whole pixels. */
function pathData(outline: Outline, dx: number, dy: number): string {
  return outline
    .map(
      ({ type, points }) =>
        type + points.map((value, index) => tenth(value + (index % 2 === 0 ? dx : dy))).join(' '),
    )
    .join('')
}

interface Pending {
  key: string
  outline: Outline
  box: NonNullable<ReturnType<typeof pixelBox>>
  x: number
}

/** Rasterizes `pending` glyphs side by side in one SVG, and keeps each one's coverage. */
async function rasterize(pending: Pending[], masks: Map<string, GlyphMask | null>) {
  const width = pending.reduce((sum, glyph) => sum + glyph.box.width, 0)
  const height = Math.max(...pending.map((glyph) => glyph.box.height))
  const paths = pending.map(
    ({ outline, box, x }) => `<path d="${pathData(outline, x - box.left, -box.top)}"/>`,
  )
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${paths.join('')}</svg>`
  const alpha = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer()
  for (const { key, box, x } of pending) {
    const mask = new Uint8Array(box.width * box.height)
    for (let row = 0; row < box.height; row += 1) {
      mask.set(alpha.subarray(row * width + x, row * width + x + box.width), row * box.width)
    }
    masks.set(key, {
      left: box.left,
      top: box.top,
      width: box.width,
      height: box.height,
      alpha: mask,
    })
  }
}

/** Glyph coverages kept in this thread, by font, glyph, size and phase; null for no outline. */
const masks = new Map<string, GlyphMask | null>()

const keyOf = (font: number, glyph: number, fontSize: number, phase: number) =>
  `${font}:${glyph}:${fontSize}:${phase}`

function phaseOf(x: number): { whole: number; phase: number } {
  const tenths = Math.round(x * PHASES)
  const phase = ((tenths % PHASES) + PHASES) % PHASES
  return { whole: (tenths - phase) / PHASES, phase }
}

/** Rasterizes, in one pass, the glyphs of `glyphs` not kept yet. */
async function prepare(glyphs: PlacedGlyph[], fontSize: number, fonts: TitleFont[]) {
  const pending: Pending[] = []
  let x = 0
  for (const { font, glyph, x: at } of glyphs) {
    const { phase } = phaseOf(at)
    const key = keyOf(font, glyph, fontSize, phase)
    const face = fonts[font]
    if (!face || masks.has(key) || pending.some((waiting) => waiting.key === key)) continue
    const scale = fontSize / face.unitsPerEm
    const outline = outlinePoints(face.outline(glyph), scale, phase / PHASES)
    const box = pixelBox(outline)
    if (!box) {
      masks.set(key, null)
      continue
    }
    pending.push({ key, outline, box, x })
    x += box.width
  }
  if (pending.length > 0) await rasterize(pending, masks)
}

/**
 * The coverage of `glyphs` (placed in pixels, at `fontSize`) in a `width` × `height` box: what
 * lies outside the box is cut, as the title's box hides its overflow.
 */
export async function titleCoverage(
  glyphs: PlacedGlyph[],
  fontSize: number,
  fonts: TitleFont[],
  width: number,
  height: number,
): Promise<Uint8Array> {
  await prepare(glyphs, fontSize, fonts)
  const coverage = new Uint8Array(width * height)
  for (const { font, glyph, x, y } of glyphs) {
    const { whole, phase } = phaseOf(x)
    const mask = masks.get(keyOf(font, glyph, fontSize, phase))
    if (!mask) continue
    const left = whole + mask.left
    const top = Math.round(y) + mask.top
    for (let row = Math.max(0, -top); row < mask.height && top + row < height; row += 1) {
      const from = row * mask.width
      const to = (top + row) * width + left
      for (
        let column = Math.max(0, -left);
        column < mask.width && left + column < width;
        column += 1
      ) {
        const over = mask.alpha[from + column] ?? 0
        if (over === 0) continue
        const under = coverage[to + column] ?? 0
        // Glyphs that touch cover their shared pixel as one shape would.
        coverage[to + column] = under + over - Math.round((under * over) / 255)
      }
    }
  }
  return coverage
}
