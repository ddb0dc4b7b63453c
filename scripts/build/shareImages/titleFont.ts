import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'
import type { HarfBuzz } from 'harfbuzzjs'

/*
 * The title's fonts, shaped by HarfBuzz, the shaper satori itself uses: the same glyphs, kerning
 * and advances, so a title laid out here breaks and sits where satori put it.
 */

/** One glyph as HarfBuzz shapes it: id, cluster, advance and offset in font units. */
export interface ShapedGlyph {
  g: number
  cl: number
  ax: number
  dx: number
  dy: number
}

/** One outline command in font units, y upwards. */
export interface OutlineCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z'
  values: number[]
}

export interface TitleFont {
  unitsPerEm: number
  /** hhea ascender and descender, in font units (descender negative). */
  ascender: number
  descender: number
  /** Whether the font's character map has `character` (one code point, or its first). */
  has(character: string): boolean
  /** The glyphs of `text`, shaped with the font's default features. */
  shape(text: string): ShapedGlyph[]
  outline(glyph: number): OutlineCommand[]
}

/** The sfnt tables of a WOFF 1 file (HarfBuzz reads sfnt only): each table inflated if stored so. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1 font file.')
  const tables = woff.readUInt16BE(12)
  const sfnt = Buffer.alloc(woff.readUInt32BE(16))
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0)
  sfnt.writeUInt16BE(tables, 4)
  const selector = Math.floor(Math.log2(tables))
  sfnt.writeUInt16BE(16 << selector, 6)
  sfnt.writeUInt16BE(selector, 8)
  sfnt.writeUInt16BE(tables * 16 - (16 << selector), 10)
  let at = 12 + tables * 16
  for (let index = 0; index < tables; index += 1) {
    const entry = 44 + index * 20
    const [offset, stored, length] = [4, 8, 12].map((field) => woff.readUInt32BE(entry + field))
    const record = 12 + index * 16
    woff.copy(sfnt, record, entry, entry + 4)
    woff.copy(sfnt, record + 4, entry + 16, entry + 20)
    sfnt.writeUInt32BE(at, record + 8)
    sfnt.writeUInt32BE(length ?? 0, record + 12)
    const data = woff.subarray(offset, (offset ?? 0) + (stored ?? 0))
    const table = stored === length ? data : inflateSync(data)
    table.copy(sfnt, at)
    at += ((length ?? 0) + 3) & ~3
  }
  return sfnt
}

/** Where the sfnt table `tag` starts. */
function tableOffset(sfnt: Buffer, tag: string): number {
  const tables = sfnt.readUInt16BE(4)
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + index * 16
    if (sfnt.toString('latin1', record, record + 4) === tag) return sfnt.readUInt32BE(record + 8)
  }
  throw new Error(`The font has no ${tag} table.`)
}

const require = createRequire(import.meta.url)

/** One font handed to HarfBuzz, from its @fontsource WOFF file. */
async function hbFont(file: string): Promise<TitleFont> {
  const sfnt = woffToSfnt(await readFile(require.resolve(file)))
  // Required, not imported: its export is a promise, which ESM interop would wrap differently.
  const hb = await (require('harfbuzzjs') as Promise<HarfBuzz>)
  const face = hb.createFace(hb.createBlob(sfnt), 0)
  const font = hb.createFont(face)
  const unitsPerEm = sfnt.readUInt16BE(tableOffset(sfnt, 'head') + 18)
  font.setScale(unitsPerEm, unitsPerEm)
  const hhea = tableOffset(sfnt, 'hhea')
  const characters = new Set(face.collectUnicodes())
  const outlines = new Map<number, OutlineCommand[]>()
  return {
    unitsPerEm,
    ascender: sfnt.readInt16BE(hhea + 4),
    descender: sfnt.readInt16BE(hhea + 6),
    has: (character) => characters.has(character.codePointAt(0) ?? -1),
    shape(text) {
      const buffer = hb.createBuffer()
      try {
        buffer.addText(text)
        buffer.guessSegmentProperties()
        hb.shape(font, buffer)
        return buffer.json()
      } finally {
        buffer.destroy()
      }
    },
    outline(glyph) {
      let commands = outlines.get(glyph)
      if (!commands) {
        commands = font.glyphToJson(glyph)
        outlines.set(glyph, commands)
      }
      return commands
    },
  }
}

let loaded: Promise<TitleFont[]> | undefined

/**
 * The title's fonts, read and handed to HarfBuzz once per thread: Fraunces 600, then the font
 * satori falls back to for a character Fraunces lacks (the narrow no-break space of French
 * typography among them): Inter, at the weight CSS matching picks for 600.
 */
export function titleFonts(): Promise<TitleFont[]> {
  loaded ??= Promise.all([
    hbFont('@fontsource/fraunces/files/fraunces-latin-600-normal.woff'),
    hbFont('@fontsource/inter/files/inter-latin-700-normal.woff'),
  ])
  return loaded
}
