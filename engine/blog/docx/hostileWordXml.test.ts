/*
 * Every scan the import makes of a document's XML (scanWordXml, wordDocumentId) takes a time that
 * grows with the document, not with its square: each hostile input is scanned at 50 and at
 * 200 KB, and four times the input may take about four times as long (a quadratic scan takes 16
 * times as long). `npm run bench:regex` prints the times at 25, 50, 100 and 200 KB.
 */
import { describe, expect, it } from 'vitest'
import { HOSTILE_WORD_XML, scanTimes } from '../../../tests/support/hostileWordXml.ts'

const KB = 1024
/** Linear gives 4, quadratic 16; the margin is for a busy machine (a pause, a collection). */
const MAX_RATIO = 6
/**
 * The least of three measurements of each size (scanTimes' default is seven, for
 * `npm run bench:regex`): processor time hardly varies from one to the next, and 8 runs of all
 * seventeen inputs on a loaded machine (load 7 to 9) gave at most 4.6 with three, as with seven.
 */
const ROUNDS = 3

describe('the scans of a Word document', () => {
  it.each(HOSTILE_WORD_XML.map((hostile) => [hostile.name, hostile] as const))(
    '%s: in linear time',
    (_name, { prepare }) => {
      const [small = 0, large = 0] = scanTimes([prepare(50 * KB), prepare(200 * KB)], ROUNDS)
      expect(
        large / small,
        `50 KB: ${small.toFixed(2)} ms, 200 KB: ${large.toFixed(2)} ms`,
      ).toBeLessThanOrEqual(MAX_RATIO)
    },
  )
})
