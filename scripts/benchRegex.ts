/*
 * `npm run bench:regex [-- <n>]`: runs each function that applies patterns to document text,
 * paths or form values on an adversarial input of n and of 4n characters and prints the ratio of
 * the times: a linear function gives about 4, a quadratic one about 16. Each time is the best of
 * three runs, so a busy machine inflates the ratio less than it inflates the times.
 */
import { loadavg } from 'node:os'
import { checkXmlPart } from '../blog/docx/checkXmlPart.ts'
import { frenchTypography } from '../blog/frenchTypography.ts'
import { htmlToSections } from '../blog/docx/htmlToSections.ts'
import { scanWordXml } from '../blog/docx/scanWordXml.ts'
import { slugify } from '../blog/slugify.ts'
import { normalizePath } from '../site/routes/pageTable.ts'

interface Case {
  name: string
  /** The adversarial input of about `size` characters. */
  input: (size: number) => string
  run: (input: string) => unknown
}

/** A document cut short after `body`: no `>` follows to end a tag early. */
const document = (body: string) => `<w:document><w:body>${body}`

const cases: Case[] = [
  {
    name: 'scanWordXml, unclosed tags (<w:t<w:t…)',
    input: (size) => document('<w:t'.repeat(size / 4)),
    run: (xml) => scanWordXml({ document: xml }),
  },
  {
    name: 'scanWordXml, one tag name without its end',
    input: (size) => document(`<w:${'a'.repeat(size)}`),
    run: (xml) => scanWordXml({ document: xml }),
  },
  {
    name: 'checkXmlPart, unclosed tags (<a<a…)',
    input: (size) => '<a'.repeat(size / 2),
    run: (xml) => checkXmlPart(xml),
  },
  {
    name: 'checkXmlPart, one tag of attributes without its end',
    input: (size) => `<a${' b="c"'.repeat(size / 6)}`,
    run: (xml) => checkXmlPart(xml),
  },
  {
    name: 'frenchTypography, a long word before a mark and an address sign',
    input: (size) => `${'a'.repeat(size)} ! &`,
    run: (text) => frenchTypography(text),
  },
  {
    name: 'frenchTypography, a run of spaces not before a mark',
    input: (size) => `! ${' '.repeat(size)}x`,
    run: (text) => frenchTypography(text),
  },
  {
    name: 'htmlToSections, a table cell of spaces',
    input: (size) =>
      `<h1>Titre</h1><table><tr><td>${' '.repeat(size)}x</td></tr><tr><td>y</td></tr></table>`,
    run: (html) => htmlToSections(html, new Set()),
  },
  {
    name: 'slugify, a title of dashes',
    input: (size) => `${'-'.repeat(size)}x`,
    run: (title) => slugify(title),
  },
  {
    name: 'normalizePath, a path of slashes',
    input: (size) => `/a${'/'.repeat(size)}x`,
    run: (path) => normalizePath(path),
  },
]

function bestOf(runs: number, work: () => void): number {
  let best = Infinity
  for (let index = 0; index < runs; index++) {
    const started = performance.now()
    work()
    best = Math.min(best, performance.now() - started)
  }
  return best
}

const size = Number(process.argv[2] ?? 20_000)
console.log(`n = ${String(size)} characters, load ${loadavg()[0]?.toFixed(1) ?? '?'}`)
for (const { name, input, run } of cases) {
  const small = input(size)
  const large = input(size * 4)
  const timeSmall = bestOf(3, () => run(small))
  const timeLarge = bestOf(3, () => run(large))
  const ratio = timeLarge / Math.max(timeSmall, 0.01)
  console.log(
    `${name}: n ${timeSmall.toFixed(1)} ms, 4n ${timeLarge.toFixed(1)} ms, ratio ${ratio.toFixed(1)}`,
  )
}
