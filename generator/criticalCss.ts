/*
 * A page's critical CSS: the rules of the site's stylesheet that its pre-rendered markup can use,
 * written inline so the first paint waits for nothing but the page itself. The stylesheet is
 * minified by the build (vanilla-extract's hashed class names, no comments), so a small scanner
 * is enough: it splits the sheet into rules and at-rules once per build, and each page keeps the
 * rules whose selectors name only classes the page carries. Pure string work, a fraction of a
 * millisecond per page.
 */

/** One top-level piece of the stylesheet. */
type SheetBlock =
  | { kind: 'rule'; text: string; classSets: string[][] }
  | { kind: 'group'; prelude: string; blocks: SheetBlock[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'always'; text: string }

/** The stylesheet, split once per build. */
export interface ParsedSheet {
  blocks: SheetBlock[]
}

/** The index just past the block that opens at `open` (a `{`), strings and nesting respected. */
function blockEnd(css: string, open: number): number {
  let depth = 0
  let quote = ''
  for (let index = open; index < css.length; index++) {
    const char = css[index]
    if (quote) {
      if (char === '\\') index++
      else if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return index + 1
  }
  throw new Error('The stylesheet has an unclosed block; the build stops here.')
}

/** The index of the next `{` outside strings, from `start`. */
function nextOpen(css: string, start: number): number {
  let quote = ''
  for (let index = start; index < css.length; index++) {
    const char = css[index]
    if (quote) {
      if (char === '\\') index++
      else if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '{') return index
  }
  return -1
}

/**
 * For each selector of a list, the classes it needs to match. A class inside `:not(…)` is not
 * needed (the selector matches without it), nor is a dot inside an attribute selector; a selector with no class (an element, `:root`, an
 * attribute) gives an empty set, which every page satisfies.
 */
function classSetsOf(selectorList: string): string[][] {
  // Attribute selectors may hold dots (`[href$=".pdf"]`); `:not(…)` may hold commas.
  const needed = selectorList.replace(/\[[^[\]]*\]/g, '[]').replace(/:not\([^()]*\)/g, '')
  return needed.split(',').map((selector) => {
    const names = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '')
    return [...new Set(names)]
  })
}

function parseBlocks(css: string): SheetBlock[] {
  const blocks: SheetBlock[] = []
  let start = 0
  while (start < css.length) {
    const open = nextOpen(css, start)
    if (open === -1) {
      if (css.slice(start).trim()) throw new Error('The stylesheet ends with text outside a rule.')
      break
    }
    const end = blockEnd(css, open)
    const prelude = css.slice(start, open).trim()
    const text = `${prelude}${css.slice(open, end)}`
    if (/^@(media|supports|layer|container)\b/i.test(prelude)) {
      blocks.push({ kind: 'group', prelude, blocks: parseBlocks(css.slice(open + 1, end - 1)) })
    } else if (/^@(-webkit-)?keyframes\s/i.test(prelude)) {
      blocks.push({ kind: 'keyframes', name: prelude.split(/\s+/)[1] ?? '', text })
    } else if (prelude.startsWith('@')) {
      // @font-face and the like: the first paint needs the fonts' faces.
      blocks.push({ kind: 'always', text })
    } else {
      blocks.push({ kind: 'rule', text, classSets: classSetsOf(prelude) })
    }
    start = end
  }
  return blocks
}

/** Splits the built stylesheet into its rules; done once per build. */
export function parseSheet(css: string): ParsedSheet {
  // Vite leaves a marker comment at the end; the minified sheet has no other.
  return { blocks: parseBlocks(css.replace(/\/\*[\s\S]*?\*\//g, '')) }
}

/**
 * The sheet without its `@font-face` rules, which each page declares in its inline `<style>`
 * (they are always critical). Coming again with the whole sheet, they would make new font faces
 * that take the font files from the memory cache and draw with them at once, even on a page
 * where `font-display: optional` kept the fallback because the files came late: its text would
 * move.
 */
export function withoutFontFaces(css: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const kept: string[] = []
  let start = 0
  for (let open = nextOpen(text, start); open !== -1; open = nextOpen(text, start)) {
    const end = blockEnd(text, open)
    if (!/^\s*@font-face\b/i.test(text.slice(start, open))) kept.push(text.slice(start, end))
    start = end
  }
  return kept.join('') + text.slice(start)
}

/** The classes a page's markup carries. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

function pickBlocks(blocks: readonly SheetBlock[], classes: ReadonlySet<string>): string[] {
  const picked: string[] = []
  for (const block of blocks) {
    if (block.kind === 'always') picked.push(block.text)
    else if (block.kind === 'keyframes') picked.push(block.text)
    else if (block.kind === 'rule') {
      if (block.classSets.some((set) => set.every((name) => classes.has(name))))
        picked.push(block.text)
    } else if (!/^@media\s+print$/i.test(block.prelude)) {
      // Print rules wait for the whole sheet, which applies to print even before any script runs.
      const inner = pickBlocks(block.blocks, classes)
      if (inner.length > 0) picked.push(`${block.prelude}{${inner.join('')}}`)
    }
  }
  return picked
}

/** Drops the keyframes no kept rule animates with. */
function withUsedKeyframes(blocks: readonly SheetBlock[], picked: string[]): string[] {
  const names = new Set(blocks.flatMap((block) => (block.kind === 'keyframes' ? [block.name] : [])))
  if (names.size === 0) return picked
  const rules = picked.filter((text) => !/^@(-webkit-)?keyframes\s/i.test(text)).join('')
  return picked.filter((text) => {
    const name = /^@(?:-webkit-)?keyframes\s+([^{\s]+)/i.exec(text)?.[1]
    return name === undefined || new RegExp(`[\\s:,]${escapeRegExp(name)}\\b`).test(rules)
  })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The rules of the sheet that the page's markup can match, in the sheet's order: the page's
 * first paint looks exactly as it would with the whole sheet, whose later arrival changes
 * nothing on screen (every kept rule comes again, in the same order).
 */
export function criticalCss(sheet: ParsedSheet, html: string): string {
  return withUsedKeyframes(sheet.blocks, pickBlocks(sheet.blocks, classesOf(html))).join('')
}
