import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine'
import subsetFont from 'subset-font'
import { subsetFonts, subsetText } from './fontSubset'

/**
 * The local fonts a fallback face may draw with, for the metrics it is sized to: a font and its
 * metric-compatible twins (the same advance widths, so one `size-adjust` fits them all), by the
 * full name `local()` matches. Arial is on Windows and macOS, Liberation Sans on most Linux
 * desktops, Arimo on ChromeOS. DejaVu, which fontaine adds for a generic family, is left out: it
 * is a tenth wider, and a header sized for Arial would wrap. Roboto, Android's system sans, has
 * no Arial twin and widths of its own: it gets its own face, under its full and PostScript names.
 */
const metricTwins = {
  Arial: ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo'],
  Roboto: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
  'Times New Roman': ['Times New Roman', 'Times', 'Liberation Serif', 'Tinos'],
} as const

/**
 * Each web font's fallback: the family the site's font stacks name right after it, the local
 * font whose metrics it is sized from, and, for a variable font, the weights the styles ask for
 * (fallbackFaces.test.ts keeps the list whole). Inter widens as it gets bolder while a local
 * font drawn in the browser's synthetic bold keeps its regular widths, so each weight gets its
 * own face, drawn from the regular local font (capsize, through fontaine, gives the regular
 * metrics only). A static font gets one face, for the weights it is declared for. Inter has a
 * second fallback family, sized from Roboto, for Android, where no Arial twin is installed: the
 * site's font stack names it right after the first (site/styles/theme.css.ts).
 */
export const fallbacks = [
  {
    family: 'Inter Variable',
    name: 'Inter Variable Fallback',
    local: 'Arial',
    weights: [400, 500, 600, 650, 700, 800],
  },
  {
    family: 'Inter Variable',
    name: 'Inter Variable Android Fallback',
    local: 'Roboto',
    weights: [400, 500, 600, 650, 700, 800],
  },
  {
    family: 'Fraunces Variable',
    name: 'Fraunces Variable Fallback',
    local: 'Times New Roman',
    weights: [],
  },
] as const

/** The metrics fontaine reads from a font file, or an error naming the file. */
async function metricsOf(file: string) {
  const metrics = await readMetrics(pathToFileURL(file))
  if (!metrics) throw new Error(`fontaine could not read the metrics of ${file}.`)
  return metrics
}

/**
 * The fallback `@font-face` rules of the site's fonts, sized so the fallback takes the room the
 * web font will: `size-adjust` from the average width of the text's letters, `ascent-override`,
 * `descent-override` and `line-gap-override` from the vertical metrics. fontaine computes them
 * from the font files of `fontDir` (the subsets `npm run fonts` wrote) and from capsize's
 * metrics of the local font. A variable font is instanced at each weight first (harfbuzz, through
 * subset-font), since fontaine reads a font's default instance.
 */
export async function fallbackFaces(fontDir: string): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'santra-fonts-'))
  try {
    const rules: string[] = []
    for (const fallback of fallbacks) {
      const font = subsetFonts.find((candidate) => candidate.family === fallback.family)
      if (!font) throw new Error(`No font file for ${fallback.family}.`)
      const localMetrics = await getMetricsForFamily(fallback.local)
      if (!localMetrics) throw new Error(`fontaine has no metrics for ${fallback.local}.`)
      const file = join(fontDir, font.file)
      const faces: { weight: string; file: string }[] =
        fallback.weights.length === 0
          ? [{ weight: font.declaredWeight, file }]
          : await Promise.all(
              fallback.weights.map(async (weight) => {
                const instance = await subsetFont(await readFile(file), subsetText(), {
                  targetFormat: 'truetype',
                  variationAxes: { wght: weight },
                })
                const instanceFile = join(scratch, `${font.file}-${weight}.ttf`)
                await writeFile(instanceFile, instance)
                return { weight: String(weight), file: instanceFile }
              }),
            )
      for (const face of faces) {
        const rule = generateFontFace(await metricsOf(face.file), {
          name: fallback.name,
          font: fallback.local,
          metrics: localMetrics,
          'font-weight': face.weight,
        })
        const src = `src: local(${JSON.stringify(fallback.local)});`
        if (!rule.includes(src)) throw new Error(`fontaine wrote no ${src} for ${fallback.name}.`)
        const twins = metricTwins[fallback.local].map((name) => `local(${JSON.stringify(name)})`)
        rules.push(rule.replace(src, () => `src: ${twins.join(', ')};`))
      }
    }
    return rules.join('\n')
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
