import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import satori from 'satori'
import sharp from 'sharp'
import { type ShareImageContent, shareImageSize } from '../../engine/index.ts'
import { colorTokens } from '../../site/styles/colorTokens.ts'

/*
 * Draws one share image: the brand, the title and the site's address, in the site's own fonts
 * (the @fontsource woff files: satori reads woff, not woff2), laid out by satori and rasterized
 * and encoded by sharp. Everything but the title is the same for every page of one language and
 * kind, so that background is drawn once per process; each image then lays out and rasterizes its
 * title alone, on the paper colour, and copies its rows in: about 16 ms of CPU an image (satori
 * on this thread, sharp on libuv's), half what a composite by sharp costs (32 ms, measured with
 * `npm run bench:share-images`). The PNG is truecolour: palette quantization cost ten times the
 * rest of the drawing, for images already far under the size limit.
 */

type Font = Parameters<typeof satori>[1]['fonts'][number]
type SatoriNode = Parameters<typeof satori>[0]

const require = createRequire(import.meta.url)
let fonts: Promise<Font[]> | undefined

const fontFile = (name: string) => readFile(require.resolve(name))

/**
 * The fonts, read once per process. A character Fraunces lacks (the narrow no-break space of
 * French typography among them) is taken by satori from Inter.
 */
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

/** The theme's colours, read from its tokens: the image cannot read CSS variables. */
const colour = {
  paper: colorTokens.paper,
  ink: colorTokens.ink,
  inkMuted: colorTokens.inkMuted,
  brand: colorTokens.brand,
  brandStrong: colorTokens.brandStrong,
  pillars: [
    colorTokens.pillarS,
    colorTokens.pillarA,
    colorTokens.pillarN,
    colorTokens.pillarT,
    colorTokens.pillarRA,
  ],
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
function shownTitle(title: string): string {
  return title.length > 160 ? `${title.slice(0, 157).trimEnd()}…` : title
}

/** The title alone, on a box of paper the size of its area, its lines (four at most) centred. */
function titleLayout(title: string): Element {
  const size = titleSize(title)
  const lines = box(
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
    title,
  )
  const area = { width: titleArea.width, height: titleArea.height, background: colour.paper }
  return box({ ...area, alignItems: 'center' }, [lines])
}

/** A layout drawn by satori and rasterized by sharp, as raw RGB pixels. */
async function pixelsOf(layout: Element, size: { width: number; height: number }) {
  const svg = await satori(layout as unknown as SatoriNode, { ...size, fonts: await loadFonts() })
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer()
}

/** Backgrounds already drawn in this process, by what they show. */
const backgrounds = new Map<string, Promise<Buffer>>()

function background(content: ShareImageContent): Promise<Buffer> {
  const { locale, article, businessName, host } = content
  const key = JSON.stringify([locale, article, businessName, host])
  let pixels = backgrounds.get(key)
  if (!pixels) {
    pixels = pixelsOf(backgroundLayout(content), shareImageSize)
    backgrounds.set(key, pixels)
  }
  return pixels
}

/** The PNG of one share image, 1200 × 630. */
export async function drawShareImage(content: ShareImageContent): Promise<Buffer> {
  const [backdrop, title] = await Promise.all([
    background(content),
    pixelsOf(titleLayout(shownTitle(content.title)), titleArea),
  ])
  // The title's box is opaque, on the paper the background has there: its rows are copied in.
  const { width, height } = shareImageSize
  const pixels = Buffer.from(backdrop)
  const row = titleArea.width * 3
  for (let y = 0; y < titleArea.height; y += 1) {
    title.copy(pixels, ((titleArea.top + y) * width + titleArea.left) * 3, y * row, (y + 1) * row)
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer()
}
