import { scanWordXml } from '../../engine/blog/docx/scanWordXml.ts'
import { wordDocumentId } from '../../engine/blog/docx/wordDocumentId.ts'

/*
 * Word parts written to make a scan of the import slow, for the tests and `npm run bench:regex`.
 * A scan whose time grows with the square of its input takes seconds on a few hundred kilobytes,
 * which a 1.5 KB compressed upload unpacks to; on the Worker nothing stops it. Each part is
 * well-formed XML unless its name says otherwise (the import refuses malformed parts before it
 * scans them, but a scan must not depend on it).
 */

/** One hostile input: `prepare(size)` builds it at about `size` characters and returns its scan. */
export interface HostileScan {
  name: string
  prepare: (size: number) => () => unknown
}

/** Each measurement lasts at least this long, so that the clock's grain and a pause weigh little. */
const MEASURED_MS = 20

/**
 * The processor time of `times` runs of `scan`, in milliseconds: the time spent waiting for a busy
 * processor is not counted, so that the other programs of a loaded machine change it little.
 */
function timed(scan: () => unknown, times: number): number {
  const started = process.cpuUsage()
  for (let index = 0; index < times; index++) scan()
  const { user, system } = process.cpuUsage(started)
  return (user + system) / 1000
}

/**
 * The processor time of one run of each scan, in milliseconds: the least of `rounds`
 * measurements, each of as many runs as make the first (smallest) scan last {@link MEASURED_MS}.
 * What else the process does meanwhile (a collection, a compilation on another thread) only adds
 * time, so the least is the nearest to the scan's own; the scans take turns within a round.
 */
export function scanTimes(scans: readonly (() => unknown)[], rounds = 7): number[] {
  const [first] = scans
  if (first === undefined) return []
  // Once each first, so that every scan is measured with its code compiled alike.
  for (const scan of scans) scan()
  const once = Math.max(timed(first, 1), timed(first, 1))
  const times = Math.min(10_000, Math.max(1, Math.ceil(MEASURED_MS / Math.max(once, 0.002))))
  const least = scans.map(() => Infinity)
  for (let round = 0; round < rounds; round++) {
    scans.forEach((scan, index) => {
      least[index] = Math.min(least[index] ?? Infinity, timed(scan, times) / times)
    })
  }
  return least
}

/** `unit` repeated to about `size` characters. */
function repeated(unit: string, size: number): string {
  return unit.repeat(Math.max(1, Math.round(size / unit.length)))
}

const document = (body: string) => `<w:document><w:body>${body}</w:body></w:document>`
const styles =
  '<w:styles><w:style w:type="paragraph" w:styleId="Titre1"><w:name w:val="heading 1"/></w:style></w:styles>'
const settings = (inner: string) =>
  `<w:settings xmlns:w="w" xmlns:w14="w14" xmlns:w15="w15">${inner}</w:settings>`

function scanDocument(body: string, parts: { comments?: string; styles?: string } = {}) {
  const xml = { document: document(body), ...parts }
  return () => scanWordXml(xml)
}

export const HOSTILE_WORD_XML: readonly HostileScan[] = [
  {
    name: 'document: a long comment quoted by each of its references',
    prepare: (size) =>
      scanDocument(
        `<w:p><w:r>${repeated('<w:commentReference w:id="0"/>', size / 2)}</w:r></w:p>`,
        {
          comments: `<w:comments><w:comment w:id="0"><w:p><w:r><w:t>${repeated('avis ', size / 2)}</w:t></w:r></w:p></w:comment></w:comments>`,
        },
      ),
  },
  {
    name: 'document: a long Heading 1 quoted by each warning after it',
    prepare: (size) =>
      scanDocument(
        `<w:p><w:pPr><w:pStyle w:val="Titre1"/></w:pPr><w:r><w:t>${repeated('titre ', size / 2)}</w:t></w:r></w:p>` +
          `<w:p><w:r>${repeated('<w:commentReference w:id="9"/>', size / 2)}</w:r></w:p>`,
        { styles },
      ),
  },
  {
    name: 'document: a long word, then tabs',
    prepare: (size) =>
      scanDocument(
        `<w:p><w:r><w:t>${'a'.repeat(size / 2)}</w:t>${repeated('<w:tab/>', size / 2)}</w:r></w:p>`,
      ),
  },
  {
    name: 'document: fields left open, then text',
    prepare: (size) =>
      scanDocument(
        `<w:p><w:r>${repeated('<w:fldChar w:fldCharType="begin"/><w:fldChar w:fldCharType="separate"/>', size / 2)}` +
          `${repeated('<w:t>x</w:t>', size / 2)}</w:r></w:p>`,
      ),
  },
  {
    name: 'document (malformed): simple fields left open, then text',
    prepare: (size) =>
      scanDocument(
        `<w:p>${repeated('<w:fldSimple w:instr="PAGE">', size / 2)}${repeated('<w:r><w:t>x</w:t></w:r>', size / 2)}</w:p>`,
      ),
  },
  {
    name: 'document (malformed): drawings left open, then pictures',
    prepare: (size) =>
      scanDocument(
        `<w:p><w:r>${repeated('<w:drawing>', size / 2)}${repeated('<a:blip/>', size / 2)}</w:r></w:p>`,
      ),
  },
  {
    name: 'document (malformed): unclosed tags (<w:t<w:t…)',
    prepare: (size) => scanDocument(repeated('<w:t', size)),
  },
  {
    name: 'document (malformed): one tag name without its end',
    prepare: (size) => scanDocument(`<w:${'a'.repeat(size)}`),
  },
  {
    name: 'document (malformed): attribute values never closed',
    prepare: (size) => scanDocument(repeated('<w:t a="', size)),
  },
  {
    name: 'document (malformed): one tag of attributes without its end',
    prepare: (size) => scanDocument(`<w:t${repeated(' a="b"', size)}`),
  },
  {
    name: 'document (malformed): XML comments never closed (<!--<!--…)',
    prepare: (size) => scanDocument(repeated('<!--', size)),
  },
  {
    name: 'document: XML comments holding tags',
    prepare: (size) =>
      scanDocument(`<w:p>${repeated('<!-- <w:t> --><w:r><w:t>x</w:t></w:r>', size)}</w:p>`),
  },
  {
    name: 'comments (malformed): unclosed text tags (<w:t <w:t …)',
    prepare: (size) =>
      scanDocument('', { comments: `<w:comments><w:comment w:id="0">${repeated('<w:t ', size)}` }),
  },
  {
    name: 'comments: thousands of comments',
    prepare: (size) =>
      scanDocument(
        `<w:p><w:r>${repeated('<w:commentReference w:id="7"/>', size / 4)}</w:r></w:p>`,
        {
          comments: `<w:comments>${repeated('<w:comment w:id="7"><w:p><w:r><w:t>avis</w:t></w:r></w:p></w:comment>', size)}</w:comments>`,
        },
      ),
  },
  {
    name: 'settings (malformed): unclosed ids (<w15:docId <w15:docId …)',
    prepare: (size) => {
      const xml = repeated('<w15:docId ', size)
      return () => wordDocumentId(xml)
    },
  },
  {
    name: 'settings: thousands of elements before the id',
    prepare: (size) => {
      const xml = settings(
        `${repeated('<w:zoom w:percent="100"/><w14:docId w14:other="x"/>', size)}<w15:docId w15:val="{8F203836-4F5D-44ED-B6B0-277BCC6F2E80}"/>`,
      )
      return () => wordDocumentId(xml)
    },
  },
  {
    // Runs of a thousand attributes: one element of tens of thousands is slower per byte in any
    // JavaScript XML reader (an object of that many keys), the import's check included; no
    // element of Word's holds more than a few dozen.
    name: 'settings: id elements with long runs of attributes before their value',
    prepare: (size) => {
      const attributes = Array.from({ length: 1000 }, (_, index) => ` a${String(index)}="x"`)
      const element = `<w14:docId${attributes.join('')} w14:val="0"/>`
      const xml = settings(
        `${repeated(element, size)}<w15:docId${attributes.join('')} w15:val="{8F203836-4F5D-44ED-B6B0-277BCC6F2E80}"/>`,
      )
      return () => wordDocumentId(xml)
    },
  },
]
