/**
 * Times the import of a 20-article, 5 MB Word document into a throw-away git repository: the
 * checks, the conversion, the scheduling, the writing and the commit, as `santra-blog import`
 * does them. Then prints the time and peak memory of converting the shared corpus's largest
 * files and a generated 20 MB, 800-article document, each conversion in its own process, beside
 * mammoth's own on the same file. Run with `npm run bench:import`.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  type IRunOptions,
} from 'docx'
import { corpusDirectory, corpusFiles } from '../blog/docx/wordCorpus.ts'
import { wordFixture } from '../blog/docx/wordFixture.ts'
import { importDocument } from '../blog/operations/importDocument.ts'
import { createTestRepository } from '../blog/store/createTestRepository.ts'
import { LocalGitStore } from '../blog/store/LocalGitStore.ts'

const ARTICLES = 20
const RUNS = 3
const IMAGE_BYTES = 256 * 1024

const sentence =
  'La santé au travail se construit chaque jour : écouter les équipes, mesurer la charge et agir « avec » elles plutôt que « pour » elles ! '

// Typed as IRunOptions: an inferred literal makes the linter see String.prototype.bold.
const essential: IRunOptions = { text: 'Essentiel.', bold: true }

function article(index: number) {
  // Random bytes behind a PNG signature do not compress, like real photos.
  const photo = new Uint8Array(IMAGE_BYTES)
  photo.set(randomBytes(IMAGE_BYTES))
  photo.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return [
    new Paragraph({
      text: `Article ${index + 1} : prévenir l’épuisement`,
      heading: HeadingLevel.HEADING_1,
    }),
    ...Array.from({ length: 30 }, (_, paragraph) =>
      paragraph % 10 === 0
        ? new Paragraph({ text: `Section ${paragraph / 10 + 1}`, heading: HeadingLevel.HEADING_2 })
        : new Paragraph({
            children: [new TextRun(sentence.repeat(4)), new TextRun(essential)],
          }),
    ),
    new Paragraph({
      children: [
        new ImageRun({
          type: 'png',
          data: photo,
          transformation: { width: 400, height: 300 },
          altText: {
            name: `photo-${index}`,
            title: 'Photo',
            description: `Photo de l’article ${index + 1}`,
          },
        }),
      ],
    }),
  ]
}

const document = await wordFixture(
  Array.from({ length: ARTICLES }, (_, index) => article(index)).flat(),
)
const megabytes = (document.length / 1024 / 1024).toFixed(1)
const times: number[] = []
for (let run = 0; run < RUNS; run++) {
  const repo = createTestRepository()
  try {
    const started = performance.now()
    const result = await importDocument(new LocalGitStore(repo.root), document, {
      // Any future date: the bench measures the work, not the calendar.
      startDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })
    times.push(performance.now() - started)
    if (result.scheduledPosts.length !== ARTICLES)
      throw new Error(`expected ${ARTICLES} posts, got ${result.scheduledPosts.length}`)
  } finally {
    repo.remove()
  }
}
const sorted = [...times].sort((a, b) => a - b)
const median = sorted[Math.floor(sorted.length / 2)] ?? 0
console.log(
  `import of a ${ARTICLES}-article, ${megabytes} MB document (check, convert, schedule, write, git commit): ` +
    `median ${Math.round(median)} ms over ${RUNS} runs (${times.map((time) => Math.round(time)).join(', ')} ms)`,
)

/** An article of the large document: text, a table, a note and a small photo. */
function largeArticle(index: number): Paragraph[] | (Paragraph | Table)[] {
  const photo = new Uint8Array(LARGE_IMAGE_BYTES)
  photo.set(randomBytes(LARGE_IMAGE_BYTES))
  photo.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] })
  return [
    new Paragraph({
      text: `Article ${index + 1} : la charge de travail`,
      heading: HeadingLevel.HEADING_1,
    }),
    ...Array.from(
      { length: 8 },
      () => new Paragraph({ children: [new TextRun(sentence.repeat(3)), new TextRun(essential)] }),
    ),
    new Paragraph({ children: [new TextRun('Une note.'), new FootnoteReferenceRun(index + 1)] }),
    new Table({
      rows: [
        new TableRow({ children: [cell('Indicateur'), cell('Valeur')] }),
        new TableRow({ children: [cell('Absences'), cell(`${index} jours`)] }),
      ],
    }),
    new Paragraph({
      children: [
        new ImageRun({ type: 'png', data: photo, transformation: { width: 200, height: 150 } }),
      ],
    }),
  ]
}

const LARGE_ARTICLES = 800
const LARGE_IMAGE_BYTES = 22 * 1024

interface Measure {
  milliseconds: number
  peakMegabytes: number
}

function measure(mode: 'import' | 'mammoth', file: string): Measure {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'benchImportChild.ts'), mode, file],
    { encoding: 'utf8', maxBuffer: 1024 * 1024 },
  )
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Measure
}

const folder = mkdtempSync(path.join(tmpdir(), 'bench-import-'))
try {
  const large = path.join(folder, 'generated-800-articles.docx')
  const notes = Object.fromEntries(
    Array.from({ length: LARGE_ARTICLES }, (_, index) => [
      index + 1,
      { children: [new Paragraph(`Source de la note ${index + 1}.`)] },
    ]),
  )
  writeFileSync(
    large,
    await wordFixture(
      Array.from({ length: LARGE_ARTICLES }, (_, index) => largeArticle(index)).flat(),
      notes,
    ),
  )
  const corpus = corpusDirectory(process.env.DOCX_CORPUS_DIR)
  const largest = corpusFiles(corpus)
    .map((file) => path.join(corpus, file))
    .sort((a, b) => statSync(b).size - statSync(a).size)
    .slice(0, 3)
  console.log('\nConversion alone, each run in its own process (time; peak resident memory):')
  console.log('| document | size | mammoth alone | import | import ÷ mammoth |')
  console.log('| --- | --- | --- | --- | --- |')
  for (const file of [...largest, large]) {
    const mammothAlone = measure('mammoth', file)
    const imported = measure('import', file)
    const size = `${(statSync(file).size / 1024 / 1024).toFixed(2)} MB`
    const show = (result: Measure) =>
      `${(result.milliseconds / 1000).toFixed(2)} s; ${Math.round(result.peakMegabytes)} MB`
    const ratio = `${(imported.milliseconds / mammothAlone.milliseconds).toFixed(2)}× time, ${(imported.peakMegabytes / mammothAlone.peakMegabytes).toFixed(2)}× memory`
    console.log(
      `| ${path.basename(file)} | ${size} | ${show(mammothAlone)} | ${show(imported)} | ${ratio} |`,
    )
  }
} finally {
  rmSync(folder, { recursive: true, force: true })
}
