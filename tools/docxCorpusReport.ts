/**
 * Imports every .docx of a folder (default: the shared corpus) the way the site shows it and
 * prints, per document and in total: articles, warnings by kind, words kept, tables and notes in
 * Word against those on the pages. Run with `npm run corpus:report [-- <folder>]`, or set
 * DOCX_CORPUS_DIR.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type CorpusImport, importForCorpus } from '../tests/support/corpusImport.ts'
import { corpusDirectory, corpusFiles } from '../tests/support/wordCorpus.ts'

const root = corpusDirectory(process.argv[2] ?? process.env.DOCX_CORPUS_DIR)
const files = corpusFiles(root)
if (files.length === 0) {
  console.error(`No .docx found in the subfolders of ${root}.`)
  process.exit(1)
}
const results: { file: string; result: CorpusImport }[] = []
const failures: string[] = []
for (const file of files) {
  try {
    const result = await importForCorpus(readFileSync(path.join(root, file)))
    results.push({ file, result })
    const kinds = result.warnings.map((warning) => warning.kind).join(', ')
    console.log(
      `${file}: ${result.articles} article(s)${result.headingAdded ? ` (heading added, refused as it is: ${result.refusedAs})` : ''}, ` +
        `${(result.wordsKept * 100).toFixed(1)} % words, tables ${result.tables.word}→${result.tables.page}, ` +
        `notes ${result.notes.word}→${result.notes.page}${kinds ? `, warnings: ${kinds}` : ''}`,
    )
  } catch (error) {
    failures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
const sum = (pick: (result: CorpusImport) => number) =>
  results.reduce((total, { result }) => total + pick(result), 0)
const kept = results.map(({ result }) => result.wordsKept).sort((a, b) => a - b)
const kinds = new Map<string, number>()
for (const { result } of results)
  for (const warning of result.warnings) kinds.set(warning.kind, (kinds.get(warning.kind) ?? 0) + 1)
const percent = (value: number | undefined) => `${((value ?? 0) * 100).toFixed(1)} %`
console.log(`
Documents: ${files.length}; imported ${results.length} (${results.filter(({ result }) => !result.headingAdded).length} as they are, ${results.filter(({ result }) => result.headingAdded).length} with a Heading 1 added); failed ${failures.length}
Refused as they are, by reason: ${
  [...countBy(results.flatMap(({ result }) => result.refusedAs ?? []))]
    .map(([code, count]) => `${code} ${count}`)
    .join(', ') || 'none'
}
Tables: ${sum((result) => result.tables.word)} in Word, ${sum((result) => result.tables.page)} <table> on pages
Notes: ${sum((result) => result.notes.word)} in Word, ${sum((result) => result.notes.page)} on pages
Words kept per document: minimum ${percent(kept[0])}, median ${percent(kept[Math.floor(kept.length / 2)])}
Warnings by kind: ${
  [...kinds]
    .sort()
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ') || 'none'
}`)
for (const failure of failures) console.log(`FAILED ${failure}`)

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const value of values.sort()) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}
