import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isBlogError } from '../errors.ts'
import { convertDocx } from './convertDocx.ts'
import { splitArticles } from './splitArticles.ts'

/** Real Word files from mammoth's and pandoc's test suites, kept outside the project. */
const corpus = '/work/shared/docx-corpus'
const files = existsSync(corpus)
  ? ['mammoth.js', 'pandoc'].flatMap((folder) =>
      readdirSync(path.join(corpus, folder))
        .filter((name) => name.endsWith('.docx'))
        .map((name) => path.join(folder, name)),
    )
  : []

describe.skipIf(!existsSync(corpus))('the docx corpus', () => {
  it.each(files)('%s converts, or is refused with a typed error', async (file) => {
    let markdown = ''
    try {
      const { articles } = splitArticles(await convertDocx(readFileSync(path.join(corpus, file))))
      markdown = articles
        .flatMap((article) => [article.markdown, article.en?.markdown ?? ''])
        .join('\n')
      expect(articles.length).toBeGreaterThan(0)
    } catch (error) {
      if (!isBlogError(error, 'no-heading') && !isBlogError(error, 'no-article')) throw error
    }
    expect(markdown).not.toMatch(/data:/i)
    expect(markdown).not.toMatch(/<script/i)
    expect(markdown).not.toMatch(/[\uE000-\uE01F]/)
  })
})
