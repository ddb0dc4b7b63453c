import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  shareImageHash,
  shareImagePath,
  type ShareImageContent,
} from '../../engine/siteModel/shareImage'
import { drawShareImage } from './drawShareImage'
import { shareImageRequestOf } from './shareImageRequests'
import { shareImageBuild } from './writeShareImages'

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
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
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
    const quoted = { ...post, title: `a & b 'c' "d" <e> &amp; ${post.title}` }
    expect(shareImageRequestOf(pageHead(quoted), brand, 'blog/x.html')?.content.title).toBe(
      quoted.title,
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

  it('are drawn once into the cache, and only the images the pages ask for reach og/', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'santra-share-images-'))
    const [dist, cacheDir] = [path.join(work, 'dist'), path.join(work, 'cache')]
    const options = {
      cacheDir,
      businessName: brand.businessName,
      siteUrl: 'https://www.example.com',
    }
    const other = { ...post, locale: 'en' as const, title: 'Seven signals of fatigue' }
    try {
      await mkdir(path.join(dist, 'og'), { recursive: true })
      await writeFile(path.join(dist, 'og', 'gone.png'), '')
      await writeFile(path.join(dist, 'blog.html'), pageHead(post))
      const first = shareImageBuild(options)
      // A page rendered by the build hands its image over; the other is read from its file.
      first.pageRendered(pageHead(post), 'blog.html')
      await writeFile(path.join(dist, 'en.html'), pageHead(other))
      expect(await first.finish(dist)).toEqual({ drawn: 2, cached: 0 })
      const names = [post, other].map((content) => `${shareImageHash(content)}.png`).sort()
      expect((await readdir(path.join(dist, 'og'))).sort()).toEqual(names)
      const again = await shareImageBuild(options).finish(dist)
      expect(again).toEqual({ drawn: 0, cached: 2 })
      // A cache that cannot be written stops the build, naming the image.
      const blocked = { ...options, cacheDir: path.join(dist, 'blog.html') }
      await expect(shareImageBuild(blocked).finish(dist)).rejects.toThrow(/Fatigue/)
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })
})

describe('share image titles', () => {
  it('are drawn in the title colour, a character the fonts lack included', async () => {
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
