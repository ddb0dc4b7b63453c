import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mainPartTooLarge } from '../documentLimits.ts'
import { isBlogError } from '../errors.ts'
import { checkWordDocument } from './checkWordDocument.ts'
import { convertDocx } from './convertDocx.ts'
import {
  craftZip,
  documentXml,
  minimalBody,
  minimalDocxEntries,
  type CraftedEntry,
} from '../../../tests/support/craftZip.ts'

const DAMAGED =
  'Ce document Word est incomplet ou endommagé : enregistrez-le de nouveau dans Word, puis réessayez.'
const DECOMPRESSES =
  'Ce document se décompresse en un volume anormalement grand : il a été refusé par sécurité.'
const MEBIBYTE = 1024 * 1024

/** A second `word/document.xml` whose text is `size` letters: the part an attacker hides. */
function hiddenDocument(size: number): CraftedEntry {
  return { name: 'word/document.xml', data: minimalBody('Caché', 'a'.repeat(size)) }
}

/** The document relationships of a main part whose styles live at `styles`. */
function documentRelationships(targets: Record<string, string>): CraftedEntry {
  const type = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
  return {
    name: 'word/_rels/document.xml.rels',
    data:
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      Object.entries(targets)
        .map(([kind, target], index) => {
          return `<Relationship Id="rId${String(index + 1)}" Type="${type}${kind}" Target="${target}"/>`
        })
        .join('') +
      '</Relationships>',
  }
}

const sound = minimalDocxEntries()

/**
 * A deflate stream of zeros, about 6.3 KB a MiB: one fixed-Huffman block holding a literal 0 then
 * `copies` times "258 bytes from 1 back" (13 bits each). No stored block, so an inflater writing
 * into a buffer of the declared size meets nothing that stops it before the end.
 */
function zerosStream(copies: number): Uint8Array {
  const stream = new Uint8Array(Math.ceil((3 + 8 + 13 * copies + 7) / 8))
  let pending = 0
  let pendingBits = 0
  let at = 0
  // Deflate packs bits from the lowest; Huffman codes go in from their last bit.
  const write = (value: number, length: number) => {
    pending |= value << pendingBits
    for (pendingBits += length; pendingBits >= 8; pendingBits -= 8, pending >>>= 8) {
      stream[at++] = pending & 0xff
    }
  }
  write(0b011, 3) // the last block, fixed Huffman codes
  write(0b00001100, 8) // the literal 0 (code 00110000)
  for (let index = 0; index < copies; index++) write(0b10100011, 13) // 285 = 258 bytes, distance 1
  write(0, 7) // the end of the block
  stream[at] = pending
  return stream
}

describe('checkWordDocument and convertDocx on hand-made zips', () => {
  it('converts a sound hand-made zip', async () => {
    const converted = await convertDocx(craftZip({ entries: sound }))
    expect(converted.sections.map((section) => section.heading)).toEqual(['Titre'])
  })

  const refused: [string, () => Uint8Array, string][] = [
    [
      // 66 KB that gave mammoth a 64 MiB main part (its last record of a name wins) while the
      // guard, reading the three records the end record counts, inflated 200 bytes.
      'a directory record past the count the end record declares',
      () => craftZip({ entries: [...sound, hiddenDocument(64 * MEBIBYTE)], count: 3 }),
      DAMAGED,
    ],
    [
      'an end record counting more records than the directory holds',
      () => craftZip({ entries: sound, count: 4 }),
      DAMAGED,
    ],
    [
      'two parts of one name, both counted',
      () => craftZip({ entries: [...sound, hiddenDocument(100)] }),
      DAMAGED,
    ],
    [
      'two parts whose names differ only in case',
      () =>
        craftZip({
          entries: [...sound, { name: 'WORD/document.xml', data: minimalBody('B', 'b') }],
        }),
      DAMAGED,
    ],
    [
      // JSZip takes such a directory for one of an archive with bytes prepended, and shifts
      // every offset by the difference.
      'an end record placing the directory before where it starts',
      () => {
        const plain = craftZip({ entries: sound })
        const directoryOffset = new DataView(plain.buffer).getUint32(plain.length - 6, true)
        return craftZip({ entries: sound, gap: new Uint8Array(64), directoryOffset })
      },
      DAMAGED,
    ],
    [
      'a directory smaller than its records',
      () => craftZip({ entries: sound, directorySize: 100 }),
      DAMAGED,
    ],
    ['a ZIP64 end record', () => craftZip({ entries: sound, zip64: true }), DAMAGED],
    [
      'a record whose sizes say ZIP64',
      () =>
        craftZip({
          entries: sound,
          records: [{ entry: 0 }, { entry: 1 }, { entry: 2, compressedSize: 0xffffffff }],
        }),
      DAMAGED,
    ],
    [
      'a record pointing at another part’s local header',
      () =>
        craftZip({
          entries: sound,
          records: [{ entry: 0 }, { entry: 1 }, { entry: 2, offset: 0 }],
        }),
      DAMAGED,
    ],
    [
      'a local header past the directory',
      () =>
        craftZip({
          entries: sound,
          records: [{ entry: 0 }, { entry: 1 }, { entry: 2, offset: 1_000_000 }],
        }),
      DAMAGED,
    ],
    [
      'a part hidden inside another part’s data',
      () => {
        // A stored part whose bytes are a whole local entry, and a record pointing inside it.
        const inner = craftZip({ entries: [hiddenDocument(1000)] })
        const innerLength = inner.length - 22 - 46 - 'word/document.xml'.length
        const carrier = {
          name: 'word/media/carrier.bin',
          data: inner.subarray(0, innerLength),
          method: 0 as const,
        }
        const entries = [...sound.slice(0, 2), carrier]
        const outer = craftZip({ entries })
        const carrierOffset = new DataView(outer.buffer).getUint32(
          outer.length - 22 - (46 + 'word/media/carrier.bin'.length) + 42,
          true,
        )
        const innerView = new DataView(inner.buffer)
        return craftZip({
          entries,
          records: [
            { entry: 0 },
            { entry: 1 },
            { entry: 2 },
            {
              entry: 2,
              name: 'word/document.xml',
              method: 8,
              offset: carrierOffset + 30 + 'word/media/carrier.bin'.length,
              compressedSize: innerView.getUint32(18, true),
              uncompressedSize: innerView.getUint32(22, true),
            },
          ],
        })
      },
      DAMAGED,
    ],
    [
      'a data descriptor and a directory declaring fewer bytes than the part inflates to',
      () =>
        craftZip({
          entries: [
            ...sound.slice(0, 2),
            {
              ...hiddenDocument(100_000),
              flags: 8,
              descriptor: { compressedSize: 10, uncompressedSize: 10 },
            },
          ],
          records: [{ entry: 0 }, { entry: 1 }, { entry: 2, uncompressedSize: 1000 }],
        }),
      DECOMPRESSES,
    ],
    [
      'a directory declaring more bytes than the part inflates to',
      () =>
        craftZip({
          entries: sound,
          records: [{ entry: 0 }, { entry: 1 }, { entry: 2, uncompressedSize: 100_000 }],
        }),
      DAMAGED,
    ],
    [
      'an encrypted part',
      () =>
        craftZip({ entries: sound, records: [{ entry: 0 }, { entry: 1 }, { entry: 2, flags: 1 }] }),
      DAMAGED,
    ],
    [
      'a deflate bomb just past the ratio limit',
      () =>
        craftZip({
          entries: [
            ...sound,
            { name: 'word/media/zeros.bin', data: new Uint8Array(11 * MEBIBYTE) },
          ],
        }),
      DECOMPRESSES,
    ],
    [
      // The package points mammoth at another part than word/document.xml: that part is the
      // one measured.
      'a main part named by the package relationships, over the text limit',
      () => {
        // Stored, so it is no bomb: only its size is at fault.
        const big = {
          name: 'word/other.xml',
          data: minimalBody('Autre', 'x'.repeat(12.5 * MEBIBYTE)),
          method: 0 as const,
        }
        const relationships = (sound[1]?.data as string).replace(
          'word/document.xml',
          'word/other.xml',
        )
        return craftZip({
          entries: [
            sound[0] as CraftedEntry,
            { name: '_rels/.rels', data: relationships },
            sound[2] as CraftedEntry,
            big,
          ],
        })
      },
      mainPartTooLarge(13 * MEBIBYTE).fr,
    ],
    [
      // mammoth's parser took 15.9 s on 30 KB of `<a`.
      'a main part that is not well-formed XML',
      () =>
        craftZip({
          entries: [...sound.slice(0, 2), { name: 'word/document.xml', data: '<a'.repeat(15_000) }],
        }),
      DAMAGED,
    ],
    [
      'a main part declaring a document type',
      () =>
        craftZip({
          entries: [
            ...sound.slice(0, 2),
            {
              name: 'word/document.xml',
              data: `<!DOCTYPE w:document [<!ENTITY a "aaaa">]>${minimalBody('T', '&a;')}`,
            },
          ],
        }),
      DAMAGED,
    ],
    [
      'a main part nested deeper than Word ever nests',
      () =>
        craftZip({
          entries: [
            ...sound.slice(0, 2),
            {
              name: 'word/document.xml',
              data: documentXml(`${'<w:p>'.repeat(1000)}${'</w:p>'.repeat(1000)}`),
            },
          ],
        }),
      DAMAGED,
    ],
    [
      'a styles part mammoth reads under a name that does not say XML',
      () =>
        craftZip({
          entries: [
            ...sound,
            documentRelationships({ styles: 'styles.bin' }),
            { name: 'word/styles.bin', data: '<w:styles'.repeat(3000) },
          ],
        }),
      DAMAGED,
    ],
    [
      // Its declared sizes are those of a part that does not compress (ratio 1), so only the
      // inflating finds the lie: an inflater that decodes the whole stream into a buffer of the
      // declared size (fflate's does) spends some 3 s on this, and returns its first 1.6 MB
      // as if they were the part.
      'a part whose 1.6 MB of data inflate to 256 MiB, declared as 1.6 MB',
      () => {
        const zeros = zerosStream(Math.ceil((256 * MEBIBYTE) / 258))
        return craftZip({
          entries: [...sound, { name: 'word/media/zeros.bin', data: zeros, method: 0 }],
          records: [
            { entry: 0 },
            { entry: 1 },
            { entry: 2 },
            { entry: 3, method: 8, uncompressedSize: zeros.length },
          ],
        })
      },
      DECOMPRESSES,
    ],
  ]

  it.each(refused)('refuses %s with a sentence, at once', async (_name, make, message) => {
    const bytes = make()
    const started = performance.now()
    const error: unknown = await convertDocx(bytes).then(
      () => undefined,
      (thrown: unknown) => thrown,
    )
    expect(isBlogError(error) ? error.message : error).toBe(message)
    expect(performance.now() - started).toBeLessThan(1500)
  })

  it('refuses any part whose directory declares another size than its data, stored or deflated', async () => {
    const picture = { name: 'word/media/image1.png', data: new Uint8Array(3000).fill(7) }
    const parts: CraftedEntry[] = [...sound, picture]
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: parts.length - 1 }),
        fc.constantFrom<0 | 8>(0, 8),
        fc.integer({ min: -5000, max: 100_000 }).filter((delta) => delta !== 0),
        async (index, method, delta) => {
          const entries = parts.map((part, at) => (at === index ? { ...part, method } : part))
          const data = entries[index]?.data ?? ''
          const size =
            typeof data === 'string' ? new TextEncoder().encode(data).length : data.length
          const declared = Math.max(0, size + delta)
          const records = entries.map((_part, entry) => {
            return entry === index ? { entry, uncompressedSize: declared } : { entry }
          })
          const error: unknown = await convertDocx(craftZip({ entries, records })).then(
            () => undefined,
            (thrown: unknown) => thrown,
          )
          // Fewer bytes declared than deflated is the lie a bomb tells; any other is damage.
          const expected = method === 8 && declared < size ? DECOMPRESSES : DAMAGED
          expect(isBlogError(error) ? error.message : error).toBe(expected)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('converts a document holding a zip bomb it never opens (an embedded archive)', async () => {
    const bomb = craftZip({ entries: [{ name: 'zeros.bin', data: new Uint8Array(8 * MEBIBYTE) }] })
    const converted = await convertDocx(
      craftZip({
        entries: [...sound, { name: 'word/embeddings/bomb.zip', data: bomb, method: 0 }],
      }),
    )
    expect(converted.sections.map((section) => section.heading)).toEqual(['Titre'])
  })

  it('lets mammoth read each part only as often as the text limit allows', async () => {
    const part = documentXml(`<w:p><w:r><w:t>${'x'.repeat(3 * MEBIBYTE)}</w:t></w:r></w:p>`)
    const { file } = checkWordDocument(
      craftZip({ entries: [...sound, { name: 'word/footnotes.xml', data: part }] }),
    )
    await file.read('word/footnotes.xml', 'utf-8')
    await file.read('word/footnotes.xml', 'utf-8')
    await expect(file.read('word/footnotes.xml', 'utf-8')).rejects.toMatchObject({
      code: 'too-large',
      message: DECOMPRESSES,
    })
    expect(file.exists('word/missing.xml')).toBe(false)
    await expect(file.read('word/missing.xml')).rejects.toMatchObject({ message: DAMAGED })
  })
})
