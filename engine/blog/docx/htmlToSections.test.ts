import fc from 'fast-check'
import { HeadingLevel, Paragraph } from 'docx'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../renderMarkdown.ts'
import { convertDocx } from './convertDocx.ts'
import { frenchTypography } from '../frenchTypography.ts'
import { htmlToSections } from './htmlToSections.ts'
import { wordFixture } from '../../../tests/support/wordFixture.ts'

const IMAGE = 'img-0123456789abcdef.png'

/** Text as mammoth writes it in its HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** What a reader sees of an element's HTML: its text, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&' }
  return html
    .replace(/<[^<>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|lt|gt|quot|amp);/gi, (_match, entity: string) =>
      entity.startsWith('#')
        ? String.fromCodePoint(
            entity[1] === 'x' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
          )
        : (named[entity] ?? ''),
    )
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/^ | $/g, '')
}

/**
 * The links on a page other than its notes' own: an address typed as text becomes a link (GFM's
 * autolink literal, which the site's renderer applies) to the very address shown, the scheme a
 * browser would add to `www.` or a mail address aside.
 */
function typedLinks(html: string): { address: string; shown: string }[] {
  // Both sides as a browser resolves them: the renderer percent-encodes what an address needs.
  const resolved = (address: string) =>
    address.replace(/(?:%[0-9a-f]{2})+/gi, (escaped) => {
      try {
        return decodeURIComponent(escaped)
      } catch {
        return escaped
      }
    })
  return [...html.matchAll(/<a href="([^"]*)">([\s\S]*?)<\/a>/g)].map(
    ([, href = '', text = '']) => ({
      address: resolved(visibleText(href)).replace(/^mailto:/, ''),
      shown: resolved(visibleText(text).replace(/^(?=www\.)/, 'http://')),
    }),
  )
}

/** The one element of a rendered page the place's text lands in. */
function landed(html: string, element: RegExp): string[] {
  return [...html.matchAll(element)].map((match) => visibleText(match[1] ?? ''))
}

/** Each place a typed text may stand in a document, as mammoth's HTML, and where it lands. */
const PLACES = {
  paragraph: {
    html: (text: string) => `<p>${text}</p>`,
    found: (html: string) => landed(html, /<p>([\s\S]*?)<\/p>/g),
  },
  title: {
    html: (text: string) => `<h2>${text}</h2>`,
    found: (html: string) => landed(html, /<h2>([\s\S]*?)<\/h2>/g),
  },
  'table cell': {
    html: (text: string) =>
      `<table><tr><td><p>En-tête</p></td></tr><tr><td><p>${text}</p></td></tr></table>`,
    found: (html: string) => landed(html, /<td>([\s\S]*?)<\/td>/g),
  },
  footnote: {
    html: (text: string) =>
      `<p>Appel<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p><ol><li id="footnote-1"><p>${text} <a href="#footnote-ref-1">↑</a></p></li></ol>`,
    found: (html: string) =>
      landed(
        html.replace(/<a [^>]*data-footnote-backref[^>]*>[\s\S]*?<\/a>/g, ''),
        /<li id="user-content-fn-1">([\s\S]*?)<\/li>/g,
      ),
  },
  caption: {
    html: (text: string) => `<p><img src="${IMAGE}" alt="" /></p><p class="caption">${text}</p>`,
    found: (html: string) => landed(html, /<figcaption>([\s\S]*?)<\/figcaption>/g),
  },
} as const

/** The page a reader gets for a document holding `body` under one article title. */
function page(body: string): string {
  const { sections } = htmlToSections(`<h1>Article</h1>${body}`, new Set([IMAGE]))
  return renderMarkdown(sections[0]?.markdown ?? '', { language: 'fr' }).html
}

/** Word's text as a reader should see it: French spacing applied, spaces shown as a browser does. */
const expected = (typed: string) =>
  frenchTypography(typed.replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, ''))

const character = fc.constantFrom(
  ...'aZé09 .,;:!?*_~|[]<>&#`\\()-+=/{}$%@«»’“”"\'\u00a0\u202f'.split(''),
)
/** Pieces of text Markdown would read as markup, typed as text in Word. */
const fragment = fc.constantFrom(
  '1) Premier point',
  '2026) Une année',
  '12. ',
  '~~barré~~',
  '**gras**',
  '_souligné_',
  'https://a.b/c_d_e',
  'www.exemple.ca/x_y',
  'nom@exemple.ca',
  '&amp;',
  '&#x20;',
  '<b>',
  '<!-- x -->',
  '- ',
  '+ ',
  '> ',
  '# ',
  '| --- |',
  '[^1]',
  '![x](y.png)',
  '[a](b)',
  '« Bonjour »',
  '8:30',
)
const typedText = fc
  .array(fc.oneof(character, fragment), { minLength: 1, maxLength: 16 })
  .map((parts) => parts.join(''))
  // A paragraph of spaces alone, no-break ones included, shows nothing and is dropped.
  .filter((text) => text.trim() !== '')

describe('htmlToSections writes what the author typed', () => {
  const markdown = (html: string) =>
    htmlToSections(`<h1>T</h1>${html}`, new Set()).sections[0]?.markdown

  it('collapses spaces as a browser shows them and keeps them outside emphasis', () => {
    expect(markdown('<p>  Un   <strong> mot </strong>fort, <em>et</em> un\tautre.  </p>')).toBe(
      'Un **mot** fort, _et_ un autre.',
    )
    expect(markdown('<p>A<strong>  </strong>B</p><p>   </p><p>C</p>')).toBe('A B\n\nC')
  })

  it('writes lists with their start, quotes, breaks, code and checked boxes', () => {
    expect(
      markdown('<ol start="3"><li>trois<ul><li>puce</li></ul></li><li>quatre</li></ol><p>Fin</p>'),
    ).toBe('3. trois\n   - puce\n4. quatre\n\nFin')
    expect(markdown('<blockquote><p>Cité</p><p>deux</p></blockquote>')).toBe('> Cité\n>\n> deux')
    expect(markdown('<p>ligne<br />suivante <code>a`b</code></p>')).toBe(
      'ligne\\\nsuivante ``a`b``',
    )
    expect(markdown('<ul><li><input type="checkbox" checked="checked" />fait</li></ul>')).toBe(
      '- [x] fait',
    )
  })

  it('shows typed text as typed, with French spacing only, wherever it stands', () => {
    // The HTML stage is fed directly: building and converting a .docx takes about 100 ms a case
    // here, the HTML stage under 1 ms; Word's own path is checked below on the known cases.
    fc.assert(
      fc.property(typedText, fc.constantFrom(...Object.keys(PLACES)), (typed, placeName) => {
        const place = PLACES[placeName as keyof typeof PLACES]
        const html = page(place.html(escapeHtml(typed)))
        expect(place.found(html)).toEqual([expected(typed)])
        for (const link of typedLinks(html)) expect(link.address).toBe(link.shown)
      }),
      { numRuns: 400, seed: 2027 },
    )
    // About 1.5 s alone; the bound leaves room for a busy machine.
  }, 20_000)

  it('keeps texts Markdown used to read as lists or strikethrough, and typed addresses, through Word', async () => {
    const typed = ['1) Premier point', '2026) Une année', '~~barré~~', 'https://a.b/c_d_e']
    const document = await wordFixture([
      new Paragraph({ text: 'Article', heading: HeadingLevel.HEADING_1 }),
      ...typed.map((text) => new Paragraph({ text })),
    ])
    const { sections } = await convertDocx(document)
    const html = renderMarkdown(sections[0]?.markdown ?? '').html
    expect(html).not.toMatch(/<(ol|ul|li|del)\b/)
    expect(landed(html, /<p>([\s\S]*?)<\/p>/g)).toEqual(typed)
    expect(typedLinks(html)).toEqual([{ address: 'https://a.b/c_d_e', shown: 'https://a.b/c_d_e' }])
  })
})

/**
 * A table as Word merges its cells, which never overlap, and the grid a reader should see: each
 * cell's text in the column and row it starts at, the slots it covers empty.
 */
const mergedTable = fc
  .record({
    rows: fc.integer({ min: 1, max: 5 }),
    columns: fc.integer({ min: 1, max: 5 }),
    spans: fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })), {
      minLength: 25,
      maxLength: 25,
    }),
  })
  .map(({ rows, columns, spans }) => {
    const covered = new Set<string>()
    const grid = Array.from({ length: rows }, () => Array.from({ length: columns }, () => ''))
    let html = ''
    for (let row = 0; row < rows; row++) {
      html += '<tr>'
      for (let column = 0; column < columns; column++) {
        if (covered.has(`${row},${column}`)) continue
        const [across = 1, down = 1] = spans[row * 5 + column] ?? []
        let width = 1
        while (
          width < across &&
          column + width < columns &&
          !covered.has(`${row},${column + width}`)
        )
          width++
        const height = Math.min(down, rows - row)
        for (let below = 0; below < height; below++)
          for (let right = 0; right < width; right++)
            covered.add(`${row + below},${column + right}`)
        const text = `r${row}c${column}`
        ;(grid[row] ?? [])[column] = text
        html += `<td colspan="${width}" rowspan="${height}"><p>${text}</p></td>`
      }
      html += '</tr>'
    }
    return { html: `<table>${html}</table>`, grid }
  })

describe('htmlToSections lays merged cells on the grid', () => {
  it('writes each cell’s text in the column it starts at, the slots it covers empty', () => {
    fc.assert(
      fc.property(mergedTable, ({ html, grid }) => {
        const markdown = htmlToSections(`<h1>T</h1>${html}`, new Set()).sections[0]?.markdown
        const lines = (markdown ?? '').split('\n').filter((_line, index) => index !== 1)
        const cells = lines.map((line) =>
          line
            .split('|')
            .slice(1, -1)
            .map((cell) => cell.trim()),
        )
        expect(cells).toEqual(grid)
      }),
      { numRuns: 200 },
    )
  })
})

describe('htmlToSections on a table’s merged cells and an article’s excerpt', () => {
  it('quotes the merged cell as written and says what the page shows instead', () => {
    const { warnings } = htmlToSections(
      '<h1>T</h1><table><tr><td colspan="2"><p>Date</p><p>(en semaine)</p></td></tr><tr><td>lundi</td><td>9 h</td></tr></table>',
      new Set(),
    )
    expect(warnings.map((warning) => warning.message)).toEqual([
      'Dans l’article « T », près de « Date (en semaine) lundi 9 h » : ce tableau a des cellules fusionnées, dont « Date (en semaine) ». Un tableau d’article ne peut pas fusionner de cellules : sur la page, le texte d’une cellule fusionnée est dans sa première case, et les cases qu’elle couvrait dans Word sont vides.',
    ])
  })

  it('takes as excerpt the first paragraph of running text, never a caption or a table', () => {
    const { sections } = htmlToSections(
      '<h1>T</h1><p class="caption">Tableau 1 : les horaires</p><table><tr><td><p>Jour</p></td></tr></table><h2>Conclusion</h2><p>Le texte.</p>',
      new Set(),
    )
    expect(sections[0]?.firstParagraph).toBe('Le texte.')
  })
})

/** A block as mammoth writes it: every `<` opens a tag, and each element is closed. */
const mammothBlock = fc.oneof(
  fc.constantFrom(
    '<h1>Un article</h1>',
    '<h1>[EN] An article</h1>',
    '<h1></h1>',
    '<h1><img src="img-a.png" /></h1>',
    '<h2>Une partie</h2>',
    '<p>Texte avec une note<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup>.</p>',
    '<p>Texte avec une autre<sup><a href="#footnote-2" id="footnote-ref-2">[2]</a></sup>.</p>',
    '<ul><li>Un point<h1>Titre dans une liste</h1></li><li>deux</li></ul>',
    '<blockquote><p>Cité</p><h1>Titre cité</h1></blockquote>',
    '<p><img src="img-a.png" alt="Une photo" /></p>',
    '<p class="caption">Figure 1 : une photo</p>',
    '<table><tr><td><h1>Titre en case</h1><p>case</p></td><td colspan="2">fusion</td></tr></table>',
    '<ol><li>un</li></ol><ol><li>deux</li></ol>',
    '<p>Un &lt;h1&gt; tapé, <strong>gras</strong><br />et la suite.</p>',
  ),
  fc.string({ maxLength: 20 }).map((text) => `<p>${escapeHtml(text)}</p>`),
)

describe('htmlToSections reads mammoth’s HTML one article at a time', () => {
  it('gives what reading the document whole gives', () => {
    const notes =
      '<ol><li id="footnote-1"><p>Source un <a href="#footnote-ref-1">↑</a></p></li><li id="footnote-2"><p>Source deux <a href="#footnote-ref-2">↑</a></p><h1>Titre en note</h1></li></ol>'
    fc.assert(
      fc.property(fc.array(mammothBlock, { maxLength: 12 }), fc.boolean(), (blocks, withNotes) => {
        const html = blocks.join('') + (withNotes ? notes : '')
        // An element left open (not as mammoth writes) makes the document read whole.
        const whole = `${html}<p>`
        const images = new Set(['img-a.png'])
        expect(htmlToSections(html, images)).toEqual(htmlToSections(whole, images))
      }),
    )
  })
})
