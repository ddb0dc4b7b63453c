/**
 * One measured conversion, run alone in its own process by `npm run bench:import` so its peak
 * memory is its own: `import` runs the site's Word import (check, convert, split), `mammoth`
 * runs mammoth alone with the same options, for comparison. Prints one line of JSON.
 */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import mammoth from 'mammoth'
import { convertDocx } from '../engine/blog/docx/convertDocx.ts'
import { isBlogError } from '../engine/blog/errors.ts'
import { splitArticles } from '../engine/blog/docx/splitArticles.ts'
import { wordStyleMap } from '../engine/blog/docx/wordStyleMap.ts'

const [mode, file] = process.argv.slice(2)
if ((mode !== 'import' && mode !== 'mammoth') || file === undefined) {
  console.error('Usage: benchImportChild.ts import|mammoth <file.docx>')
  process.exit(2)
}
const bytes = new Uint8Array(readFileSync(file))
const started = performance.now()
const cpuStarted = process.cpuUsage()
let articles = 0
let refused: string | undefined
if (mode === 'import') {
  try {
    articles = await importArticles(bytes)
  } catch (error) {
    // The guard's refusal is measured too: it must answer fast.
    if (!isBlogError(error, 'too-large')) throw error
    refused = error.message
  }
} else {
  await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes) },
    { styleMap: [...wordStyleMap], includeDefaultStyleMap: false, ignoreEmptyParagraphs: true },
  )
}
const milliseconds = performance.now() - started
const cpu = process.cpuUsage(cpuStarted)
// User and system time: on a shared machine, the part of the wall time that was this process's.
const cpuMilliseconds = (cpu.user + cpu.system) / 1000
// maxRSS is in kilobytes: the process's peak, start-up included.
const peakMegabytes = process.resourceUsage().maxRSS / 1024
console.log(JSON.stringify({ milliseconds, cpuMilliseconds, peakMegabytes, articles, refused }))

/** The site's Word import up to its articles; test files without a Heading 1 make none. */
async function importArticles(document: Uint8Array): Promise<number> {
  const converted = await convertDocx(document)
  try {
    return splitArticles(converted).articles.length
  } catch (error) {
    if (isBlogError(error, 'no-heading') || isBlogError(error, 'no-article')) return 0
    throw error
  }
}
