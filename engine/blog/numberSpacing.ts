import type { SpacingRule } from './frenchTypography.ts'

/*
 * A number and the word it counts stay on one line: « 4 pages », « 20 énoncés », « 1 000 km »,
 * « 3 recommendations ». French typography (OQLF) puts a no-break space between them and English
 * editors keep them together too; a line that ends on « 4 » and starts on « pages » reads badly
 * on a phone. The build applies the rule to every text of the page copy in both languages
 * (generator/readPageCopy.ts), so the copy files keep ordinary spaces the consultant can type;
 * the copy check (tests/rules/copyTypography.test.ts) reports an ordinary space left in the
 * copy and in the interface strings' catalogs.
 */

/** The number-and-word rule, shaped as French spacing's rules (frenchTypography.ts). */
export const NUMBER_SPACING_RULE = {
  marks: '0123456789',
  side: 'after',
  space: '\u00a0',
  problem: 'espace ordinaire entre un nombre et le mot qui le suit (espace insécable attendue)',
} as const satisfies SpacingRule

/**
 * A number, then one ordinary space, then a letter. The number is digits, grouped by « , », « . »
 * or a no-break space (« 1,5 », « 1 000 »), and it starts a word: at the start of the text or
 * after a space, an opening bracket or quote, a dash (« 2024–2026 ») or the « | » that opens a
 * placeholder's other words (`{socialNetworks|3 réseaux}`). So nothing inside a
 * token changes: not the end of a telephone number (« 555-0123 »), an address (`/page2`, `?p=2`,
 * `a.ca/2`), a time (« 8:30 »), a fraction (« 24/7 »), a code (« B12 », « J0K 1A0 ») or a
 * `{placeholder}`. A number followed by a mark is not followed by its word: « en 2026. Nous »,
 * « 1. Le », « 450 555-0123 » stay as typed. The lookbehinds start a number only at its first
 * digit (never after a digit and its group's space), so each character is read a bounded number
 * of times: linear on long numbers and long runs of spaces.
 */
const NUMBER_THEN_WORD =
  /(?<=^|[\s([«“‘"'–—|])(?<!\d[\u00a0\u202f])\d+(?:[.,\u00a0\u202f]\d+)* (?=\p{L})/gu

/** Where the rule wants a no-break space: the offset of each ordinary space it would replace. */
function spaceOffsets(text: string): number[] {
  return [...text.matchAll(NUMBER_THEN_WORD)].map((match) => match.index + match[0].length - 1)
}

/**
 * `text` with the ordinary space between a number and the word after it made a no-break space
 * (U+00A0); nothing else changes. Applied to the page copy in both languages.
 */
export function bindNumbers(text: string): string {
  // Most texts hold no digit followed by a space: returned as they are, without a regex pass.
  if (!/\d /.test(text)) return text
  return text.replace(
    NUMBER_THEN_WORD,
    (match) => `${match.slice(0, -1)}${NUMBER_SPACING_RULE.space}`,
  )
}

/** Each place `text` keeps an ordinary space between a number and its word, with a few words around it. */
export function numberSpacingProblems(text: string): { problem: string; excerpt: string }[] {
  return spaceOffsets(text).map((offset) => ({
    problem: NUMBER_SPACING_RULE.problem,
    excerpt: text.slice(Math.max(0, offset - 30), offset + 30),
  }))
}
