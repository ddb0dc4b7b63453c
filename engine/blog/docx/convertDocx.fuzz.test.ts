import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isBlogError } from '../errors.ts'
import { convertDocx } from './convertDocx.ts'
import {
  craftZip,
  documentXml,
  minimalBody,
  minimalDocxEntries,
  type CraftedEntry,
  type CraftedRecord,
  type CraftedZip,
} from '../../../tests/support/craftZip.ts'

/*
 * Generated zip layouts and Word XML go through the guard and the converter: each is either
 * converted or refused with a sentence (a BlogError), never a crash, a stack or a hang. The
 * seeds are fixed, so a run is the same every time; a failure prints the case to replay.
 */

/**
 * Converts, and says how: converted, or the refusal's code. Anything else fails the test, and so
 * does a conversion of anything but the sound main part (its one heading, `Titre`): a part the
 * guard did not check must never reach mammoth.
 */
async function outcome(bytes: Uint8Array): Promise<string> {
  const started = performance.now()
  try {
    const converted = await convertDocx(bytes)
    expect(converted.sections.map((section) => section.heading)).toEqual(['Titre'])
    return 'converted'
  } catch (error) {
    if (!isBlogError(error)) throw error
    expect(error.message).toMatch(/^\p{Lu}.{20,}[.!]$/u)
    return error.code
  } finally {
    // A hang would show here first: every generated case is small.
    expect(performance.now() - started).toBeLessThan(2000)
  }
}

const sound = minimalDocxEntries()
const partNames = [
  '[Content_Types].xml',
  '_rels/.rels',
  'word/document.xml',
  'word/styles.xml',
  'word/_rels/document.xml.rels',
  'word/media/image1.png',
  'WORD/DOCUMENT.XML',
  '/word/document.xml',
  'word/../word/document.xml',
]

const entry: fc.Arbitrary<CraftedEntry> = fc.record(
  {
    name: fc.oneof(fc.constant('word/document.xml'), fc.constantFrom(...partNames)),
    data: fc.oneof(
      fc.constantFrom(...sound.map((part) => part.data), minimalBody('Caché', 'Texte caché.')),
      fc.string({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }),
    ),
    method: fc.constantFrom(0 as const, 8 as const),
    flags: fc.constantFrom(0, 0, 0, 1, 8),
  },
  { requiredKeys: ['name', 'data'] },
)

const record = (entries: number): fc.Arbitrary<CraftedRecord> =>
  fc.record(
    {
      entry: fc.nat({ max: entries - 1 }),
      name: fc.constantFrom(...partNames),
      method: fc.constantFrom(0, 8, 12),
      flags: fc.constantFrom(0, 1, 8),
      compressedSize: fc.oneof(fc.nat({ max: 400 }), fc.constant(0xffffffff)),
      uncompressedSize: fc.oneof(fc.nat({ max: 400 }), fc.constant(0xffffffff)),
      offset: fc.nat({ max: 2000 }),
    },
    { requiredKeys: ['entry'] },
  )

/** Sound parts and a few more, laid out soundly or with one thing of the archive changed. */
const layout: fc.Arbitrary<CraftedZip> = fc
  .array(entry, { maxLength: 4 })
  .map((extra) => [...sound, ...extra])
  .chain((entries) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant({}) },
        fc.record({ records: fc.array(record(entries.length), { maxLength: entries.length + 2 }) }),
        // Fewer than the directory holds, above all: the records past the count are the attack.
        fc.record({
          count: fc.oneof(
            fc.constantFrom(entries.length - 1, entries.length - 2),
            fc.nat({ max: entries.length + 2 }),
          ),
        }),
        fc.record({ directorySize: fc.nat({ max: 2000 }) }),
        fc.record({ directoryOffset: fc.nat({ max: 2000 }) }),
        fc.record({ gap: fc.uint8Array({ minLength: 1, maxLength: 40 }) }),
        fc.record({ zip64: fc.constant(true) }),
      )
      .map((change): CraftedZip => ({ entries, ...change })),
  )

/** A whole file's damage: a few bytes changed, or the end cut off. */
const damage = fc.oneof(
  { weight: 3, arbitrary: fc.constant((bytes: Uint8Array) => bytes) },
  fc
    .array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { minLength: 1, maxLength: 4 })
    .map((changes) => (bytes: Uint8Array) => {
      const copy = bytes.slice()
      for (const [at, value] of changes) copy[at % copy.length] = value
      return copy
    }),
  fc.nat().map((cut) => (bytes: Uint8Array) => bytes.subarray(0, cut % bytes.length)),
)

const WORD_TAGS = [
  'w:p',
  'w:r',
  'w:t',
  'w:pPr',
  'w:pStyle',
  'w:rPr',
  'w:b',
  'w:i',
  'w:tbl',
  'w:tr',
  'w:tc',
  'w:hyperlink',
  'w:br',
  'w:tab',
  'w:numPr',
  'w:ilvl',
  'w:numId',
  'w:fldChar',
  'w:instrText',
  'w:fldSimple',
  'w:ins',
  'w:del',
  'w:delText',
  'w:drawing',
  'w:txbxContent',
  'mc:AlternateContent',
  'mc:Choice',
  'mc:Fallback',
  'm:oMath',
  'm:t',
  'w:footnoteReference',
  'w:commentReference',
  'x',
]
const ATTRIBUTES = ['w:val', 'w:fldCharType', 'w:instr', 'w:id', 'r:id', 'xml:space']
const text = fc.stringMatching(/^[\w \u00e9«»:;!?.&@/-]{0,12}$/)
const entity = fc.constantFrom('&amp;', '&lt;', '&#233;', '&#x1F600;', '&quot;', '&nbsp;', '&')

/** A random tree of Word elements, as XML text. */
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(text, fc.option(entity)).map(([words, escaped]) => words + (escaped ?? '')),
    fc
      .tuple(
        fc.constantFrom(...WORD_TAGS),
        fc.array(fc.tuple(fc.constantFrom(...ATTRIBUTES), text), { maxLength: 2 }),
        fc.array(tie('tree'), { maxLength: 4 }),
      )
      .map(([name, attributes, children]) => {
        const list = attributes.map(([key, value]) => ` ${key}="${value}"`).join('')
        return children.length === 0
          ? `<${name}${list}/>`
          : `<${name}${list}>${(children as string[]).join('')}</${name}>`
      }),
  ),
}))

/** The tree as a main part, sound, cut short, or with a few characters changed. */
const wordXml = fc
  .tuple(
    fc.array(tree, { maxLength: 6 }),
    fc.oneof(
      fc.constant((xml: string) => xml),
      fc.nat().map((cut) => (xml: string) => xml.slice(0, cut % xml.length)),
      fc
        .tuple(fc.nat(), fc.constantFrom('<', '>', '"', '&', '<a', '</w:p>', '\u0000'))
        .map(([at, inserted]) => (xml: string) => {
          const where = at % xml.length
          return xml.slice(0, where) + inserted + xml.slice(where)
        }),
    ),
  )
  .map(([trees, change]) =>
    change(
      documentXml(
        '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Titre</w:t></w:r></w:p>' +
          trees.join(''),
      ),
    ),
  )

describe('the guard and the converter, fuzzed', () => {
  it('convert or refuse any zip layout with a sentence', async () => {
    const outcomes = new Set<string>()
    await fc.assert(
      fc.asyncProperty(layout, damage, async (zip, change) => {
        outcomes.add(await outcome(change(craftZip(zip))))
      }),
      { numRuns: 300, seed: 26 },
    )
    // The layouts reach every path: converted, and refused as damaged, as not Word, as too large.
    expect(outcomes.size).toBe(4)
  })

  it('convert or refuse any Word XML with a sentence', async () => {
    const outcomes = new Set<string>()
    await fc.assert(
      fc.asyncProperty(wordXml, async (xml) => {
        const bytes = craftZip({
          entries: [...sound.slice(0, 2), { name: 'word/document.xml', data: xml }],
        })
        outcomes.add(await outcome(bytes))
      }),
      { numRuns: 150, seed: 26 },
    )
    expect(outcomes).toContain('converted')
    expect(outcomes).toContain('bad-document')
  })
})
