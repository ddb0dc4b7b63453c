import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import satori from 'satori'
import sharp from 'sharp'
import {
  type ShareImageContent,
  shareImageSize,
} from '../../../site/components/PageHead/shareImage.ts'
import { BandedPng } from './bandedPng.ts'
import { titleFonts } from './titleFont.ts'
import { layTitle, type TitleStyle } from './titleLayout.ts'
import { titleCoverage } from './titleRaster.ts'

/*
 * Draws one share image: the brand, the title and the site's address, in the site's own fonts
 * (the @fontsource woff files: satori reads woff, not woff2). Everything but the title is the same
 * for every page of one language and kind, so that background is laid out by satori and
 * rasterized once per thread. The title is laid out as satori would lay it out (titleLayout.ts),
 * from glyphs rasterized once per thread (titleRaster.ts), laid over the background's pixels, and
 * only its rows are compressed (bandedPng.ts): about 3 ms of CPU an image instead of 25 ms with
 * satori and sharp for each title. A title with a character the title font lacks is still drawn
 * by satori, which takes it from another font. The PNG is truecolour: palette quantization cost
 * ten times the rest of the drawing, for images already far under the size limit.
 */

type Font = Parameters<typeof satori>[1]['fonts'][number]
type SatoriNode = Parameters<typeof satori>[0]

const require = createRequire(import.meta.url)
let fonts: Promise<Font[]> | undefined

async function fontFile(name: string): Promise<Buffer> {
  return readFile(require.resolve(name))
}

/** The fonts, read once per build. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all([
    fontFile('@fontsource/fraunces/files/fraunces-latin-600-normal.woff'),
    fontFile('@fontsource/inter/files/inter-latin-500-normal.woff'),
    fontFile('@fontsource/inter/files/inter-latin-700-normal.woff'),
  ]).then(([display, body, bodyBold]) => [
    { name: 'Fraunces', data: display, weight: 600, style: 'normal' },
    { name: 'Inter', data: body, weight: 500, style: 'normal' },
    { name: 'Inter', data: bodyBold, weight: 700, style: 'normal' },
  ])
  return fonts
}

/** The theme's colours (site/styles/theme.css.ts), as the image cannot read CSS variables. */
const colour = {
  paper: '#fbfaf7',
  ink: '#1c2430',
  inkMuted: '#4a5563',
  brand: '#0f5c56',
  brandStrong: '#0a443f',
  pillars: ['#0f5c56', '#2f4f9e', '#3f6f24', '#9a4a12', '#7a2e6e'],
}

const words = {
  fr: { article: 'Blogue', page: 'Santé et performance au travail', language: 'Français' },
  en: { article: 'Blog', page: 'Workplace health and performance', language: 'English' },
} as const

/** Where the title goes: between the kicker line and the address line, centred vertically. */
const titleArea = { left: 80, top: 124, width: 1040, height: 400 } as const
const TITLE_LINE_HEIGHT = 1.12
const TITLE_MAX_LINES = 4

/** Long titles get a smaller size so that they fit on four lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76
  if (title.length <= 70) return 64
  if (title.length <= 110) return 54
  return 46
}

interface Element {
  type: string
  props: { style?: Record<string, unknown>; children?: (Element | string)[] | Element | string }
}

const box = (style: Record<string, unknown>, children: (Element | string)[] | string): Element => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
})

/** The parts every page of one language and kind shares: stripes, kicker, address, language. */
function backgroundLayout(content: Omit<ShareImageContent, 'title'>): Element {
  const text = words[content.locale]
  const stripes = colour.pillars.map((pillar) => box({ flex: 1, background: pillar }, []))
  return box(
    {
      width: shareImageSize.width,
      height: shareImageSize.height,
      flexDirection: 'column',
      background: colour.paper,
      color: colour.ink,
      fontFamily: 'Inter',
    },
    [
      box({ height: 16, width: '100%' }, stripes),
      box(
        {
          flex: 1,
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '56px 80px 60px',
        },
        [
          box(
            {
              fontSize: 28,
              fontWeight: 700,
              letterSpacing: 3,
              color: colour.brand,
              textTransform: 'uppercase',
            },
            `${content.businessName} · ${content.article ? text.article : text.page}`,
          ),
          box(
            {
              justifyContent: 'space-between',
              fontSize: 26,
              fontWeight: 500,
              color: colour.inkMuted,
            },
            [box({}, content.host), box({}, text.language)],
          ),
        ],
      ),
    ],
  )
}

/** A title of 160 characters at most: a longer one is cut and ends with "…". */
export function shownTitle(title: string): string {
  return title.length > 160 ? `${title.slice(0, 157).trimEnd()}…` : title
}

/** The title's type and box: its size, line height, width, and the height of four lines. */
function titleStyle(title: string): TitleStyle {
  const fontSize = titleSize(title)
  const fourLines = Math.ceil(TITLE_MAX_LINES * TITLE_LINE_HEIGHT * fontSize)
  return {
    fontSize,
    lineHeight: TITLE_LINE_HEIGHT,
    width: titleArea.width,
    maxHeight: Math.min(titleArea.height, fourLines),
  }
}

/** The title alone for satori: as wide as its area and as tall as its lines (four at most). */
function titleLayout(title: string): Element {
  const style = titleStyle(title)
  return box(
    {
      width: style.width,
      maxHeight: style.maxHeight,
      overflow: 'hidden',
      fontFamily: 'Fraunces',
      fontWeight: 600,
      fontSize: style.fontSize,
      lineHeight: style.lineHeight,
      color: colour.brandStrong,
    },
    title,
  )
}

/** Backgrounds already rasterized in this process, by what they show. */
const scenes = new Map<string, Promise<BandedPng>>()

/** The shared background of `content`'s language and kind, as the encoder of its images. */
function scene(content: ShareImageContent): Promise<BandedPng> {
  const { locale, article, businessName, host } = content
  const key = JSON.stringify([locale, article, businessName, host])
  let drawn = scenes.get(key)
  if (!drawn) {
    drawn = (async () => {
      const svg = await satori(backgroundLayout(content) as unknown as SatoriNode, {
        width: shareImageSize.width,
        height: shareImageSize.height,
        fonts: await loadFonts(),
      })
      const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer()
      return new BandedPng(pixels, shareImageSize.width, shareImageSize.height)
    })()
    scenes.set(key, drawn)
  }
  return drawn
}

/** How much of each pixel of the title's box its glyphs cover, and the box's height. */
export interface Coverage {
  coverage: Uint8Array
  height: number
}

/**
 * The title's coverage drawn by satori itself: for a title with a character Fraunces lacks,
 * which satori takes from another font (and, in the tests, the reference the fast path matches).
 */
export async function titleCoverageBySatori(title: string): Promise<Coverage> {
  const svg = await satori(titleLayout(title) as unknown as SatoriNode, {
    width: titleArea.width,
    fonts: await loadFonts(),
  })
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const height = Math.min(info.height, titleArea.height)
  const width = Math.min(info.width, titleArea.width)
  const coverage = new Uint8Array(titleArea.width * height)
  for (let row = 0; row < height; row += 1) {
    coverage.set(data.subarray(row * info.width, row * info.width + width), row * titleArea.width)
  }
  return { coverage, height }
}

/** The title's coverage, from glyphs drawn once per thread, laid out as satori lays them out. */
export async function titleCoverageOf(title: string): Promise<Coverage> {
  const fonts = await titleFonts()
  const style = titleStyle(title)
  const laid = layTitle(title, style, fonts)
  if (laid.missingGlyph) return titleCoverageBySatori(title)
  const { fontSize } = style
  const coverage = await titleCoverage(laid.glyphs, fontSize, fonts, titleArea.width, laid.height)
  return { coverage, height: laid.height }
}

const titleColour = [1, 3, 5].map((at) => parseInt(colour.brandStrong.slice(at, at + 2), 16))

/** The title's colour over `under` (0xRRGGBB) at each coverage from 0 to 255, as RGB triples. */
function titleOver(under: number): Uint8Array {
  const shades = new Uint8Array(256 * 3)
  const ground = [under >> 16, (under >> 8) & 0xff, under & 0xff]
  titleColour.forEach((over, channel) => {
    const from = ground[channel] ?? 0
    for (let alpha = 0; alpha < 256; alpha += 1) {
      shades[alpha * 3 + channel] = Math.round(from + ((over - from) * alpha) / 255)
    }
  })
  return shades
}

/** The shades over each background colour met so far (the title's area is one plain colour). */
const shadesOver = new Map<number, Uint8Array>()

/**
 * Lays the title over `band`, the background's rows where its box is: rows `line` bytes long, a
 * filter byte and then RGB pixels.
 */
function layTitleOver(band: Buffer, line: number, { coverage, height }: Coverage): void {
  // Four coverage values at a time (the box is 1040 wide): most of it is empty.
  const quads = new Uint32Array(coverage.buffer, coverage.byteOffset, coverage.length >> 2)
  let ground = -1
  let shades = titleOver(0)
  for (let y = 0; y < height; y += 1) {
    const first = (y * titleArea.width) >> 2
    const rowStart = y * line + 1 + titleArea.left * 3 - y * titleArea.width * 3
    for (let quad = first; quad < first + titleArea.width / 4; quad += 1) {
      if (quads[quad] === 0) continue
      for (let index = quad * 4; index < quad * 4 + 4; index += 1) {
        const alpha = coverage[index] ?? 0
        if (alpha === 0) continue
        const at = rowStart + index * 3
        const under = ((band[at] ?? 0) << 16) | ((band[at + 1] ?? 0) << 8) | (band[at + 2] ?? 0)
        if (under !== ground) {
          ground = under
          shades = shadesOver.get(under) ?? titleOver(under)
          shadesOver.set(under, shades)
        }
        band[at] = shades[alpha * 3] ?? 0
        band[at + 1] = shades[alpha * 3 + 1] ?? 0
        band[at + 2] = shades[alpha * 3 + 2] ?? 0
      }
    }
  }
}

/** The PNG of one share image, 1200 × 630. */
export async function drawShareImage(content: ShareImageContent): Promise<Buffer> {
  const [png, title] = await Promise.all([
    scene(content),
    titleCoverageOf(shownTitle(content.title)),
  ])
  const top = titleArea.top + Math.round((titleArea.height - title.height) / 2)
  return png.encode(top, title.height, (band, line) => {
    layTitleOver(band, line, title)
  })
}
