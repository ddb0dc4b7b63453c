import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { builtDocument, distDir } from './builtSite.ts'

/*
 * Every page's share image (og:image) is in the build: a 1200 × 630 PNG under 100 KB, its title
 * drawn in the title's colour, the same file for og:image and twitter:image.
 */

const pages = ['/', '/en', '/services', '/blog', '/blog/equipe-en-forme']
/** The title's colour (theme brandStrong, #0a443f). */
const titleColour = [0x0a, 0x44, 0x3f]

describe.each(pages)('the share image of %s', (page) => {
  it('is a 1200 × 630 PNG under 100 KB with its title drawn', async () => {
    const head = builtDocument(page).head
    const url = head.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? ''
    expect(url).toMatch(/^https:\/\/www\.example\.com\/og\/[\w-]+\.png$/)
    expect(head.querySelector('meta[name="twitter:image"]')?.getAttribute('content')).toBe(url)
    const size = ['width', 'height'].map((side) =>
      head.querySelector(`meta[property="og:image:${side}"]`)?.getAttribute('content'),
    )
    expect(size).toEqual(['1200', '630'])
    const file = readFileSync(path.join(distDir, new URL(url).pathname))
    expect(file.byteLength).toBeLessThan(100 * 1024)
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([1200, 630])
    let inTitleColour = 0
    for (let index = 0; index < data.length; index += info.channels) {
      if (titleColour.every((value, channel) => data[index + channel] === value)) inTitleColour += 1
    }
    // A title's glyphs fill thousands of pixels; the background has none of that colour.
    expect(inTitleColour).toBeGreaterThan(3000)
  })
})
