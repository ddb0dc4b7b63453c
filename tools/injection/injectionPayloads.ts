import { ExternalHyperlink, HeadingLevel, ImageRun, PageBreak, Paragraph, TextRun } from 'docx'
import { PNG_PIXEL, wordFixture } from '../../tests/support/wordFixture.ts'

/**
 * Hostile articles for the injection probe and its unit-level twin. Each one would call
 * `__probe('<id>')` if any part of it ever ran as script; the probe exposes that function in
 * the browser and counts the calls (the goal is none).
 */
export interface InjectionPayload {
  id: string
  /** What the payload tries. */
  label: string
  title: string
  /** The article's first paragraph, which becomes its excerpt (the page description). */
  excerpt: string
  /** Further paragraphs of text. */
  text?: string
  link?: { text: string; target: string }
  /** The description Word keeps as the image's alt text. */
  altText?: string
  /** An SVG image (with its PNG fallback, as Word stores it). */
  svg?: string
  /** Text that must be shown on the article's page as written. */
  shown: string[]
}

const call = (id: string) => `__probe('${id}')`

export const INJECTION_PAYLOADS: readonly InjectionPayload[] = [
  {
    id: 'title',
    label: 'script-closing tag in the title',
    title: `</script><script>${call('title')}</script> Titre piégé`,
    excerpt: 'Un article dont le titre ferme un élément script.',
    shown: [`</script><script>${call('title')}</script> Titre piégé`],
  },
  {
    id: 'excerpt',
    label: 'script-closing tag in the excerpt',
    title: 'Résumé piégé',
    excerpt: `</script><script>${call('excerpt')}</script> Un résumé qui ferme un script.`,
    shown: [`</script><script>${call('excerpt')}</script>`],
  },
  {
    id: 'attribute',
    label: 'quotes breaking out of head attributes',
    title: `Titre " onfocus="${call('attribute')}" autofocus x="`,
    excerpt: `Résumé " onmouseover="${call('attribute')}" '><svg onload=${call('attribute')}>`,
    shown: [`onfocus="${call('attribute')}"`],
  },
  {
    id: 'handler',
    label: 'event-handler attributes typed as text',
    title: 'Attributs d’évènement',
    excerpt: 'Du texte qui ressemble à des balises avec des gestionnaires.',
    text: `<img src=x onerror="${call('handler')}"> et <b onmouseover="${call('handler')}">gras</b>`,
    shown: [
      `<img src=x onerror="${call('handler')}">`,
      `<b onmouseover="${call('handler')}">gras</b>`,
    ],
  },
  {
    id: 'javascript-link',
    label: 'javascript: link',
    title: 'Lien javascript',
    excerpt: 'Un lien dont la cible est du code.',
    link: { text: 'Cliquez ici', target: `javascript:${call('javascript-link')}` },
    shown: ['Cliquez ici'],
  },
  {
    id: 'data-link',
    label: 'data: link',
    title: 'Lien data',
    excerpt: 'Un lien dont la cible est une page en data.',
    link: {
      text: 'Ouvrir la page',
      target: `data:text/html,<script>${call('data-link')}</script>`,
    },
    shown: ['Ouvrir la page'],
  },
  {
    id: 'alt',
    label: 'quotes in alt text',
    title: 'Texte de remplacement piégé',
    excerpt: 'Une image dont la description ferme l’attribut.',
    altText: `Schéma" onerror="${call('alt')}" x="`,
    // Read back from the image's alt attribute: the description as written.
    shown: [`Schéma" onerror="${call('alt')}" x="`],
  },
  {
    id: 'html-text',
    label: 'HTML-looking text',
    title: 'Du texte qui ressemble à du HTML',
    excerpt: 'Des balises tapées comme du texte dans Word.',
    text: `<b>gras</b> <br> <script>${call('html-text')}</script> <iframe src="javascript:${call('html-text')}"></iframe> [lien](javascript:${call('html-text')})`,
    shown: ['<b>gras</b>', `<script>${call('html-text')}</script>`, '<iframe src='],
  },
  {
    id: 'svg',
    label: 'script in an SVG image',
    title: 'Image SVG piégée',
    excerpt: 'Une image SVG qui contient un script.',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="${call('svg')}"><script>${call('svg')}</script><rect width="10" height="10"/></svg>`,
    shown: [],
  },
]

/** The Word paragraphs of one payload: its Heading 1 title, then its content. */
function payloadParagraphs(payload: InjectionPayload, newPage: boolean): Paragraph[] {
  const paragraphs = [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      children: [...(newPage ? [new PageBreak()] : []), new TextRun(payload.title)],
    }),
    new Paragraph({ text: payload.excerpt }),
  ]
  if (payload.text !== undefined) paragraphs.push(new Paragraph({ text: payload.text }))
  if (payload.link) {
    const { text, target } = payload.link
    paragraphs.push(
      new Paragraph({
        children: [
          new TextRun('Voir : '),
          new ExternalHyperlink({
            link: target,
            children: [new TextRun({ text, style: 'Hyperlink' })],
          }),
        ],
      }),
    )
  }
  if (payload.altText !== undefined || payload.svg !== undefined) {
    const transformation = { width: 10, height: 10 }
    const altText = { name: payload.id, title: payload.id, description: payload.altText ?? '' }
    const image =
      payload.svg === undefined
        ? new ImageRun({ type: 'png', data: PNG_PIXEL, transformation, altText })
        : new ImageRun({
            type: 'svg',
            data: new TextEncoder().encode(payload.svg),
            fallback: { type: 'png', data: PNG_PIXEL },
            transformation,
            altText,
          })
    paragraphs.push(new Paragraph({ children: [image] }))
  }
  return paragraphs
}

/** One Word document holding the given payloads, one article each. */
export function injectionDocument(payloads: readonly InjectionPayload[]): Promise<Uint8Array> {
  return wordFixture(payloads.flatMap((payload, index) => payloadParagraphs(payload, index > 0)))
}

/**
 * Text compared loosely: French typography turns quotes and apostrophes into « » and ’ and adds
 * no-break spaces, which changes nothing of what a reader sees of the markup.
 */
export function skeleton(text: string): string {
  return text.replace(/[^\p{L}\p{N}<>/=]/gu, '')
}
