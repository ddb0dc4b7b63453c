import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Post } from '../postSchema.ts'
import {
  articlePlace,
  comesFrom,
  documentFileName,
  type DocumentIdentity,
  matchArticles,
  sourceFields,
} from './articleIdentity.ts'

const stamp = '2026-11-20T10:00:00-05:00'

function post(id: string, title: string, source: ReturnType<typeof sourceFields>): Post {
  return {
    id,
    fr: {
      frontmatter: {
        title,
        slug: articlePlace(title),
        status: 'draft',
        createdAt: stamp,
        updatedAt: stamp,
        ...source,
      },
      body: 'Texte.',
    },
    images: [],
  }
}

// Few ids, file names and titles, so that documents often share a title, a name or an id.
const wordIds = fc.constantFrom(
  undefined,
  '8F203836-4F5D-44ED-B6B0-277BCC6F2E80',
  'B692A868-80DE-4C4B-8D5F-BBFBCA34AC1F',
  '35FF7762',
)
const fileNames = fc.constantFrom('mars.docx', 'avril.docx', 'Bilan.docx')
const titles = fc.constantFrom(
  'Bilan de l’année',
  'Bilan de l’annee',
  'Bonne rentrée',
  'La santé au travail',
  'Mot de la fin',
)
const upload = fc.record({
  wordId: wordIds,
  fileName: fileNames,
  titles: fc.array(titles, { minLength: 1, maxLength: 4 }),
})

describe('matchArticles', () => {
  it('never lets a document touch another document’s posts, and finds its own again', () => {
    fc.assert(
      fc.property(fc.array(upload, { minLength: 1, maxLength: 6 }), (uploads) => {
        let posts: Post[] = []
        for (const [round, { wordId, fileName, titles: headings }] of uploads.entries()) {
          const document: DocumentIdentity = { wordId, fileName }
          const matches = matchArticles(headings, posts, document)
          matches.forEach((match, index) => {
            if (match === undefined) return
            const before = match.fr.frontmatter
            // Only its own document: Word's id when the post knows one, else the same file.
            if (before.sourceDocumentId !== undefined) expect(before.sourceDocumentId).toBe(wordId)
            else expect(before.sourceDocument).toBe(fileName)
            expect(before.sourceId).toBe(articlePlace(headings[index] ?? ''))
          })
          expect(new Set(matches.filter(Boolean)).size).toBe(matches.filter(Boolean).length)
          posts = posts.map((existing) => {
            const index = matches.indexOf(existing)
            if (index < 0) return existing
            const { sourceId } = existing.fr.frontmatter
            const replaced = structuredClone(existing)
            Object.assign(
              replaced.fr.frontmatter,
              sourceFields(document, sourceId ?? articlePlace(headings[index] ?? '')),
            )
            return replaced
          })
          headings.forEach((title, index) => {
            if (matches[index] === undefined)
              posts.push(
                post(`p${round}-${index}`, title, sourceFields(document, articlePlace(title))),
              )
          })
          // The same document uploaded again finds each of its articles; renamed too, with an id.
          const again = matchArticles(headings, posts, document)
          expect(again.every((match) => match !== undefined)).toBe(true)
          if (wordId !== undefined) {
            const renamed = matchArticles(headings, posts, { wordId, fileName: 'renommé.docx' })
            expect(renamed).toEqual(again)
          }
        }
      }),
      { numRuns: 300, seed: 27 },
    )
  })

  it('matches a post imported before ids only from the file of the same name', () => {
    const legacy = post('2026-11-23-bilan-de-l-annee', 'Bilan de l’année', {
      sourceDocument: 'mars.docx',
    })
    const titles = ['Bilan de l’année']
    expect(matchArticles(titles, [legacy], { wordId: undefined, fileName: 'avril.docx' })).toEqual([
      undefined,
    ])
    expect(matchArticles(titles, [legacy], { wordId: '35FF7762', fileName: 'mars.docx' })).toEqual([
      legacy,
    ])
    expect(comesFrom({}, { wordId: undefined, fileName: 'mars.docx' })).toBe(false)
  })

  it('finds a post whose file name was kept with invisible controls, before they were removed', () => {
    const legacy = post('2026-11-23-bilan', 'Bilan', {
      sourceDocument: 'mars\u202e 2026\u200f.docx',
    })
    const document = { wordId: undefined, fileName: documentFileName('mars 2026.docx') }
    expect(matchArticles(['Bilan'], [legacy], document)).toEqual([legacy])
    expect(sourceFields(document, 'bilan').sourceDocument).toBe('mars 2026.docx')
    expect(documentFileName('\u202e\u0007\n')).toBeUndefined()
    expect(documentFileName(`${'é'.repeat(200)}.docx`)).toBe('é'.repeat(120))
  })
})
