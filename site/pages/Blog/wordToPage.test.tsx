import path from 'node:path'
import {
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  DeletedTextRun,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  InsertedTextRun,
  Math as WordMath,
  MathRun,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { NUMBERED, PNG_PIXEL, wordFixture } from '../../../tests/support/wordFixture.ts'
import { importDocument } from '../../../engine/blog/operations/importDocument.ts'
import { BLOG_DIR } from '../../../engine/blog/postSchema.ts'
import { loadSiteBlog } from '../../../engine/blog/loadSiteBlog.ts'
import { i18nFor } from '../../i18n/i18nFor'
import { blogAddresses } from '../../../engine/siteModel/blogPaths'
import { createTestRepository } from '../../../tests/support/createTestRepository.ts'
import { LocalGitStore } from '../../../engine/blog/store/LocalGitStore.ts'
import { PostBody } from './PostBody'
import { postBodyStore } from './postBodyStore'

/**
 * Word to page: each feature a post can carry goes from a generated .docx through the import
 * (into a throw-away repository), the site's post reader and Markdown pipeline, to the article
 * body component the pre-rendered page uses. No site build: the same pieces, called directly.
 */

const NOW = new Date('2026-11-23T08:00:00-05:00')
const h1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
const p = (text: string) => new Paragraph({ text })
const cell = (text: string, options: { columnSpan?: number; rowSpan?: number } = {}) =>
  new TableCell({ children: [p(text)], ...options })

const repositories: { remove(): void }[] = []
afterAll(() => {
  for (const repository of repositories) repository.remove()
})

interface Page {
  title: string
  html: string
}

/** Imports a Word document and returns the body of each French article's page, and the warnings. */
async function pagesOf(
  document: Uint8Array,
): Promise<{ pages: Page[]; warnings: string[]; english: Page[] }> {
  const repository = createTestRepository()
  repositories.push(repository)
  const result = await importDocument(new LocalGitStore(repository.root), document, { now: NOW })
  const blog = await loadSiteBlog({
    addresses: blogAddresses,
    contentDir: path.join(repository.root, BLOG_DIR),
    now: new Date('2030-01-01T00:00:00Z'),
  })
  vi.stubEnv('SSR', true)
  const page = (post: (typeof blog.posts.fr)[number]): Page => {
    postBodyStore.set(post.path, () => post.html())
    return {
      title: post.title,
      html: renderToStaticMarkup(
        <I18nProvider i18n={i18nFor(post.locale === 'fr' ? 'fr' : 'en')}>
          <PostBody path={post.path} />
        </I18nProvider>,
      ),
    }
  }
  const pages = blog.posts.fr.map(page)
  const english = blog.posts.en.map(page)
  vi.unstubAllEnvs()
  return { pages, english, warnings: result.errors }
}

async function onePage(
  children: Parameters<typeof wordFixture>[0],
  footnotes?: Parameters<typeof wordFixture>[1],
  comments?: Parameters<typeof wordFixture>[2],
) {
  const { pages, warnings } = await pagesOf(
    await wordFixture([h1('Article'), ...children], footnotes, comments),
  )
  expect(pages).toHaveLength(1)
  return { html: pages[0]?.html ?? '', warnings }
}

/** What a reader sees: the text without tags, character references decoded. */
function textOf(html: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' }
  return html
    .replace(/<[^<>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot);/gi, (_match, entity: string) =>
      entity.startsWith('#x')
        ? String.fromCodePoint(parseInt(entity.slice(2), 16))
        : entity.startsWith('#')
          ? String.fromCodePoint(Number(entity.slice(1)))
          : (named[entity] ?? ''),
    )
}

function rowsOf(html: string): string[][] {
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1] ?? ''),
  )
}

describe('a Word document on the page', () => {
  it('shows a table with its header row', async () => {
    const { html } = await onePage([
      new Table({
        rows: [
          new TableRow({ children: [cell('Indicateur'), cell('Valeur')] }),
          new TableRow({ children: [cell('Absences'), cell('12 jours')] }),
        ],
      }),
    ])
    expect(html).toContain('<thead>')
    expect(rowsOf(html)).toEqual([
      ['Indicateur', 'Valeur'],
      ['Absences', '12 jours'],
    ])
    expect(html).toMatch(/<th>Indicateur<\/th>/)
  })

  it('keeps each text of a table with merged cells in its own column, and says so once', async () => {
    const { html, warnings } = await onePage([
      new Table({
        rows: [
          new TableRow({ children: [cell('Équipe'), cell('Trimestre', { columnSpan: 2 })] }),
          new TableRow({ children: [cell('Nord', { rowSpan: 2 }), cell('T1'), cell('T2')] }),
          new TableRow({ children: [cell('10'), cell('12')] }),
        ],
      }),
    ])
    expect(rowsOf(html)).toEqual([
      ['Équipe', 'Trimestre', ''],
      ['Nord', 'T1', 'T2'],
      ['', '10', '12'],
    ])
    expect(warnings.filter((warning) => warning.includes('cellules fusionnées'))).toEqual([
      expect.stringContaining('Dans l’article « Article », près de « Équipe Trimestre'),
    ])
  })

  it('shows footnotes as numbered notes with back-links at the end of the article', async () => {
    const { html } = await onePage(
      [
        new Paragraph({
          children: [
            new TextRun('La charge augmente'),
            new FootnoteReferenceRun(1),
            new TextRun('.'),
          ],
        }),
      ],
      { 1: { children: [p('Enquête interne, 2025.')] } },
    )
    expect(html).toMatch(
      /<sup><a href="#user-content-fn-1" id="user-content-fnref-1"[^>]*>1<\/a><\/sup>/,
    )
    const notes = /<section[^>]*class="footnotes"[^>]*>([\s\S]*)<\/section>/.exec(html)?.[1] ?? ''
    expect(notes).toContain('Enquête interne, 2025.')
    expect(notes).toMatch(/<li id="user-content-fn-1">/)
    expect(notes).toMatch(/href="#user-content-fnref-1"[^>]*data-footnote-backref/)
    expect(html.indexOf('<section')).toBeGreaterThan(html.indexOf('La charge augmente'))
  })

  it('nests lists and continues a numbered list after an interruption', async () => {
    const step = (text: string, level = 0) =>
      new Paragraph({ text, numbering: { reference: NUMBERED, level } })
    const { html } = await onePage([
      step('Écouter'),
      step('Mesurer'),
      step('Les absences', 1),
      p('Une remarque entre deux étapes.'),
      step('Agir'),
    ])
    expect(html).toMatch(/<ol>\s*<li>Écouter<\/li>\s*<li>Mesurer\s*<ol>\s*<li>Les absences<\/li>/)
    expect(html).toMatch(/<ol start="3">\s*<li>Agir<\/li>/)
  })

  it('shows images with their own description as alt text, and a caption as a figure', async () => {
    const image = (description: string) =>
      new ImageRun({
        type: 'png',
        data: PNG_PIXEL,
        transformation: { width: 10, height: 10 },
        altText: { name: 'photo', title: 'photo', description },
      })
    const { html } = await onePage([
      new Paragraph({ children: [image('Une équipe en réunion')] }),
      new Paragraph({ text: 'Figure 1 : la réunion du lundi', style: 'Caption' }),
      new Paragraph({ children: [image('Le tableau de bord')] }),
      new Paragraph({ text: 'Le tableau de bord', style: 'Caption' }),
    ])
    expect(html).toMatch(
      /<figure><img src="\/[^"]+\.png" alt="Une équipe en réunion"[^>]*><figcaption>Figure 1\u00a0: la réunion du lundi<\/figcaption><\/figure>/,
    )
    // The second caption repeats the description: a screen reader must not read it twice.
    expect(html).toMatch(
      /<figure><img src="[^"]+" alt=""[^>]*><figcaption>Le tableau de bord<\/figcaption>/,
    )
    expect(html).not.toMatch(/<p>Figure 1/)
  })

  it('keeps links, quotes and line breaks', async () => {
    const { html } = await onePage([
      new Paragraph({
        children: [
          new TextRun('Voir '),
          new ExternalHyperlink({
            link: 'https://santra.ca/methode',
            children: [new TextRun('la méthode')],
          }),
          new TextRun({ text: 'Première ligne', break: 1 }),
          new TextRun({ text: 'Deuxième ligne', break: 1 }),
        ],
      }),
      new Paragraph({ text: 'Le travail tient à la santé.', style: 'Quote' }),
    ])
    expect(html).toContain('<a href="https://santra.ca/methode">la méthode</a>')
    expect(html).toMatch(/Première ligne<br>\s*Deuxième ligne/)
    expect(html).toMatch(/<blockquote>\s*<p>Le travail tient à la santé\.<\/p>\s*<\/blockquote>/)
  })

  it('shows text that looks like HTML as typed, and leaves technical text unspaced', async () => {
    const { html } = await onePage([
      p('Tapez <b>gras</b>, <br> ou <iframe src="x"> et &amp; tel quel.'),
      p('| Nom | Valeur |'),
      p('| --- | --- |'),
      p('Le serveur host:8080 ouvre à 8:30 ; voir https://santra.ca/a?b=1 et C:\\Dossier.'),
    ])
    expect(textOf(html)).toContain('Tapez <b>gras</b>, <br> ou <iframe src="x"> et &amp; tel quel.')
    expect(html).not.toMatch(/<(b|iframe|table)\b/)
    expect(textOf(html)).toContain('| Nom | Valeur |')
    expect(textOf(html)).toContain(
      'host:8080 ouvre à 8:30\u202f; voir https://santra.ca/a?b=1 et C:\\Dossier.',
    )
  })

  it('splits articles at a Heading 1 inside a table, as in the body', async () => {
    const { pages } = await pagesOf(
      await wordFixture([
        new Table({
          rows: [
            new TableRow({
              children: [
                new TableCell({ children: [h1('Dans le modèle'), p('Texte du modèle.')] }),
              ],
            }),
          ],
        }),
        h1('Dans le corps'),
        p('Texte du corps.'),
      ]),
    )
    const byTitle = new Map(pages.map((page) => [page.title, page.html]))
    expect([...byTitle.keys()].sort()).toEqual(['Dans le corps', 'Dans le modèle'])
    expect(byTitle.get('Dans le modèle')).toContain('<p>Texte du modèle.</p>')
    expect(byTitle.get('Dans le modèle')).not.toContain('<table>')
  })

  it('names what it drops: equations, comments and tracked changes, with the article and nearby words', async () => {
    const { html, warnings } = await onePage(
      [
        new Paragraph({
          children: [
            new TextRun('La formule '),
            new WordMath({ children: [new MathRun('E=mc2')] }),
            new TextRun(' reste théorique.'),
          ],
        }),
        new Paragraph({
          children: [
            new CommentRangeStart(0),
            new TextRun('Un passage relu.'),
            new CommentRangeEnd(0),
            new TextRun({ children: [new CommentReference(0)] }),
          ],
        }),
        new Paragraph({
          children: [
            new TextRun('Il faut '),
            new InsertedTextRun({
              text: 'vraiment ',
              id: 1,
              author: 'A',
              date: '2026-01-01T00:00:00Z',
            }),
            new DeletedTextRun({
              text: 'peut-être ',
              id: 2,
              author: 'A',
              date: '2026-01-01T00:00:00Z',
            }),
            new TextRun('agir.'),
          ],
        }),
      ],
      {},
      [{ id: 0, author: 'A', children: [p('Relire ce passage')] }],
    )
    expect(html).toContain('vraiment')
    expect(html).not.toContain('peut-être')
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Dans l’article « Article », près de « La formule » : une équation \(« E=mc2 »\) a été ignorée/,
        ),
        expect.stringMatching(
          /^Dans l’article « Article », près de « .*Un passage relu\. » : le commentaire « Relire ce passage » a été ignoré/,
        ),
        expect.stringMatching(/ajouts sont gardés, le texte supprimé \(« peut-être »\) est écarté/),
      ]),
    )
  })
})
