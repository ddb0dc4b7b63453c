import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { convertDocx } from './convertDocx.ts'
import { craftZip, documentXml, minimalDocxEntries } from '../../../tests/support/craftZip.ts'

/** A list definition (`w:abstractNum`): its first level's `w:start`. */
interface Definition {
  start: number
}
/** A numbering instance (`w:num`): its definition and, maybe, a `w:startOverride`. */
interface Instance {
  definition: number
  override: number | undefined
}
/** A body paragraph: an item of an instance, or running text between items. */
type Block = { instance: number } | { text: true }

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

function numberingXml(definitions: Definition[], instances: Instance[]): string {
  const abstract = definitions.map(
    ({ start }, id) =>
      `<w:abstractNum w:abstractNumId="${id}"><w:lvl w:ilvl="0"><w:start w:val="${start}"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl></w:abstractNum>`,
  )
  const nums = instances.map(
    ({ definition, override }, id) =>
      `<w:num w:numId="${id + 1}"><w:abstractNumId w:val="${definition}"/>${override === undefined ? '' : `<w:lvlOverride w:ilvl="0"><w:startOverride w:val="${override}"/></w:lvlOverride>`}</w:num>`,
  )
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering xmlns:w="${W}">${abstract.join('')}${nums.join('')}</w:numbering>`
}

/** A .docx of one Heading 1 and the blocks, each item's text naming its place (`item-<n>`). */
function listDocument(definitions: Definition[], instances: Instance[], blocks: Block[]) {
  const paragraphs = blocks.map((block, at) =>
    'text' in block
      ? `<w:p><w:r><w:t>Texte ${at}.</w:t></w:r></w:p>`
      : `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="${block.instance + 1}"/></w:numPr></w:pPr><w:r><w:t>item-${at}</w:t></w:r></w:p>`,
  )
  const body = documentXml(
    `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Titre</w:t></w:r></w:p>${paragraphs.join('')}`,
  )
  const packageParts = minimalDocxEntries().slice(0, 2)
  return craftZip({
    entries: [
      ...packageParts,
      { name: 'word/document.xml', data: body },
      {
        name: 'word/_rels/document.xml.rels',
        data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/numbering" Target="numbering.xml"/></Relationships>`,
      },
      { name: 'word/numbering.xml', data: numberingXml(definitions, instances) },
    ],
  })
}

/** What Word shows: each instance counts its own items, from its override or its level's start. */
function wordNumbers(definitions: Definition[], instances: Instance[], blocks: Block[]) {
  const counters = new Map<number, number>()
  const numbers = new Map<string, number>()
  blocks.forEach((block, at) => {
    if ('text' in block) return
    const instance = instances[block.instance]
    const previous = counters.get(block.instance)
    const start = instance?.override ?? definitions[instance?.definition ?? 0]?.start ?? 1
    const number = previous === undefined ? start : previous + 1
    counters.set(block.instance, number)
    numbers.set(`item-${at}`, number)
  })
  return numbers
}

/** Each item's number as the Markdown writes it. */
function markdownNumbers(markdown: string): Map<string, number> {
  return new Map(
    [...markdown.matchAll(/^(\d+)[.)] (item-\d+)$/gm)].map(([, number, item]) => [
      String(item),
      Number(number),
    ]),
  )
}

describe('Word list numbering', () => {
  // Generated numbering parts: definitions starting anywhere from 0, instances of them with or
  // without a restart, and items of any instance in any order, with text between some of them.
  it('restarts each numbering instance at its override or start, and continues it across text', async () => {
    const numbering = fc
      .array(fc.record({ start: fc.integer({ min: 0, max: 5 }) }), { minLength: 1, maxLength: 2 })
      .chain((definitions) =>
        fc.record({
          definitions: fc.constant(definitions),
          instances: fc.array(
            fc.record({
              definition: fc.nat(definitions.length - 1),
              override: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
            }),
            { minLength: 1, maxLength: 4 },
          ),
        }),
      )
      .chain(({ definitions, instances }) =>
        fc.record({
          definitions: fc.constant(definitions),
          instances: fc.constant(instances),
          blocks: fc.array(
            fc.oneof(
              { weight: 3, arbitrary: fc.record({ instance: fc.nat(instances.length - 1) }) },
              { weight: 1, arbitrary: fc.constant({ text: true as const }) },
            ),
            { minLength: 1, maxLength: 12 },
          ),
        }),
      )
    await fc.assert(
      fc.asyncProperty(numbering, async ({ definitions, instances, blocks }) => {
        const converted = await convertDocx(listDocument(definitions, instances, blocks))
        const markdown = converted.sections[0]?.markdown ?? ''
        expect(markdownNumbers(markdown)).toEqual(wordNumbers(definitions, instances, blocks))
      }),
      { numRuns: 60 },
    )
  })
})
