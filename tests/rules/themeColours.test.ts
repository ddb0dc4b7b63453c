/*
 * The site's colours have one home, site/styles/colorTokens.ts: the theme's CSS variables and the
 * share images drawn at build both read it. A colour typed anywhere else in the product is a copy
 * of the theme (or a colour the theme lacks), and this test names it.
 */
import { describe, expect, it } from 'vitest'
import { productTexts } from '../support/sourceTexts.ts'

/** The one module that writes colours. */
const TOKENS = 'site/styles/colorTokens.ts'

/** A hex colour inside a text: `#0f5c56`, `#fff`, `fill="#0f5c56"`. */
const HEX_COLOUR = /#(?:[\da-f]{8}|[\da-f]{6}|[\da-f]{3,4})(?![\da-z])/gi

/**
 * Pure white and black, written short, are no theme colour: the print styles and a photo's
 * flattened background (the theme's own white is `#ffffff`).
 */
const NOT_THEME = new Set(['#fff', '#000'])

/** The colours typed in `text`, short white and black aside. */
function coloursIn(text: string): string[] {
  return [...text.matchAll(HEX_COLOUR)]
    .map(([colour]) => colour.toLowerCase())
    .filter((colour) => !NOT_THEME.has(colour))
}

describe('the theme’s colours', () => {
  it('are found typed in a text, short white and black aside', () => {
    expect(coloursIn('#0F5C56')).toEqual(['#0f5c56'])
    expect(coloursIn('<rect fill="#2f4f9e"/> and #123')).toEqual(['#2f4f9e', '#123'])
    expect(coloursIn('#ffffff')).toEqual(['#ffffff'])
    expect(coloursIn("background: '#fff', color: '#000'")).toEqual([])
    expect(coloursIn('#calendrier, #0f5c56x, page #12')).toEqual([])
  })

  it('are typed in colorTokens.ts only', () => {
    const copies = productTexts()
      .filter(({ file }) => file !== TOKENS)
      .flatMap(({ file, line, text }) =>
        coloursIn(text).map((colour) => `${file}:${String(line)} ${colour}`),
      )
    expect(copies).toEqual([])
  })
})
