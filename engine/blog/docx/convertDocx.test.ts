import {
  Bookmark,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  type IRunOptions,
  ImageRun,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { convertDocx } from './convertDocx.ts'
import { splitArticles } from './splitArticles.ts'
import { NUMBERED, PNG_PIXEL, wordFixture } from '../../../tests/support/wordFixture.ts'

const n = '\u202f'
const h1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
const h2 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 })
const p = (text: string) => new Paragraph({ text })
const step = (text: string, level = 0) =>
  new Paragraph({ text, numbering: { reference: NUMBERED, level } })
// Typed as IRunOptions: inferred literals make the linter see String.prototype.bold/italics.
const strong = (text: string): IRunOptions => ({ text, bold: true })
const emphasis = (text: string): IRunOptions => ({ text, italics: true })
const bullet = (text: string, level = 0) => new Paragraph({ text, bullet: { level } })

async function convert(
  children: Parameters<typeof wordFixture>[0],
  footnotes?: Parameters<typeof wordFixture>[1],
) {
  const converted = await convertDocx(await wordFixture(children, footnotes))
  return { converted, ...splitArticles(converted) }
}

describe('convertDocx and splitArticles', () => {
  it('turns each Heading 1 into an article and an [EN] heading into its English version', async () => {
    const { articles, warnings } = await convert([
      p('Notes pour moi, pas pour le blog.'),
      h1('La santé au travail'),
      p('Premier article.'),
      h2('Une section'),
      p('Suite.'),
      h1('[EN] Health at work'),
      p('First article: in English!'),
      h1('Un titre sans texte'),
      h1('Deuxième article'),
      p('Le deuxième.'),
    ])
    expect(articles).toEqual([
      {
        title: 'La santé au travail',
        markdown: 'Premier article.\n\n## Une section\n\nSuite.',
        excerpt: 'Premier article.',
        en: {
          title: 'Health at work',
          markdown: 'First article: in English!',
          excerpt: 'First article: in English!',
        },
      },
      { title: 'Deuxième article', markdown: 'Le deuxième.', excerpt: 'Le deuxième.' },
    ])
    expect(warnings).toEqual([
      'Le texte placé avant le premier titre 1 a été ignoré : « Notes pour moi, pas pour le blog. ».',
      'L’article « Un titre sans texte » n’a pas de texte sous son titre : il a été ignoré.',
    ])
  })

  it('keeps bold, italic, links and line breaks, and drops bookmarks and empty paragraphs', async () => {
    const { articles } = await convert([
      h1('Mise en forme'),
      new Paragraph({
        children: [
          new TextRun({ text: 'Du ' }),
          new TextRun(strong('gras')),
          new TextRun({ text: ', de l’' }),
          new TextRun(emphasis('italique')),
          new TextRun({ text: ' et un ' }),
          new ExternalHyperlink({
            link: 'https://example.com/santé au travail',
            children: [new TextRun({ text: 'lien', style: 'Hyperlink' })],
          }),
          new TextRun({ text: '.' }),
        ],
      }),
      new Paragraph({
        children: [
          new Bookmark({ id: 'repere', children: [new TextRun('Ligne un')] }),
          new TextRun({ text: 'Ligne deux', break: 1 }),
        ],
      }),
      p(''),
      p('   '),
      new Paragraph({ text: 'Une citation.', style: 'Quote' }),
    ])
    expect(articles[0]?.markdown).toBe(
      'Du **gras**, de l’_italique_ et un [lien](<https://example.com/santé au travail>).\n\nLigne un\\\nLigne deux\n\n> Une citation.',
    )
  })

  it('applies French typography to French text only, keeping quotes and apostrophes', async () => {
    const { articles } = await convert([
      h1('Pourquoi agir maintenant?'),
      p('L’équipe dit: «assez»! Et vous ? C’est “clair”; n’est-ce pas?'),
      h1('[EN] Why act now?'),
      p('The team says: “enough”! And you?'),
    ])
    expect(articles[0]?.title).toBe(`Pourquoi agir maintenant${n}?`)
    expect(articles[0]?.markdown).toBe(
      `L’équipe dit\u00a0: «${n}assez${n}»${n}! Et vous${n}? C’est “clair”${n}; n’est-ce pas${n}?`,
    )
    expect(articles[0]?.en).toMatchObject({
      title: 'Why act now?',
      markdown: 'The team says: “enough”! And you?',
    })
  })

  it('nests lists and continues numbering across an interrupting paragraph', async () => {
    const { articles } = await convert([
      h1('Listes'),
      bullet('Santé'),
      bullet('Physique', 1),
      bullet('Mentale', 1),
      bullet('Travail'),
      step('Observer'),
      step('Détail', 1),
      step('Mesurer'),
      p('Une pause dans la liste.'),
      step('Agir'),
      step('Suivre'),
    ])
    expect(articles[0]?.markdown).toBe(
      [
        '- Santé',
        '  - Physique',
        '  - Mentale',
        '- Travail',
        '',
        '1. Observer',
        '   1. Détail',
        '2. Mesurer',
        '',
        'Une pause dans la liste.',
        '',
        '3. Agir',
        '4. Suivre',
      ].join('\n'),
    )
  })

  it('converts a table, with its first row as header', async () => {
    const cell = (text: string) => new TableCell({ children: [p(text)] })
    const { articles } = await convert([
      h1('Tableau'),
      new Table({
        rows: [
          new TableRow({ children: [cell('Pilier'), cell('Effet')] }),
          new TableRow({ children: [cell('Sommeil'), cell('Énergie | concentration')] }),
        ],
      }),
    ])
    expect(articles[0]?.markdown).toBe(
      '| Pilier | Effet |\n| - | - |\n| Sommeil | Énergie \\| concentration |',
    )
  })

  it('reads a layout table holding a Heading 1 as its cells, so that its headings start articles', async () => {
    const cell = (...children: Paragraph[]) => new TableCell({ children })
    const { articles, converted } = await convert([
      new Table({
        rows: [
          new TableRow({ children: [cell(h1('Mise en page')), cell(p('Son texte.'))] }),
          new TableRow({ children: [cell(bullet('Suite')), cell(h1('Deuxième'), p('Fin.'))] }),
        ],
      }),
    ])
    expect(articles.map((article) => [article.title, article.markdown])).toEqual([
      ['Mise en page', 'Son texte.\n\n- Suite'],
      ['Deuxième', 'Fin.'],
    ])
    expect(converted.warnings).toEqual([])
  })

  it('writes images as files with their alt text and no data URL', async () => {
    const image = new ImageRun({
      type: 'png',
      data: PNG_PIXEL,
      transformation: { width: 10, height: 10 },
      altText: { name: 'schema', title: 'Schéma', description: 'Schéma des cinq piliers' },
    })
    const { articles, converted } = await convert([
      h1('Image'),
      new Paragraph({ children: [image] }),
      p('Légende.'),
    ])
    const [name] = [...converted.images.keys()]
    expect(name).toMatch(/^img-[0-9a-f]{16}\.png$/)
    expect(converted.images.get(name ?? '')).toEqual(PNG_PIXEL)
    expect(articles[0]?.markdown).toBe(`![Schéma des cinq piliers](${name ?? ''})\n\nLégende.`)
    expect(articles[0]?.excerpt).toBe('Légende.')
  })

  it('keeps a phone photo’s orientation but none of its camera or GPS tags', async () => {
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#864' },
    })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Make: 'Phone', Model: 'Pixel 12' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 44/1 3600/100' },
        },
      })
      .toBuffer()
    const image = new ImageRun({
      type: 'jpg',
      data: photo,
      transformation: { width: 20, height: 40 },
    })
    const { converted } = await convert([
      h1('Photo'),
      new Paragraph({ children: [image] }),
      p('Texte.'),
    ])
    const [stored] = [...converted.images.values()]
    expect(Buffer.from(photo).includes('Pixel 12')).toBe(true)
    expect(Buffer.from(stored ?? new Uint8Array()).includes('Pixel 12')).toBe(false)
    const meta = await sharp(stored).metadata()
    expect([meta.orientation, (meta.exif?.length ?? 0) < 40]).toEqual([6, true])
  })

  it('moves footnotes to the article citing them, numbered from 1', async () => {
    const { articles } = await convert(
      [
        h1('Premier'),
        new Paragraph({
          children: [new TextRun('Une affirmation'), new FootnoteReferenceRun(1), new TextRun('.')],
        }),
        h1('Second'),
        new Paragraph({
          children: [new TextRun('Une autre'), new FootnoteReferenceRun(2), new TextRun('.')],
        }),
      ],
      { 1: { children: [p('Source un.')] }, 2: { children: [p('Source deux.')] } },
    )
    expect(articles.map((article) => article.markdown)).toEqual([
      'Une affirmation[^1].\n\n[^1]: Source un.',
      'Une autre[^1].\n\n[^1]: Source deux.',
    ])
  })

  it('cuts a long first paragraph into an excerpt of at most 155 characters', async () => {
    const long =
      'La prévention commence par une écoute attentive des équipes, de leurs contraintes et de leurs réussites, afin de bâtir ensemble un plan réaliste et durable pour tous.'
    const { articles } = await convert([h1('Long'), p(long)])
    expect(articles[0]?.excerpt).toBe(
      'La prévention commence par une écoute attentive des équipes, de leurs contraintes et de leurs réussites, afin de bâtir ensemble un plan réaliste et…',
    )
    expect(articles[0]?.excerpt?.length).toBeLessThanOrEqual(155)
  })

  // Letters as an office writes them: Word's « Titre » (Title) at the top, « Titre 2 » for the
  // parts, a quoted passage, and no « Titre 1 » anywhere.
  it('reads a « Titre » as the article title when there is no Titre 1, its Titre 2 as sections', async () => {
    const title = (text: string) => new Paragraph({ text, heading: HeadingLevel.TITLE })
    const { articles, warnings } = await convert([
      title('Avis aux employés'),
      p('Le bureau ferme plus tôt vendredi.'),
      h2('Horaires'),
      p('De 8 h à 15 h.'),
      title('Rappel'),
      p('La formation a lieu lundi.'),
    ])
    expect(warnings).toEqual([])
    expect(articles.map((article) => article.title)).toEqual(['Avis aux employés', 'Rappel'])
    expect(articles[0]?.markdown).toContain('## Horaires')
    expect(articles[0]?.markdown).toContain('De 8\u00a0h à 15\u00a0h.')
    expect(articles[0]?.excerpt).toBe('Le bureau ferme plus tôt vendredi.')
  })

  it('keeps Titre 1 as what starts articles when there is one, the « Titre » above being text', async () => {
    const title = new Paragraph({ text: 'Bulletin de mars', heading: HeadingLevel.TITLE })
    const { articles, warnings } = await convert([title, h1('Le stress'), p('Un texte.')])
    expect(articles.map((article) => article.title)).toEqual(['Le stress'])
    expect(warnings).toEqual([
      'Le texte placé avant le premier titre 1 a été ignoré : « Bulletin de mars ».',
    ])
  })

  it('cuts at the highest heading level used when there is neither Titre 1 nor « Titre »', async () => {
    const h3 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_3 })
    const { articles } = await convert([
      h2('Premier'),
      p('Un.'),
      h3('Détail'),
      p('Deux.'),
      h2('Second'),
      p('Trois.'),
    ])
    expect(articles.map((article) => article.title)).toEqual(['Premier', 'Second'])
    expect(articles[0]?.markdown).toBe('Un.\n\n## Détail\n\nDeux.')
  })

  it('refuses a document without any heading, says how to add one and names its styles', async () => {
    const quote = new Paragraph({ text: 'Une citation.', style: 'Quote' })
    await expect(convert([p('Madame, Monsieur,'), quote])).rejects.toMatchObject({
      code: 'no-heading',
      message:
        'Ce document n’a aucun titre pour commencer un article. Dans Word, sélectionnez le titre de l’article puis choisissez le style « Titre 1 » dans Accueil › Styles ; faites de même pour chaque article, puis réessayez. Styles trouvés dans ce document : « Normal », « Citation ».',
    })
  })

  it('refuses a document whose headings have no text', async () => {
    await expect(convert([h1('Seul'), h1('Vide')])).rejects.toMatchObject({ code: 'no-article' })
  })

  it('says where a Heading 1 that cannot start an article is, and why', async () => {
    const document = await wordFixture(
      [new Paragraph({ children: [new TextRun('Un texte cité'), new FootnoteReferenceRun(1)] })],
      { 1: { children: [h1('Titre dans la note')] } },
    )
    const converted = await convertDocx(document)
    expect(() => splitArticles(converted)).toThrow(
      /aucun titre pour commencer un article.* Avant le premier titre 1 : le titre 1 « Titre dans la note » se trouve dans une note de bas de page, où il ne peut pas commencer un article\./,
    )
  })
})
