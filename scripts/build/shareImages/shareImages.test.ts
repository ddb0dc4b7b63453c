import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  shareImageHash,
  shareImagePath,
  type ShareImageContent,
} from '../../../site/components/PageHead/shareImage'
import {
  drawShareImage,
  shownTitle,
  titleCoverageBySatori,
  titleCoverageOf,
} from './drawShareImage'
import { ShareImagePool } from './shareImagePool'
import { titleFonts } from './titleFont'
import { layTitle } from './titleLayout'
import { decodeAttribute, shareImageRequestOf } from './shareImageRequests'

const brand = { businessName: 'Conseils SANTRA', host: 'www.example.com' }
const post: ShareImageContent = {
  title: 'Fatigue organisationnelle\u202f: « sept » signaux & l’équipe',
  locale: 'fr',
  article: true,
  ...brand,
}

/** The head tags PageHead writes, escaped as React escapes attributes. */
function pageHead(content: ShareImageContent, path = shareImagePath(content)): string {
  const escaped = content.title
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
  return `<html lang="${content.locale}"><head>
    <meta property="og:type" content="${content.article ? 'article' : 'website'}"/>
    <meta property="og:image" content="https://www.example.com${path}"/>
    <meta property="og:image:alt" content="${escaped}"/></head></html>`
}

describe('share images', () => {
  it('are named by everything they show', () => {
    expect(shareImageHash(post)).toBe(shareImageHash({ ...post }))
    expect(shareImageHash({ ...post, locale: 'en' })).not.toBe(shareImageHash(post))
    expect(shareImageHash({ ...post, title: `${post.title} ` })).not.toBe(shareImageHash(post))
    expect(shareImageHash({ ...post, host: 'santra.ca' })).not.toBe(shareImageHash(post))
  })

  it('are read back from a page head with its escaped title', () => {
    expect(decodeAttribute('a &amp; b &#x27;c&#39; &quot;d&quot; &lt;e&gt;')).toBe(
      `a & b 'c' "d" <e>`,
    )
    expect(shareImageRequestOf(pageHead(post), brand, 'blog/x.html')).toEqual({
      file: shareImagePath(post).split('/').pop(),
      content: post,
    })
  })

  it('refuse a page whose image does not match its title', () => {
    const other = shareImagePath({ ...post, title: 'Autre titre' })
    expect(() => shareImageRequestOf(pageHead(post, other), brand, 'blog/x.html')).toThrow(
      /blog\/x\.html/,
    )
  })

  it('are 1200 × 630 PNG files under 300 KB, even with a very long title', async () => {
    const image = await drawShareImage({ ...post, title: 'Un titre très long '.repeat(12) })
    const metadata = await sharp(image).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630])
    expect(image.byteLength).toBeLessThan(300 * 1024)
  })

  it('draw each title over the same background, between the kicker and the address', async () => {
    const pixels = async (title: string) => {
      const { data, info } = await sharp(await drawShareImage({ ...post, title }))
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect(info.channels).toBe(3)
      return data
    }
    const [one, two] = await Promise.all([pixels(post.title), pixels('Un tout autre titre')])
    const row = 1200 * 3
    const band = (image: Buffer, from: number, to: number) => image.subarray(from * row, to * row)
    // Stripes and kicker above the title area, address and language below it: the same pixels.
    expect(band(one, 0, 124).equals(band(two, 0, 124))).toBe(true)
    expect(band(one, 524, 630).equals(band(two, 524, 630))).toBe(true)
    expect(band(one, 124, 524).equals(band(two, 124, 524))).toBe(false)
  })

  it('are drawn on worker threads into their files, and a failure names its cause', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'santra-share-images-'))
    const pool = new ShareImagePool(1)
    try {
      const target = path.join(dir, 'image.png')
      await pool.draw(post, target)
      const drawn = await readFile(target)
      const metadata = await sharp(drawn).metadata()
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630])
      // A thread that drew other titles before (its glyphs kept) draws the same bytes.
      await drawShareImage({ ...post, title: 'Équipes, sommeil et charge mentale' })
      expect(drawn.equals(await drawShareImage(post))).toBe(true)
      await expect(pool.draw(post, path.join(dir, 'missing', 'image.png'))).rejects.toThrow(
        /could not be drawn.*ENOENT/s,
      )
    } finally {
      await pool.close()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('get one more thread once widened, for the images still waiting', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'santra-share-images-'))
    const pool = new ShareImagePool(1)
    try {
      const drawing = Array.from({ length: 8 }, (_, index) =>
        pool.draw({ ...post, title: `Titre ${index}` }, path.join(dir, `${index}.png`)),
      )
      // One thread holds four images; the other four wait.
      expect([pool.threads, pool.waiting]).toEqual([1, 4])
      pool.widen(2)
      expect([pool.threads, pool.waiting]).toEqual([2, 0])
      await Promise.all(drawing)
      expect(await readdir(dir)).toHaveLength(8)
    } finally {
      await pool.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('share image titles', () => {
  const titles = [
    post.title,
    'Ergonomics in small businesses: what the numbers reveal',
    'Court',
    'Prévention pour les dirigeants\u00a0: ce que les chiffres révèlent dans les PME québécoises',
    'L’absentéisme, le présentéisme et la charge mentale : trois coûts cachés — et comment les réduire sans alourdir les équipes',
    'Un titre très long '.repeat(12),
    'Santé/sécurité au travail : l’auto-diagnostic en 10 questions (édition 2026)',
  ]

  it('are laid out as satori lays them out: same lines, same glyphs, within a tenth of a pixel', async () => {
    const fonts = await titleFonts()
    for (const title of titles.map(shownTitle)) {
      const style = { fontSize: 54, lineHeight: 1.12, width: 1040, maxHeight: 400 }
      // Drawn without satori: every character is in the title's fonts (or is a space).
      expect(layTitle(title, style, fonts).missingGlyph, title).toBe(false)
      const [fast, reference] = await Promise.all([
        titleCoverageOf(title),
        titleCoverageBySatori(title),
      ])
      expect(fast.height, title).toBe(reference.height)
      let total = 0
      let largest = 0
      fast.coverage.forEach((value, index) => {
        const difference = Math.abs(value - (reference.coverage[index] ?? 0))
        total += difference
        largest = Math.max(largest, difference)
      })
      // A word on another line or a glyph a pixel off differs by far more than rounding does.
      expect(total / fast.coverage.length, title).toBeLessThan(0.3)
      expect(largest, title).toBeLessThan(96)
    }
  })

  it('are drawn in the title colour, and by satori when the title font lacks a character', async () => {
    const fonts = await titleFonts()
    const style = { fontSize: 64, lineHeight: 1.12, width: 1040, maxHeight: 400 }
    expect(layTitle('Ωmega et 東京 : le sommeil', style, fonts).missingGlyph).toBe(true)
    for (const title of ['Fatigue organisationnelle', 'Ωmega et 東京 : le sommeil']) {
      const { data } = await sharp(await drawShareImage({ ...post, title }))
        .raw()
        .toBuffer({ resolveWithObject: true })
      let inTitleColour = 0
      for (let index = 124 * 1200 * 3; index < 524 * 1200 * 3; index += 3) {
        if (data[index] === 0x0a && data[index + 1] === 0x44 && data[index + 2] === 0x3f) {
          inTitleColour += 1
        }
      }
      expect(inTitleColour, title).toBeGreaterThan(5000)
    }
  })

  it('are the same bytes each time they are drawn', async () => {
    const content = { ...post, title: 'Retour au travail : questions fréquentes' }
    const [first, second] = await Promise.all([drawShareImage(content), drawShareImage(content)])
    expect(first.equals(second)).toBe(true)
    expect((await drawShareImage(content)).equals(first)).toBe(true)
  })
})
