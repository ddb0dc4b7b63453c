import { ExternalHyperlink, HeadingLevel, ImageRun, Paragraph, TextRun } from 'docx'
import sharp from 'sharp'
import { PNG_PIXEL, wordFixture } from './wordFixture.ts'

/** The long French title of {@link adviceDocument}'s first article: 75 characters. */
export const LONG_TITLE =
  'Santé au travail : ce que les gestionnaires peuvent changer dès ce lundi-ci'

/**
 * A Word document that earns most kinds of advice: a long title, a picture without a
 * description, a « Titre 2 » followed by a « Titre 4 », a link whose text is « cliquez ici », a
 * first paragraph too long for a search snippet, a picture 3,000 px wide (described); its second
 * article has an English version, its first none.
 */
export async function adviceDocument(): Promise<Uint8Array> {
  // A real picture, of one colour so it weighs little: the import decodes what it keeps.
  const wide = await sharp({ create: { width: 3000, height: 30, channels: 3, background: '#9bd' } })
    .png()
    .toBuffer()
  const h = (text: string, heading: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
    new Paragraph({ text, heading })
  const p = (text: string) => new Paragraph({ text })
  return wordFixture([
    h(LONG_TITLE, HeadingLevel.HEADING_1),
    p(
      'Les gestionnaires de proximité voient les premiers signes de fatigue chez leurs équipes, bien avant les ressources humaines, et peuvent agir tôt sans grand budget ni long programme.',
    ),
    h('Observer', HeadingLevel.HEADING_2),
    p('Une équipe fatiguée parle moins en réunion.'),
    new Paragraph({
      children: [
        new ImageRun({ type: 'png', data: PNG_PIXEL, transformation: { width: 40, height: 40 } }),
      ],
    }),
    h('Trois signes', HeadingLevel.HEADING_4),
    new Paragraph({
      children: [
        new TextRun('Le guide complet est en ligne : '),
        new ExternalHyperlink({
          link: 'https://www.cnesst.gouv.qc.ca/',
          children: [new TextRun({ text: 'cliquez ici', style: 'Hyperlink' })],
        }),
        new TextRun('.'),
      ],
    }),
    new Paragraph({
      children: [
        new ImageRun({
          type: 'png',
          data: wide,
          transformation: { width: 600, height: 6 },
          altText: { name: 'bande', title: 'Bande', description: 'Une bande bleue' },
        }),
      ],
    }),
    h('Pauses actives', HeadingLevel.HEADING_1),
    p('Deux minutes debout toutes les heures.'),
    h('[EN] Active breaks', HeadingLevel.HEADING_1),
    p('Two minutes standing every hour.'),
  ])
}
