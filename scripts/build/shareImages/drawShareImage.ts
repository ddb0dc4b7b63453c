import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import satori from 'satori'
import sharp from 'sharp'
import {
  type ShareImageContent,
  shareImageSize,
} from '../../../site/components/PageHead/shareImage.ts'

/*
 * Draws one share image: the brand, the title and the site's address, in the site's own fonts
 * (the @fontsource woff files: satori reads woff, not woff2). Everything but the title is the same
 * for every page of one language and kind, so that background is laid out and rasterized once per
 * build; each page then costs one small satori layout (its title alone, as SVG paths) composed
 * over the background by sharp. The PNG is truecolour: palette quantization cost ten times the
 * rest of the drawing, for images already far under the size limit.
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

/** The title alone, as wide as its area and as tall as its lines (four at most). */
function titleLayout(title: string): Element {
  const shown = title.length > 160 ? `${title.slice(0, 157).trimEnd()}…` : title
  const size = titleSize(shown)
  return box(
    {
      width: titleArea.width,
      maxHeight: Math.min(titleArea.height, Math.ceil(TITLE_MAX_LINES * TITLE_LINE_HEIGHT * size)),
      overflow: 'hidden',
      fontFamily: 'Fraunces',
      fontWeight: 600,
      fontSize: size,
      lineHeight: TITLE_LINE_HEIGHT,
      color: colour.brandStrong,
    },
    shown,
  )
}

/** Backgrounds already rasterized in this process, by what they show. */
const backgrounds = new Map<string, Promise<Buffer>>()

/** The shared background of `content`'s language and kind, as raw RGB pixels. */
function background(content: ShareImageContent): Promise<Buffer> {
  const { locale, article, businessName, host } = content
  const key = JSON.stringify([locale, article, businessName, host])
  let pixels = backgrounds.get(key)
  if (!pixels) {
    pixels = (async () => {
      const svg = await satori(backgroundLayout(content) as unknown as SatoriNode, {
        width: shareImageSize.width,
        height: shareImageSize.height,
        fonts: await loadFonts(),
      })
      return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer()
    })()
    backgrounds.set(key, pixels)
  }
  return pixels
}

/**
 * Lays `title` (RGBA, straight alpha) over a copy of the background's RGB pixels at `top`: done
 * here on the title's rows alone, instead of a blend of the whole image by the image library.
 */
function laidOver(
  pixels: Buffer,
  title: { data: Buffer; width: number; height: number },
  top: number,
): Buffer {
  const image = Buffer.from(pixels)
  const { width } = shareImageSize
  for (let y = 0; y < title.height; y += 1) {
    const row = ((top + y) * width + titleArea.left) * 3
    for (let x = 0; x < title.width; x += 1) {
      const source = (y * title.width + x) * 4
      const alpha = title.data[source + 3] ?? 0
      if (alpha === 0) continue
      const target = row + x * 3
      for (let channel = 0; channel < 3; channel += 1) {
        const under = image[target + channel] ?? 0
        const over = title.data[source + channel] ?? 0
        image[target + channel] = Math.round(under + ((over - under) * alpha) / 255)
      }
    }
  }
  return image
}

/** The PNG of one share image, 1200 × 630. */
export async function drawShareImage(content: ShareImageContent): Promise<Buffer> {
  const [pixels, svg] = await Promise.all([
    background(content),
    loadFonts().then((loaded) =>
      satori(titleLayout(content.title) as unknown as SatoriNode, {
        width: titleArea.width,
        fonts: loaded,
      }),
    ),
  ])
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const height = Math.min(info.height, titleArea.height)
  const top = titleArea.top + Math.round((titleArea.height - height) / 2)
  const { width: imageWidth, height: imageHeight } = shareImageSize
  const image = laidOver(
    pixels,
    { data, width: Math.min(info.width, titleArea.width), height },
    top,
  )
  return sharp(image, { raw: { width: imageWidth, height: imageHeight, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer()
}
