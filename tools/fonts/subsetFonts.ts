import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { fallbackFaces } from './fallbackFaces'
import { subsetFonts, subsetText, unicodeRange } from './fontSubset'

/**
 * `npm run fonts`: writes the site's fonts, cut from the @fontsource variable fonts to the
 * characters and weights of fontSubset.ts, with the stylesheet that declares
 * them and their fallback faces, sized to their metrics (fallbackFaces.ts). The output is
 * committed: the build never runs harfbuzz.
 */
const outDir = 'site/styles/fonts'
const require = createRequire(import.meta.url)
const fontDisplay = 'optional'

await mkdir(outDir, { recursive: true })
const faces: string[] = []
for (const font of subsetFonts) {
  const original = await readFile(require.resolve(font.source))
  const subset = await subsetFont(original, subsetText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: font.weight },
    // Glyphs reached only through optional features (stylistic sets, alternates) stay out.
    noLayoutClosure: true,
  })
  await writeFile(join(outDir, font.file), subset)
  console.log(`${font.file}: ${original.length} → ${subset.length} bytes`)
  faces.push(`@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: ${fontDisplay};
  font-weight: ${font.declaredWeight};
  src: url(./${font.file}) format('woff2');
  unicode-range: ${unicodeRange()};
}
`)
}
faces.push(await fallbackFaces(outDir))
await writeFile(
  join(outDir, 'fonts.css'),
  `/* Written by npm run fonts (tools/fonts/subsetFonts.ts); edit that script, not this file. */\n${faces.join('\n')}`,
)
