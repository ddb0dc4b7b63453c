import { HeadingLevel, ImageRun, Paragraph } from 'docx'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PICTURE_WIDTHS } from '../pictureWidth.ts'
import { renderMarkdown } from '../renderMarkdown.ts'
import { convertDocx } from './convertDocx.ts'
import { convertedWidths } from './pictureSizes.ts'
import { scanWordXml } from './scanWordXml.ts'
import { splitArticles } from './splitArticles.ts'
import { PNG_PIXEL, wordFixture } from '../../../tests/support/wordFixture.ts'

const drawing = (cx: string, id = 'rId5', wrapper = 'wp:inline') =>
  `<w:r><w:drawing><${wrapper}><wp:extent cx="${cx}" cy="914400"/><wp:docPr id="1" name="Image"/><a:graphic><a:graphicData><pic:pic><pic:blipFill><a:blip r:embed="${id}"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></${wrapper}></w:drawing></w:r>`
const vml = (style: string, id = 'rId6') =>
  `<w:r><w:pict><v:shape style="${style}"><v:imagedata r:id="${id}" o:title=""/></v:shape></w:pict></w:r>`
const document = (...runs: string[]) =>
  `<w:document><w:body><w:p>${runs.join('')}</w:p></w:body></w:document>`
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

describe('the width Word shows a picture at', () => {
  it('is a bounded whole number of pixels, or absent, whatever the extent says', () => {
    const extent = fc.oneof(
      fc.integer({ min: 0, max: 25_000_000 }).map(String),
      fc.constantFrom('0', '-9525', '1e6', '12.5', ' 952500', '0x10', 'NaN', '', '9'.repeat(30)),
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
      fc.string(),
    )
    fc.assert(
      fc.property(extent, (cx) => {
        const [picture] = scanWordXml({ document: document(drawing(escapeAttribute(cx))) }).pictures
        const width = picture?.width
        expect(picture?.relationshipId).toBe('rId5')
        if (width !== undefined) {
          expect(Number.isInteger(width)).toBe(true)
          expect(width).toBeGreaterThanOrEqual(PICTURE_WIDTHS.min)
          expect(width).toBeLessThanOrEqual(PICTURE_WIDTHS.max)
        }
        const pixels = /^\d+$/.test(cx) ? Math.round(Number(cx) / 9525) : NaN
        const valid = pixels >= PICTURE_WIDTHS.min && pixels <= PICTURE_WIDTHS.max
        expect(width).toBe(valid ? pixels : undefined)
      }),
    )
  })

  it('reads drawings and VML pictures in order, but not the choice mammoth skips', () => {
    const pictures = scanWordXml({
      document: document(
        drawing('1143000', 'rId1', 'wp:anchor'),
        vml('position:absolute;width:54pt;height:40pt', 'rId2'),
        `<mc:AlternateContent><mc:Choice Requires="wps">${drawing('952500', 'rId3')}</mc:Choice><mc:Fallback>${vml('width:1in', 'rId3')}</mc:Fallback></mc:AlternateContent>`,
        // A picture inside a drawing group: mammoth does not read it.
        `<w:r><w:drawing><wp:inline><wp:extent cx="952500" cy="1"/><a:graphic><a:graphicData><wpg:wgp><pic:pic><pic:blipFill><a:blip r:embed="rId4"/></pic:blipFill></pic:pic></wpg:wgp></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`,
        vml('width:auto', 'rId7'),
      ),
    }).pictures
    expect(pictures).toEqual([
      { relationshipId: 'rId1', width: 120 },
      { relationshipId: 'rId2', width: 72 },
      { relationshipId: 'rId3', width: 96 },
      { relationshipId: 'rId7', width: undefined },
    ])
  })

  it('follows each picture of a part by its rank, and none when the counts disagree', () => {
    const parts = new Map([
      ['rId1', 'word/media/a.png'],
      ['rId2', 'word/media/b.png'],
      ['rId3', 'word/media/a.png'],
    ])
    const pictures = [
      { relationshipId: 'rId1', width: 120 },
      { relationshipId: 'rId2', width: 300 },
      { relationshipId: 'rId3', width: 72 },
    ]
    const converted = ['word/media/a.png', 'word/media/b.png', 'word/media/a.png']
    expect(convertedWidths(converted, pictures, parts)).toEqual([120, 300, 72])
    // b.png read again, say in a note: its pictures cannot be told apart, a.png's still can.
    expect(convertedWidths([...converted, 'word/media/b.png'], pictures, parts)).toEqual([
      120,
      undefined,
      72,
      undefined,
    ])
  })

  it('reaches the post: two pictures at 1.25 in and 0.75 in show at most 120 and 72 px wide', async () => {
    const picture = (inches: number) =>
      new ImageRun({
        type: 'png',
        data: PNG_PIXEL,
        // The docx package counts in pixels at 96 per inch, as Word does.
        transformation: { width: inches * 96, height: inches * 96 },
        altText: { name: 'schema', title: 'Schéma', description: `Schéma de ${String(inches)} po` },
      })
    const converted = await convertDocx(
      await wordFixture([
        new Paragraph({ text: 'Deux images', heading: HeadingLevel.HEADING_1 }),
        new Paragraph({ children: [picture(1.25)] }),
        new Paragraph({ text: 'Entre les deux.' }),
        new Paragraph({ children: [picture(0.75)] }),
      ]),
    )
    const [article] = splitArticles(converted).articles
    const [name] = [...converted.images.keys()]
    expect(converted.images.size).toBe(1)
    expect(article?.markdown).toBe(
      `![Schéma de 1.25 po](${name ?? ''}#width=120)\n\nEntre les deux.\n\n![Schéma de 0.75 po](${name ?? ''}#width=72)`,
    )
    const { html } = renderMarkdown(article?.markdown ?? '', {
      imageBase: '/blog/x/',
      imageSizes: new Map([[name ?? '', { width: 1, height: 1 }]]),
    })
    expect(html.match(/<img [^>]*>/g)).toEqual([
      `<img src="/blog/x/${name ?? ''}" alt="Schéma de 1.25 po" width="120" height="120" loading="lazy" decoding="async">`,
      `<img src="/blog/x/${name ?? ''}" alt="Schéma de 0.75 po" width="72" height="72" loading="lazy" decoding="async">`,
    ])
  })
})
