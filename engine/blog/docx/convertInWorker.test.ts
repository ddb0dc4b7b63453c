import { describe, expect, it } from 'vitest'
import {
  CONVERSION_HEAP_LIMIT_MB,
  CONVERSION_TOO_LARGE,
  CONVERSION_TOO_SLOW,
} from '../documentLimits.ts'
import { convertInWorker } from './convertInWorker.ts'
import {
  craftZip,
  documentXml,
  minimalBody,
  minimalDocxEntries,
} from '../../../tests/support/craftZip.ts'

const paragraphs = (count: number) =>
  documentXml(
    '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Titre</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>Une phrase : la santé au travail ; vraiment !</w:t></w:r></w:p>'.repeat(
        count,
      ),
  )
const withBody = (body: string) =>
  craftZip({
    entries: [...minimalDocxEntries().slice(0, 2), { name: 'word/document.xml', data: body }],
  })

describe('convertInWorker', () => {
  // First: it bundles the worker's code, which the next test's timing leaves out.
  it('passes a refusal on with its sentence', async () => {
    const hidden = { name: 'word/document.xml', data: minimalBody('Caché', 'a') }
    await expect(
      convertInWorker(craftZip({ entries: [...minimalDocxEntries(), hidden], count: 3 })),
    ).rejects.toMatchObject({
      code: 'bad-document',
      message:
        'Ce document Word est incomplet ou endommagé : enregistrez-le de nouveau dans Word, puis réessayez.',
    })
  }, 60_000)

  it('converts on a worker thread while the calling thread keeps running', async () => {
    let ticks = 0
    let longestGap = 0
    let last = performance.now()
    const started = performance.now()
    const timer = setInterval(() => {
      const now = performance.now()
      longestGap = Math.max(longestGap, now - last)
      last = now
      ticks += 1
    }, 10)
    try {
      // The time limit is another test's: a busy machine may take past the 5 s of the default.
      const converted = await convertInWorker(withBody(paragraphs(8_000)), {
        timeMs: 30_000,
        heapMb: CONVERSION_HEAP_LIMIT_MB,
      })
      expect(converted.sections.map((section) => section.heading)).toEqual(['Titre'])
    } finally {
      clearInterval(timer)
    }
    // The 0.6 MB document holds a thread for half a second or more: on this one the timer never
    // waited for more than a fraction of the whole.
    const elapsed = performance.now() - started
    expect(ticks).toBeGreaterThan(10)
    expect(longestGap).toBeLessThan(elapsed / 2)
  }, 60_000)

  it('stops a conversion past its time limit, with a sentence', async () => {
    await expect(
      convertInWorker(withBody(paragraphs(20_000)), { timeMs: 50, heapMb: 1024 }),
    ).rejects.toMatchObject({ code: 'too-large', message: CONVERSION_TOO_SLOW.fr })
  }, 60_000)

  it('stops a conversion past its memory limit, with a sentence', async () => {
    await expect(
      convertInWorker(withBody(paragraphs(25_000)), { timeMs: 30_000, heapMb: 16 }),
    ).rejects.toMatchObject({ code: 'too-large', message: CONVERSION_TOO_LARGE.fr })
  }, 60_000)
})
