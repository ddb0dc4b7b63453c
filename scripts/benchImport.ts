/**
 * Times the import of a 20-article, 5 MB Word document into a throw-away git repository: the
 * checks, the conversion, the scheduling, the writing and the commit, as `santra-blog import`
 * does them. Run with `npm run bench:import`.
 */
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { HeadingLevel, ImageRun, Paragraph, TextRun, type IRunOptions } from 'docx'
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
      startDate: new Date('2026-11-23T08:00:00-05:00'),
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
