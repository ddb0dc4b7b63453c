import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PICTURE_WIDTHS } from './pictureWidth.ts'
import { renderMarkdown } from './renderMarkdown.ts'

const intrinsic = { width: 800, height: 600 }

describe('a picture’s width in the Markdown', () => {
  it('shows as a bounded width with its proportions, or not at all, whatever the text says', () => {
    const fragment = fc.oneof(
      fc.integer({ min: -100, max: 5000 }).map((width) => `width=${String(width)}`),
      fc.constantFrom('width=', 'width=1e3', 'width=120px', 'width=0120', 'width=99999', 'x'),
      fc.stringMatching(/^[\w=.%+-]{0,12}$/),
    )
    fc.assert(
      fc.property(fragment, (text) => {
        const { html } = renderMarkdown(`![Schéma](photo.png#${text})`, {
          imageBase: '/blog/x/',
          imageSizes: new Map([['photo.png', intrinsic]]),
        })
        const width = Number(/ width="(\d+)"/.exec(html)?.[1])
        const height = Number(/ height="(\d+)"/.exec(html)?.[1])
        const asked = /^width=(\d{1,4})$/.exec(text)?.[1]
        const valid =
          asked !== undefined &&
          Number(asked) >= PICTURE_WIDTHS.min &&
          Number(asked) <= PICTURE_WIDTHS.max
        expect(width).toBe(valid ? Number(asked) : intrinsic.width)
        expect(height).toBe(Math.round((width * intrinsic.height) / intrinsic.width))
        expect(html).toContain('src="/blog/x/photo.png"')
      }),
    )
  })
})
