/**
 * Times the import of a 20-article, 5 MB Word document into a throw-away git repository: the
 * checks, the conversion, the scheduling, the writing and the commit, as `santra-blog import`
 * does them. Then prints the wall time, CPU time and peak memory of converting that document,
 * the corpus's largest files (DOCX_CORPUS_DIR, by default the shared corpus), a generated
 * 800-article document of 20 MB and one whose main XML part sits just under the guard's limit,
 * each conversion in its own process, beside mammoth's own on the same file and beside the
 * import of an earlier commit (by default {@link BASELINE}; `-- <git revision>` names another),
 * whose `blog/` is copied under node_modules/.cache; then how fast the guard refuses a document
 * just over that limit. Run with `npm run bench:import`.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
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
import JSZip from 'jszip'
import { MAX_DOCUMENT_BYTES, MAX_MAIN_PART_BYTES } from '../engine/blog/documentLimits.ts'
import { corpusDirectory, corpusFiles } from '../tests/support/wordCorpus.ts'
import { wordFixture } from '../tests/support/wordFixture.ts'
import { importDocument } from '../engine/blog/operations/importDocument.ts'
import { createTestRepository } from '../tests/support/createTestRepository.ts'
import { LocalGitStore } from '../engine/blog/store/LocalGitStore.ts'

const ARTICLES = 20
/**
 * The import before it read mammoth's HTML with parse5 and hast-util-to-mdast and Word's XML with
 * saxes (issue 35): its own tokenizer, whitespace collapser and tag patterns.
 */
const BASELINE = 'f7e8fef'
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

/** An article of the large documents: text, a table, a note and, if given, a photo. */
function largeArticle(index: number, photoBytes: number): (Paragraph | Table)[] {
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] })
  const content: (Paragraph | Table)[] = [
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
  ]
  if (photoBytes === 0) return content
  const photo = new Uint8Array(photoBytes)
  photo.set(randomBytes(photoBytes))
  photo.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const image = new ImageRun({
    type: 'png',
    data: photo,
    transformation: { width: 200, height: 150 },
  })
  return [...content, new Paragraph({ children: [image] })]
}

/** A generated document of `articles` articles, each with its note and a photo of `photoBytes`. */
async function largeDocument(articles: number, photoBytes: number): Promise<Uint8Array> {
  const notes = Object.fromEntries(
    Array.from({ length: articles }, (_, index) => [
      index + 1,
      { children: [new Paragraph(`Source de la note ${index + 1}.`)] },
    ]),
  )
  const children = Array.from({ length: articles }, (_, index) => largeArticle(index, photoBytes))
  return wordFixture(children.flat(), notes)
}

async function mainPartBytes(document: Uint8Array): Promise<number> {
  const zip = await JSZip.loadAsync(document)
  return (await zip.file('word/document.xml')?.async('uint8array'))?.length ?? 0
}

const LARGE_ARTICLES = 800
const TWENTY_MEGABYTES = 20_000_000

/**
 * The 800-article document, its photos sized so the file weighs 20 MB (still under the 20 MiB
 * upload limit): the photos are random bytes, which do not compress, so one correction lands it.
 */
async function twentyMegabyteDocument(): Promise<Uint8Array> {
  let photoBytes = 24 * 1024
  let document = await largeDocument(LARGE_ARTICLES, photoBytes)
  const wanted = (TWENTY_MEGABYTES + MAX_DOCUMENT_BYTES) / 2
  photoBytes += Math.round((wanted - document.length) / LARGE_ARTICLES)
  document = await largeDocument(LARGE_ARTICLES, photoBytes)
  if (document.length < TWENTY_MEGABYTES || document.length > MAX_DOCUMENT_BYTES)
    throw new Error(`the generated document weighs ${document.length} bytes, not 20 MB`)
  return document
}

/**
 * Text-only documents whose main XML part sits just under, and just over, the guard's limit:
 * the size of one article's XML is measured on small documents, then the count is chosen.
 */
async function guardLimitDocuments(): Promise<{ under: Uint8Array; over: Uint8Array }> {
  const [small, double] = [50, 100]
  const smallBytes = await mainPartBytes(await largeDocument(small, 0))
  const perArticle = ((await mainPartBytes(await largeDocument(double, 0))) - smallBytes) / small
  const base = smallBytes - perArticle * small
  const articles = Math.floor((MAX_MAIN_PART_BYTES - 256 * 1024 - base) / perArticle)
  const under = await largeDocument(articles, 0)
  const over = await largeDocument(articles + Math.ceil((512 * 1024) / perArticle), 0)
  const [underXml, overXml] = [await mainPartBytes(under), await mainPartBytes(over)]
  if (underXml > MAX_MAIN_PART_BYTES || overXml <= MAX_MAIN_PART_BYTES)
    throw new Error(`main parts of ${underXml} and ${overXml} bytes do not frame the limit`)
  return { under, over }
}

interface Measure {
  milliseconds: number
  cpuMilliseconds: number
  peakMegabytes: number
  refused?: string
}

/**
 * The folder holding `blog/` and the bench's child as they were at `revision`: inside the
 * project, so that their imports (mammoth, hast...) resolve to its node_modules.
 */
function baselineFolder(revision: string): { folder: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', `${revision}^{commit}`], {
    encoding: 'utf8',
  }).trim()
  const folder = path.join('node_modules', '.cache', 'bench-import', commit)
  if (!existsSync(path.join(folder, 'package.json'))) {
    mkdirSync(folder, { recursive: true })
    const archive = execFileSync(
      'git',
      ['archive', commit, 'blog', 'scripts/benchImportChild.ts'],
      {
        maxBuffer: 256 * 1024 * 1024,
      },
    )
    execFileSync('tar', ['-x', '-C', folder], { input: archive })
    // Its .ts files are ES modules, as the project's package.json says of its own.
    writeFileSync(path.join(folder, 'package.json'), '{ "type": "module" }\n')
  }
  return { folder: path.resolve(folder), commit }
}

/** One conversion in its own process, by the child of this tree or of the baseline's folder. */
function measure(mode: 'import' | 'mammoth', file: string, root = import.meta.dirname): Measure {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'benchImportChild.ts'), mode, file],
    { encoding: 'utf8', maxBuffer: 1024 * 1024 },
  )
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Measure
}

/**
 * The least of each figure over two runs of each measure, the measures taking turns: a busy
 * machine only adds to a figure.
 */
function least(measures: (() => Measure)[]): Measure[] {
  const runs = measures.map(() => [] as Measure[])
  for (let round = 0; round < 2; round++) measures.forEach((run, index) => runs[index]?.push(run()))
  return runs.map((measured) => ({
    milliseconds: Math.min(...measured.map((one) => one.milliseconds)),
    cpuMilliseconds: Math.min(...measured.map((one) => one.cpuMilliseconds)),
    peakMegabytes: Math.min(...measured.map((one) => one.peakMegabytes)),
  }))
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`
const show = (result: Measure) =>
  `${seconds(result.milliseconds)}; ${seconds(result.cpuMilliseconds)}; ${Math.round(result.peakMegabytes)} MB`
const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(2)}×`
const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`

const baseline = baselineFolder(process.argv[2] ?? BASELINE)
const folder = mkdtempSync(path.join(tmpdir(), 'bench-import-'))
try {
  const ordinary = path.join(folder, `generated-${ARTICLES}-articles.docx`)
  writeFileSync(ordinary, document)
  const generated = path.join(folder, 'generated-800-articles-20MB.docx')
  writeFileSync(generated, await twentyMegabyteDocument())
  const limits = await guardLimitDocuments()
  const underLimit = path.join(folder, 'generated-xml-under-limit.docx')
  const overLimit = path.join(folder, 'generated-xml-over-limit.docx')
  writeFileSync(underLimit, limits.under)
  writeFileSync(overLimit, limits.over)
  const corpus = corpusDirectory(process.env.DOCX_CORPUS_DIR)
  const largest = corpusFiles(corpus)
    .map((file) => path.join(corpus, file))
    .sort((a, b) => statSync(b).size - statSync(a).size)
    .slice(0, 3)
  console.log(
    `\nLoad average when measured: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  )
  console.log('Conversion alone, each run in its own process, the least of two (wall time; CPU')
  console.log('time, user + system; peak resident memory, maxRSS, Node start-up included):')
  console.log(
    `| document | file | main XML | mammoth alone | import at ${baseline.commit} | import | import ÷ ${baseline.commit} (wall, CPU, memory) |`,
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- |')
  for (const file of [...largest, ordinary, generated, underLimit]) {
    const [mammothAlone, before, after] = least([
      () => measure('mammoth', file),
      () => measure('import', file, path.join(baseline.folder, 'scripts')),
      () => measure('import', file),
    ]) as [Measure, Measure, Measure]
    const xml = await mainPartBytes(readFileSync(file))
    const ratios = [
      ratio(after.milliseconds, before.milliseconds),
      ratio(after.cpuMilliseconds, before.cpuMilliseconds),
      ratio(after.peakMegabytes, before.peakMegabytes),
    ]
    console.log(
      `| ${path.basename(file)} | ${mebibytes(statSync(file).size)} | ${mebibytes(xml)} | ${show(mammothAlone)} | ${show(before)} | ${show(after)} | ${ratios.join(', ')} |`,
    )
  }
  const processStarted = performance.now()
  const refusal = measure('import', overLimit)
  const processMilliseconds = performance.now() - processStarted
  console.log(
    `\nRefusal of ${path.basename(overLimit)} (main XML ${mebibytes(await mainPartBytes(limits.over))}, limit ${mebibytes(MAX_MAIN_PART_BYTES)}): ` +
      `${refusal.milliseconds.toFixed(1)} ms wall, ${refusal.cpuMilliseconds.toFixed(1)} ms CPU in the guard; ` +
      `${seconds(processMilliseconds)} for the whole child process, Node start-up included; ` +
      `« ${refusal.refused ?? 'not refused'} »`,
  )
} finally {
  rmSync(folder, { recursive: true, force: true })
}
