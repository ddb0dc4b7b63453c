import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MemoryStore } from '../../tests/support/MemoryStore.ts'
import { parsePost, serializePost } from './postFile.ts'
import { publicPost } from './publicPost.ts'
import { REVIEW_PASSAGE_MAX_LENGTH, type Post, type TranslationReview } from './postSchema.ts'
import {
  changedPassage,
  pendingReview,
  readerText,
  withoutTranslationReview,
  withTranslationReview,
} from './translationReview.ts'

const WORDS = [
  'santé',
  'travail',
  'l’équipe',
  'prévention',
  'à',
  'ergonomie',
  'risques',
  'psychosociaux',
  'Québec',
  'employés',
  '«\u202fbien-être\u202f»',
  'œuvre',
  '**gras**',
  'health',
  'workplace',
  'team',
  'stress',
  '😀',
  'naïve',
  'the',
]

const word = fc.constantFrom(...WORDS)
/** A paragraph of 1 to 80 words: the long ones are longer than a passage. */
const paragraph = fc.array(word, { minLength: 1, maxLength: 80 }).map((words) => words.join(' '))
const text = fc.record({
  title: fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' ')),
  paragraphs: fc.array(paragraph, { minLength: 1, maxLength: 12 }),
})
type Text = { title: string; paragraphs: string[] }

/** One edit of one language's text; each one adds the marker, or takes text out. */
type Edit =
  | { kind: 'replace-word'; paragraph: number; word: number }
  | { kind: 'insert-paragraph'; at: number }
  | { kind: 'delete-paragraph'; at: number }
  | { kind: 'append-words'; paragraph: number }
  | { kind: 'retitle' }

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('replace-word'), paragraph: fc.nat(), word: fc.nat() }),
  fc.record({ kind: fc.constant('insert-paragraph'), at: fc.nat() }),
  fc.record({ kind: fc.constant('delete-paragraph'), at: fc.nat() }),
  fc.record({ kind: fc.constant('append-words'), paragraph: fc.nat() }),
  fc.record({ kind: fc.constant('retitle') }),
)

/** The edit applied; `marker` is a word no generated text holds. */
function applyEdit(before: Text, change: Edit, marker: string): { after: Text; adds: boolean } {
  const paragraphs = [...before.paragraphs]
  const index = (n: number) => n % paragraphs.length
  switch (change.kind) {
    case 'retitle':
      return { after: { ...before, title: `${marker} ${before.title}` }, adds: true }
    case 'insert-paragraph':
      paragraphs.splice(change.at % (paragraphs.length + 1), 0, `${marker} santé`)
      return { after: { ...before, paragraphs }, adds: true }
    case 'delete-paragraph':
      if (paragraphs.length === 1) {
        return { after: { ...before, paragraphs: [marker] }, adds: true }
      }
      paragraphs.splice(index(change.at), 1)
      return { after: { ...before, paragraphs }, adds: false }
    case 'append-words': {
      const at = index(change.paragraph)
      paragraphs[at] = `${paragraphs[at] ?? ''} ${marker} prévention`
      return { after: { ...before, paragraphs }, adds: true }
    }
    case 'replace-word': {
      const at = index(change.paragraph)
      const words = (paragraphs[at] ?? '').split(' ')
      words[change.word % words.length] = marker
      paragraphs[at] = words.join(' ')
      return { after: { ...before, paragraphs }, adds: true }
    }
  }
}

const NOW = (step: number) => `2026-12-0${String(step + 1)}T09:00:00-05:00`

function postOf(
  french: Text,
  english: Text | undefined,
  reviews: Partial<Record<'fr' | 'en', TranslationReview>> = {},
): Post {
  return {
    id: '2026-11-23-sante',
    fr: {
      frontmatter: {
        title: french.title,
        slug: 'sante',
        status: 'scheduled',
        scheduledDate: '2026-11-23T08:00:00-05:00',
        publishedDate: null,
        createdAt: '2026-11-20T10:00:00-05:00',
        updatedAt: '2026-11-20T10:00:00-05:00',
        ...(reviews.fr ? { review: reviews.fr } : {}),
      },
      body: french.paragraphs.join('\n\n'),
    },
    ...(english
      ? {
          en: {
            frontmatter: {
              title: english.title,
              slug: 'health',
              ...(reviews.en ? { review: reviews.en } : {}),
            },
            body: english.paragraphs.join('\n\n'),
          },
        }
      : {}),
    images: [],
  }
}

/** The passage's own text: without the ellipses that mark text left out. */
function withoutEllipses(passage: string): string {
  return passage.replace(/^…/, '').replace(/…$/, '')
}

function expectPassageOf(
  review: TranslationReview,
  before: string,
  after: string,
  marker: string | undefined,
) {
  expect(review.passage.length).toBeLessThanOrEqual(REVIEW_PASSAGE_MAX_LENGTH)
  const source = review.removed ? before : after
  expect(source).toContain(withoutEllipses(review.passage))
  if (marker !== undefined) expect(review.passage).toContain(marker)
}

const SIDES = ['fr', 'en', 'both', 'none'] as const

describe('withTranslationReview', () => {
  it('flags the language an import left behind, on the right side, until it is updated', () => {
    fc.assert(
      fc.property(
        text,
        text,
        fc.array(fc.record({ side: fc.constantFrom(...SIDES), fr: edit, en: edit }), {
          minLength: 1,
          maxLength: 5,
        }),
        (startFr, startEn, steps) => {
          let french = startFr
          let english = startEn
          let post = postOf(french, english)
          // The model: which side is behind, and since which step.
          const behind: Partial<Record<'fr' | 'en', string>> = {}
          steps.forEach((step, n) => {
            const marker = `marqueur${String(n)}`
            const changeFr = step.side === 'fr' || step.side === 'both'
            const changeEn = step.side === 'en' || step.side === 'both'
            const fr = changeFr
              ? applyEdit(french, step.fr, marker)
              : { after: french, adds: false }
            const en = changeEn
              ? applyEdit(english, step.en, marker)
              : { after: english, adds: false }
            const next = postOf(fr.after, en.after)
            const result = withTranslationReview(post, next, NOW(n))
            if (changeFr) delete behind.fr
            if (changeEn) delete behind.en
            if (changeFr && !changeEn) behind.en ??= NOW(n)
            if (changeEn && !changeFr) behind.fr ??= NOW(n)
            expect(result.fr.frontmatter.review?.since).toBe(behind.fr)
            expect(result.en?.frontmatter.review?.since).toBe(behind.en)
            const raisedOn = changeFr && !changeEn ? 'en' : changeEn && !changeFr ? 'fr' : undefined
            if (raisedOn) {
              const changed = raisedOn === 'en' ? 'fr' : 'en'
              const review = result[raisedOn]?.frontmatter.review
              expect(review).toBeDefined()
              const edited = changed === 'fr' ? fr : en
              expectPassageOf(
                review as TranslationReview,
                readerText(post[changed] ?? post.fr),
                readerText(next[changed] ?? next.fr),
                edited.adds ? marker : undefined,
              )
              expect(review?.removed === true).toBe(!edited.adds)
            }
            // The texts are the import's: a flag changes no word of them.
            expect(readerText(result.fr)).toBe(readerText(next.fr))
            post = result
            french = fr.after
            english = en.after
          })
        },
      ),
      { numRuns: 150 },
    )
  })

  it('never flags a post without an English version, and drops a flag when it loses its twin', () => {
    fc.assert(
      fc.property(text, edit, fc.boolean(), (french, change, hadTwin) => {
        const flagged = { since: NOW(0), passage: 'texte' }
        const previous = postOf(french, hadTwin ? french : undefined, { fr: flagged })
        const next = postOf(applyEdit(french, change, 'marqueur').after, undefined)
        const result = withTranslationReview(previous, next, NOW(1))
        expect(pendingReview(result)).toBeUndefined()
        expect(result.en).toBeUndefined()
      }),
      { numRuns: 50 },
    )
  })
})

describe('changedPassage', () => {
  it('bounds the passage of a text rewritten from end to end (30 000 words), from the new text', () => {
    const before = Array.from({ length: 30_000 }, (_, n) => `ancien${String(n)}`).join(' ')
    const after = Array.from({ length: 30_000 }, (_, n) => `nouveau${String(n)}`).join(' ')
    const started = performance.now()
    const change = changedPassage(before, after)
    expect(performance.now() - started).toBeLessThan(2000)
    expect(change?.removed).toBeUndefined()
    expect(change?.passage.length).toBeLessThanOrEqual(REVIEW_PASSAGE_MAX_LENGTH)
    expect(after).toContain(withoutEllipses(change?.passage ?? 'absent'))
    expect(change?.passage.startsWith('nouveau0')).toBe(true)
  })

  it('shows a changed word in its sentence, and never cuts an emoji in half', () => {
    const sentence = `${'santé '.repeat(100)}Le travail commence. ${'santé '.repeat(100)}`
    expect(changedPassage(sentence, sentence.replace('commence', 'reprend'))?.passage).toMatch(
      /^…santé (santé )+Le travail reprend\. santé (santé )+santé…$/,
    )
    const emojis = `a${'😀'.repeat(300)}commence${'😀'.repeat(300)}`
    const change = changedPassage(emojis, emojis.replace('commence', 'reprend'))
    expect(change?.passage).toMatch(/^…(😀)+reprend(😀)+…$/u)
    expect(change?.passage.length).toBeLessThanOrEqual(REVIEW_PASSAGE_MAX_LENGTH)
    // No lone half of a surrogate pair.
    expect(change?.passage).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    )
  })
})

describe('the review field', () => {
  it('survives writing and reading the files, on either language, and stays off public pages', async () => {
    const review = {
      since: NOW(0),
      passage: 'Un passage « modifié » : "cité" # et\u2028plus',
      removed: true as const,
    }
    const french = { title: 'Santé', paragraphs: ['Texte.'] }
    const english = { title: 'Health', paragraphs: ['Text.'] }
    for (const side of ['fr', 'en'] as const) {
      const post = postOf(french, english, { [side]: review })
      const files = serializePost(post)
      const read = parsePost(post.id, files)
      expect(read).toEqual(post)
      expect(pendingReview(read)).toEqual({ language: side, ...review })
      expect(serializePost(withoutTranslationReview(read))).toEqual(
        serializePost(postOf(french, english)),
      )
      const shown = JSON.stringify(await publicPost(read, new MemoryStore(), { withContent: true }))
      expect(shown).not.toContain('modifié')
    }
  })

  it('reads a flag written by hand, its date unquoted as YAML allows', () => {
    const post = parsePost('2026-11-23-sante', {
      fr: serializePost(postOf({ title: 'Santé', paragraphs: ['Texte.'] }, undefined)).fr,
      en: '---\ntitle: Health\nslug: health\nreview:\n  since: 2026-11-21T10:00:00-05:00\n  passage: Texte.\n---\nText.\n',
    })
    expect(pendingReview(post)).toEqual({
      language: 'en',
      since: '2026-11-21T10:00:00-05:00',
      passage: 'Texte.',
    })
  })

  it('names the file and the field of a passage too long', () => {
    const post = postOf(
      { title: 'Santé', paragraphs: ['Texte.'] },
      { title: 'Health', paragraphs: ['Text.'] },
    )
    const files = serializePost({
      ...post,
      en: {
        ...(post.en as NonNullable<Post['en']>),
        frontmatter: {
          title: 'Health',
          slug: 'health',
          review: { since: NOW(0), passage: 'x'.repeat(301) },
        },
      },
    })
    expect(() => parsePost(post.id, files)).toThrow(
      /en\.md: field "review\.passage": expected at most 300/,
    )
  })
})
