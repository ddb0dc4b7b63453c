// The few parts of these untyped packages that the share images use.

declare module 'harfbuzzjs' {
  interface HarfBuzzBuffer {
    addText(text: string): void
    guessSegmentProperties(): void
    json(): { g: number; cl: number; ax: number; ay: number; dx: number; dy: number }[]
    destroy(): void
  }
  interface HarfBuzzFont {
    setScale(x: number, y: number): void
    glyphToJson(glyph: number): { type: 'M' | 'L' | 'Q' | 'C' | 'Z'; values: number[] }[]
  }
  interface HarfBuzzFace {
    collectUnicodes(): Uint32Array
  }
  export interface HarfBuzz {
    createBlob(data: Uint8Array): unknown
    createFace(blob: unknown, index: number): HarfBuzzFace
    createFont(face: HarfBuzzFace): HarfBuzzFont
    createBuffer(): HarfBuzzBuffer
    shape(font: HarfBuzzFont, buffer: HarfBuzzBuffer): void
  }
  /** The package's export: HarfBuzz once its WebAssembly is loaded (a CommonJS module). */
  const ready: Promise<HarfBuzz>
  export default ready
}

declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string)
    nextBreak(): { position: number; required: boolean } | null
  }
}
