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
 * (the @fontsource woff files: satori reads woff, not woff2). satori lays the text out as SVG
 * paths, sharp turns the SVG into a PNG.
 */

type Font = Parameters<typeof satori>[1]['fonts'][number]

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

function layout(content: ShareImageContent): Element {
  const text = words[content.locale]
  const title =
    content.title.length > 160 ? `${content.title.slice(0, 157).trimEnd()}…` : content.title
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
              fontFamily: 'Fraunces',
              fontWeight: 600,
              fontSize: titleSize(title),
              lineHeight: 1.12,
              color: colour.brandStrong,
              maxHeight: 4 * 1.12 * titleSize(title),
              overflow: 'hidden',
            },
            title,
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

/** The PNG of one share image, 1200 × 630. */
export async function drawShareImage(content: ShareImageContent): Promise<Buffer> {
  const svg = await satori(layout(content) as unknown as Parameters<typeof satori>[0], {
    width: shareImageSize.width,
    height: shareImageSize.height,
    fonts: await loadFonts(),
  })
  return sharp(Buffer.from(svg)).png({ compressionLevel: 7, palette: true, quality: 90 }).toBuffer()
}
