import fc from 'fast-check'
import { parseFragment } from 'parse5'
import { describe, expect, it } from 'vitest'
import { adviceDocument, LONG_TITLE } from '../../tests/support/adviceDocument.ts'
import { PNG_PIXEL } from '../../tests/support/wordFixture.ts'
import type { ImportAdvice } from '../siteModel/adminApiSchemas.ts'
import { frenchSpacingProblems } from './frenchTypography.ts'
import { renderMarkdown } from './renderMarkdown.ts'
import { convertDocx } from './docx/convertDocx.ts'
import {
  articleAdvice,
  documentAdvice,
  isVagueLinkText,
  SEARCH_TITLE_MAX_LENGTH,
  skippedHeadings,
} from './articleAdvice.ts'
import { splitArticles } from './docx/splitArticles.ts'

/** A PNG whose header says it is `width` pixels wide: the advice reads the size from it alone. */
function widePng(width: number, padding = 0): Uint8Array {
  const png = new Uint8Array(PNG_PIXEL.length + padding)
  png.set(PNG_PIXEL)
  new DataView(png.buffer).setUint32(16, width)
  return png
}

const codes = (advice: readonly ImportAdvice[]) => advice.map((piece) => piece.code)
const advise = (markdown: string, title = 'Un article', images = new Map<string, Uint8Array>()) =>
  articleAdvice({ title, markdown }, images, false)

describe('advice on an article', () => {
  it('names each kind, in French with its spacing and in English, at the block concerned', () => {
    const images = new Map([
      ['img-a.png', PNG_PIXEL],
      ['img-b.png', widePng(4032)],
      ['img-c.png', widePng(800, 1_200_000)],
    ])
    const markdown = [
      'Premier paragraphe court.',
      '## Observer',
      'Avant la photo.',
      '![](img-a.png)',
      '#### Trois signes',
      'Le guide\u00a0: [cliquez ici](https://example.com).',
      '![Une bande](img-b.png)',
      '![Un schéma](img-c.png "Légende du schéma")',
    ].join('\n\n')
    const advice = advise(markdown, 'Titre', images)
    expect(advice.map(({ code, place }) => [code, place.at, place.near])).toEqual([
      ['image-description', 3, 'Avant la photo.'],
      ['vague-link', 5, 'Le guide : cliquez ici.'],
      ['heavy-image', 6, 'Le guide : cliquez ici.'],
      ['heavy-image', 7, 'Légende du schéma'],
      ['heading-skip', 4, 'Trois signes'],
    ])
    for (const { fr, en } of advice) {
      expect(frenchSpacingProblems(fr)).toEqual([])
      expect(fr).toMatch(/^Dans l’article «\u202fTitre\u202f»(, près de «\u202f|\u00a0:)/)
      expect(en).toMatch(/^In the article “Titre”(, near “|:)/)
    }
    expect(advice[0]?.fr).toContain('clic droit sur l’image › Modifier le texte de remplacement')
    expect(advice[2]?.fr).toContain('4\u00a0032 px de large')
    expect(advice[2]?.fr).not.toMatch(/\d\sMo\b/)
    expect(advice[3]?.fr).toContain('une image pèse 1,2\u00a0Mo, alors que')
    expect(advice[4]?.fr).toContain(
      'le titre «\u202fTrois signes\u202f» est de niveau 4 et suit un titre de niveau 2\u00a0: le niveau 3 est sauté',
    )
  })

  it('points at the block the rendered page shows, footnotes and definitions aside', () => {
    const markdown = [
      'Texte[^1] et [un renvoi][r].',
      '[r]: https://example.com',
      '[^1]: Une note avec [ici](https://example.com/note).',
      '| A | B |\n| - | - |\n| 1 | 2 |',
      '> Citation avec [en savoir plus](https://example.com/b).',
      '- liste',
      '---',
      '#### Sous-titre',
      'Fin : [lien](https://example.com/c).',
    ].join('\n\n')
    const advice = advise(markdown).filter((piece) => typeof piece.place.at === 'number')
    const rendered = parseFragment(renderMarkdown(markdown).html).childNodes.filter(
      (node) => 'tagName' in node,
    )
    const tags = advice.map((piece) => {
      const node = rendered[piece.place.at as number]
      return [piece.code, node && 'tagName' in node ? node.tagName : undefined]
    })
    expect(tags).toEqual([
      ['vague-link', 'blockquote'],
      ['vague-link', 'p'],
      ['heading-skip', 'h4'],
    ])
  })

  it('names a title past 60 characters and a description past the snippet, once each', () => {
    const long = 'Une phrase de description. '.repeat(8).trim()
    const advice = advise(long, LONG_TITLE)
    expect(codes(advice)).toEqual(['long-title', 'long-description'])
    expect(advice[0]?.place.at).toBe('title')
    expect(advice[0]?.fr).toContain(`a 75 caractères ; un résultat`.replace(' ;', '\u202f;'))
    expect(advice[1]?.fr).toContain('son premier paragraphe, qui lui sert de description, a 215')
    // A description set by hand, short enough, is enough.
    const described = articleAdvice(
      { title: 'Court', markdown: long, excerpt: 'Une description courte.' },
      new Map(),
      false,
    )
    expect(described).toEqual([])
    expect(codes(advise('- une liste seulement'))).toEqual(['missing-description'])
  })

  it('names an article with no English version when another of its document has one', () => {
    const fr = { title: 'Premier', markdown: 'Texte.' }
    const both = { title: 'Second', markdown: 'Texte.', en: { title: 'Second', markdown: 'Text.' } }
    const advice = documentAdvice([fr, both], new Map())
    expect(advice.map(({ code, place }) => [code, place.article, place.at])).toEqual([
      ['missing-english', 'Premier', 'article'],
    ])
    expect(advice[0]?.fr).toContain('commence par [EN]')
    expect(documentAdvice([fr, { ...fr, title: 'Autre' }], new Map())).toEqual([])
  })

  it('advises an English article awaiting its French version as English, never as lacking English', () => {
    const both = { title: 'Second', markdown: 'Texte.', en: { title: 'Second', markdown: 'Text.' } }
    const englishOnly = {
      title: 'Clear priorities, healthy teams',
      markdown: `See [here](https://example.com/guide) for the guide.`,
      englishOnly: true as const,
    }
    const advice = documentAdvice([both, englishOnly], new Map())
    expect(advice.map(({ code, place }) => [code, place.language])).toEqual([['vague-link', 'en']])
    expect(advice[0]?.fr).toContain('Dans la version anglaise de l’article')
  })

  it('reads a Word document: the place is the article, the text and the version', async () => {
    const converted = await convertDocx(await adviceDocument())
    const { articles } = splitArticles(converted)
    const advice = documentAdvice(articles, converted.images)
    expect(advice.map(({ code, place }) => [code, place.article.slice(0, 12), place.at])).toEqual([
      ['long-title', 'Santé au tra', 'title'],
      ['long-description', 'Santé au tra', 'description'],
      ['image-description', 'Santé au tra', 3],
      ['vague-link', 'Santé au tra', 5],
      ['heavy-image', 'Santé au tra', 6],
      ['heading-skip', 'Santé au tra', 4],
      ['missing-english', 'Santé au tra', 'article'],
    ])
    expect(advice[2]?.place.near).toBe('Une équipe fatiguée parle moins en réunion.')
  })
})

/** The vague phrases as a writer might type them: any case, spaces, punctuation around. */
const VAGUE = ['ici', 'cliquez ici', 'lien', 'en savoir plus', 'click here', 'here', 'read more']
const spaces = fc.constantFrom(' ', '  ', '\u00a0', '\t', '')
const punctuation = fc.constantFrom('', '.', ' !', '…', ' »', '« ', '(', ')', ':', '-', ' ?')

describe('vague link texts', () => {
  it('are found whatever their case, spacing or punctuation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VAGUE),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        spaces,
        spaces,
        punctuation,
        punctuation,
        (phrase, upper, inside, outside, before, after) => {
          const cased = phrase
            .replace(/./g, (letter, index: number) =>
              upper[index % 20] ? letter.toUpperCase() : letter,
            )
            .replace(/ /g, inside === '' ? ' ' : inside)
          const text = `${outside}${before}${cased}${after}${outside}`
          expect(isVagueLinkText(text, 'https://example.com/page')).toBe(true)
        },
      ),
    )
  })

  it('leave ordinary phrases alone, and a bare address is vague, a mail address is not', () => {
    const word = fc.constantFrom(
      'guide',
      'santé',
      'prévention',
      'rapport',
      'CNESST',
      'annuel',
      'formulaire',
      'employés',
      'study',
      'workplace',
    )
    const filler = fc.constantFrom('ici', 'plus', 'lien', 'here', 'le', 'du', 'the')
    fc.assert(
      fc.property(fc.array(fc.oneof(word, filler), { maxLength: 5 }), word, (words, content) => {
        const text = [...words, content].join(' ')
        expect(isVagueLinkText(text, 'https://example.com')).toBe(false)
      }),
    )
    expect(
      isVagueLinkText('https://www.cnesst.gouv.qc.ca/', 'https://www.cnesst.gouv.qc.ca/'),
    ).toBe(true)
    expect(isVagueLinkText('www.santra.ca', 'https://www.santra.ca')).toBe(true)
    expect(isVagueLinkText('info@santra.ca', 'mailto:info@santra.ca')).toBe(false)
  })
})

describe('skipped heading levels', () => {
  /** The reference: a heading may go one level below the last one, the title being level 1. */
  const reference = (depths: number[]) =>
    depths.flatMap((depth, at) => (depth - (at === 0 ? 1 : (depths[at - 1] ?? 1)) > 1 ? [at] : []))

  it('are the headings the reference model names, in a rendered article too', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 6 }), { maxLength: 12 }), (depths) => {
        expect(skippedHeadings(depths)).toEqual(reference(depths))
        const markdown = depths.map((depth, at) => `${'#'.repeat(depth)} Titre ${at}\n\nTexte.`)
        const found = advise(['Début.', ...markdown].join('\n\n'))
          .filter((piece) => piece.code === 'heading-skip')
          .map((piece) => piece.place.near)
        expect(found).toEqual(reference(depths).map((at) => `Titre ${at}`))
      }),
    )
  })
})

describe('long titles', () => {
  it(`are named past ${SEARCH_TITLE_MAX_LENGTH} characters, and only then`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: SEARCH_TITLE_MAX_LENGTH - 5, max: SEARCH_TITLE_MAX_LENGTH + 5 }),
        fc.constantFrom('é', 'a', ' ', '’', '🙂'),
        (length, letter) => {
          const title = `T${letter.repeat(length - 2)}x`
          const named = codes(advise('Texte.', title)).includes('long-title')
          expect(named).toBe(length > SEARCH_TITLE_MAX_LENGTH)
        },
      ),
    )
  })
})
