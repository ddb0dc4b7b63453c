/*
 * `npm run bench:regex [-- <KB>...]`: runs each function that scans document text, paths or form
 * values on adversarial inputs of 25, 50, 100 and 200 KB (or the sizes given) and prints the
 * time of one run at each size and the ratio of the largest to the second: when each size
 * doubles the last, a linear function gives about 2 per doubling (4 from 50 to 200 KB), a
 * quadratic one about 4 per doubling (16). Each time is processor time, the least of seven
 * measurements, the sizes taking turns (see scanTimes), so that a busy machine changes the ratio
 * little. The Word scans' inputs are the tests' (tests/support/hostileWordXml.ts).
 */
import { loadavg } from 'node:os'
import { checkXmlPart } from '../engine/blog/docx/checkXmlPart.ts'
import { frenchTypography } from '../engine/blog/frenchTypography.ts'
import { htmlToSections } from '../engine/blog/docx/htmlToSections.ts'
import { HOSTILE_WORD_XML, type HostileScan, scanTimes } from '../tests/support/hostileWordXml.ts'
import { slugify } from '../engine/blog/slugify.ts'
import { normalizePath } from '../engine/siteModel/pageTable.ts'

/** A function over text, and its adversarial input of about `size` characters. */
function textCase(
  name: string,
  input: (size: number) => string,
  run: (input: string) => unknown,
): HostileScan {
  return {
    name,
    prepare: (size) => {
      const text = input(size)
      return () => run(text)
    },
  }
}

const cases: HostileScan[] = [
  ...HOSTILE_WORD_XML,
  textCase(
    'checkXmlPart, unclosed tags (<a<a…)',
    (size) => '<a'.repeat(size / 2),
    (xml) => checkXmlPart(xml),
  ),
  textCase(
    'checkXmlPart, one tag of attributes without its end',
    (size) => `<a${' b="c"'.repeat(size / 6)}`,
    (xml) => checkXmlPart(xml),
  ),
  textCase(
    'frenchTypography, a long word before a mark and an address sign',
    (size) => `${'a'.repeat(size)} ! &`,
    (text) => frenchTypography(text),
  ),
  textCase(
    'frenchTypography, a run of spaces not before a mark',
    (size) => `! ${' '.repeat(size)}x`,
    (text) => frenchTypography(text),
  ),
  textCase(
    'htmlToSections, a table cell of spaces',
    (size) =>
      `<h1>Titre</h1><table><tr><td>${' '.repeat(size)}x</td></tr><tr><td>y</td></tr></table>`,
    (html) => htmlToSections(html, new Set()),
  ),
  textCase(
    'slugify, a title of dashes',
    (size) => `${'-'.repeat(size)}x`,
    (title) => slugify(title),
  ),
  textCase(
    'normalizePath, a path of slashes',
    (size) => `/a${'/'.repeat(size)}x`,
    (path) => normalizePath(path),
  ),
]

const sizes = process.argv.slice(2).map(Number)
const kilobytes = sizes.length > 0 ? sizes : [25, 50, 100, 200]
console.log(
  `Sizes ${kilobytes.map((size) => `${String(size)} KB`).join(', ')}; load ${loadavg()[0]?.toFixed(1) ?? '?'}`,
)
for (const { name, prepare } of cases) {
  const times = scanTimes(kilobytes.map((size) => prepare(size * 1024)))
  const ratio = (times.at(-1) ?? 0) / Math.max(times.at(-3) ?? times[0] ?? 0, 0.001)
  console.log(
    `${name}: ${times.map((time) => time.toFixed(time < 10 ? 2 : 0)).join(' / ')} ms, ratio ${ratio.toFixed(1)}`,
  )
}
