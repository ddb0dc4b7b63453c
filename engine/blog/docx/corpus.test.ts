import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isBlogError } from '../errors.ts'
import { importForCorpus } from '../../../tests/support/corpusImport.ts'
import { corpusDirectory, corpusFiles } from '../../../tests/support/wordCorpus.ts'

/** Real Word files from mammoth's and pandoc's test suites, kept outside the project. */
const CORPUS_DIR = corpusDirectory(process.env.DOCX_CORPUS_DIR)
const files = corpusFiles(CORPUS_DIR)

describe.skipIf(files.length === 0)(`the docx corpus (${CORPUS_DIR})`, () => {
  it.each(files)(
    '%s: every word reaches the articles or a warning, every note the page',
    async (file) => {
      let result: Awaited<ReturnType<typeof importForCorpus>>
      try {
        result = await importForCorpus(readFileSync(path.join(CORPUS_DIR, file)))
      } catch (error) {
        // An empty document, or one whose only heading has nothing under it, is refused.
        if (isBlogError(error, 'no-article')) return
        throw error
      }
      expect(result.wordsKept).toBe(1)
      expect(result.notes.page).toBe(result.notes.word)
      for (const page of result.pages) {
        expect(page).not.toMatch(/<(script|iframe|object|embed)\b/i)
        expect(page).not.toMatch(/\s(src|href)="(data|javascript):/i)
        expect(page).not.toMatch(/[\uE000-\uE01F]/)
        // Every table row has as many cells as the table's first row.
        for (const table of page.match(/<table>[\s\S]*?<\/table>/g) ?? []) {
          const widths = (table.match(/<tr>[\s\S]*?<\/tr>/g) ?? []).map(
            (row) => row.match(/<t[hd][\s>]/g)?.length ?? 0,
          )
          expect(new Set(widths).size).toBe(1)
        }
      }
    },
  )
})

describe.runIf(files.length === 0)('the docx corpus', () => {
  it.skip(`is absent (${CORPUS_DIR}): its checks are skipped`, () => undefined)
})
