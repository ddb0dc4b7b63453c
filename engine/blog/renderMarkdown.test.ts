import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './renderMarkdown.ts'

/**
 * The names of the attributes of every tag in the HTML. The pipeline writes every quote inside
 * a value as `&#x22;`, so a value ends at the next quote.
 */
function attributeNames(html: string): Set<string> {
  const names = new Set<string>()
  for (const tag of html.matchAll(/<[a-z][\w-]*((?:\s+[^\s="<>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    for (const attribute of (tag[1] ?? '').matchAll(/(?<!\s)\s+([^\s="<>/]+)(?:="[^"]*")?/g)) {
      names.add(attribute[1] ?? '')
    }
  }
  return names
}

describe('renderMarkdown', () => {
  // Bodies as imports and hand-written posts begin: a table, a heading (« Conclusion »), a list,
  // a quote or a captioned picture may come before the first paragraph, or stand alone.
  it('gives as lead the first paragraph of running text, never a table, heading or caption', () => {
    const words = fc
      .array(fc.constantFrom('santé', 'travail', 'Conclusion', 'Date', 'équipe', 'horaire'), {
        minLength: 1,
        maxLength: 5,
      })
      .map((list) => list.join(' '))
    const block = fc.oneof(
      words.map((text) => ({
        markdown: `| ${text} | Jour |\n| --- | --- |\n| a | b |`,
        lead: false,
      })),
      words.map((text) => ({ markdown: `## ${text}`, lead: false })),
      words.map((text) => ({ markdown: `- ${text}`, lead: false })),
      words.map((text) => ({ markdown: `> ${text}`, lead: false })),
      words.map((text) => ({ markdown: `![photo](img-a.png "${text}")`, lead: false })),
      words.map((text) => ({ markdown: text, lead: true })),
    )
    fc.assert(
      fc.property(fc.array(block, { maxLength: 5 }), (blocks) => {
        const first = blocks.find((candidate) => candidate.lead)
        const { lead } = renderMarkdown(blocks.map((candidate) => candidate.markdown).join('\n\n'))
        expect(lead).toBe(first?.markdown ?? '')
      }),
      { numRuns: 50 },
    )
  })

  it('renders Markdown to HTML and plain text', () => {
    const { html, text } = renderMarkdown(
      '## Les signaux\n\nUne équipe **fatiguée** se voit dans [les absences](https://example.com).\n\n- un\n- deux',
    )
    expect(html).toContain('<h2>Les signaux</h2>')
    expect(html).toContain('<strong>fatiguée</strong>')
    expect(html).toContain('<a href="https://example.com">les absences</a>')
    expect(html).toContain('<li>un</li>')
    expect(text).toBe('Les signaux Une équipe fatiguée se voit dans les absences. un deux')
  })

  it('shows HTML typed in the Markdown as the same literal text, never as markup', () => {
    const { html, text } = renderMarkdown(
      [
        'Avant <script>alert("script")</script> après, en <b>gras</b>.',
        '',
        '<script>',
        'document.cookie',
        '</script>',
        '',
        '<img src="x.png" onerror="alert(\'onerror\')">',
        '',
        '<p onclick="alert(1)">Paragraphe brut</p>',
        '',
        '> <iframe src="https://example.com"></iframe>',
      ].join('\n'),
    )
    expect(html).not.toMatch(/<(script|img|iframe|b|p onclick)\b/i)
    expect(html).toContain('&#x3C;script>alert("script")&#x3C;/script>')
    expect(html).toContain('&#x3C;b>gras&#x3C;/b>')
    expect(html).toContain('<p>&#x3C;script>\ndocument.cookie\n&#x3C;/script></p>')
    expect(html).toContain('&#x3C;img src="x.png" onerror="alert(\'onerror\')">')
    expect(html).toContain('<blockquote>\n<p>&#x3C;iframe')
    expect(text).toContain('Avant <script>alert("script")</script> après, en <b>gras</b>.')
  })

  it.each([
    ['javascript: link', '[Cliquez ici](javascript:alert("lien"))'],
    ['upper-case javascript: link', '[Cliquez ici](JaVaScRiPt:alert(1))'],
    ['entity-encoded javascript: link', '[Cliquez ici](jav&#x09;ascript:alert(1))'],
    ['data: link', '[Cliquez ici](data:text/html;base64,PHNjcmlwdD4=)'],
    ['vbscript: link', '[Cliquez ici](vbscript:msgbox)'],
    ['javascript: autolink', '<javascript:alert(1)> Cliquez ici'],
    ['javascript: reference', '[Cliquez ici][x]\n\n[x]: javascript:alert(1)'],
  ])('keeps the words of a %s but not its target', (_name, markdown) => {
    const { html } = renderMarkdown(markdown)
    expect(html).toContain('Cliquez ici')
    expect(html).not.toMatch(/href=/i)
  })

  it.each([
    ['javascript:', '![Piège](javascript:alert(1))'],
    ['data:', '![Piège](data:image/svg+xml;base64,PHN2Zz4=)'],
  ])('drops the address of an image given as %s', (_name, markdown) => {
    const { html } = renderMarkdown(markdown)
    expect(html).toContain('alt="Piège"')
    expect(html).not.toMatch(/src=/)
  })

  it('keeps http(s), mailto, tel and relative links', () => {
    const { html } = renderMarkdown(
      '[a](https://example.com/x?y=1) [b](mailto:info@example.com) [c](tel:+15145550000) [d](../contact) [e](#haut)',
    )
    expect(html).toContain('href="https://example.com/x?y=1"')
    expect(html).toContain('href="mailto:info@example.com"')
    expect(html).toContain('href="tel:+15145550000"')
    expect(html).toContain('href="../contact"')
    expect(html).toContain('href="#haut"')
  })

  it('escapes quotes and angle brackets in alt text, titles and link targets', () => {
    const { html } = renderMarkdown(
      '![Un " onerror="alert(1)](photo.png "x\\" onload=\\"alert(2)")\n\n[lien](https://example.com/"onmouseover="alert(3) "t<\'>")',
    )
    expect(attributeNames(html)).toEqual(
      new Set(['alt', 'src', 'loading', 'decoding', 'href', 'title']),
    )
    expect(html).toContain('<figcaption>x" onload="alert(2)</figcaption>')
    expect(html).toContain('alt="Un &#x22; onerror=&#x22;alert(1)"')
  })

  it('writes no style, class or id of its own choosing and no unknown element', () => {
    const { html } = renderMarkdown(
      '- [x] fait\n\n```js" onclick="x\ncode\n```\n\n## Titre {#id .cls style="color:red"}',
    )
    expect(html).not.toContain('<input')
    expect(attributeNames(html)).toEqual(new Set())
    expect(html).toContain('fait')
  })

  it('keeps the page title as the only h1', () => {
    const { html } = renderMarkdown('# Partie\n\n## Sous-partie\n\n###### Détail')
    expect(html).not.toContain('<h1')
    expect(html).toContain('<h2>Partie</h2>')
    expect(html).toContain('<h3>Sous-partie</h3>')
    expect(html).toContain('<h6>Détail</h6>')
  })

  it("serves the post's images from its folder, sized and lazily loaded", () => {
    const { html, text } = renderMarkdown(
      '![Un schéma de la journée](<./journée type.png>)\n\n![Logo](https://cdn.example.com/logo.svg)',
      {
        imageBase: '/blog/2026-01-05-energie/',
        imageSizes: new Map([['journée type.png', { width: 1200, height: 800 }]]),
      },
    )
    expect(html).toContain(
      '<img src="/blog/2026-01-05-energie/journ%C3%A9e%20type.png" alt="Un schéma de la journée" width="1200" height="800" loading="lazy" decoding="async">',
    )
    expect(html).toContain(
      '<img src="https://cdn.example.com/logo.svg" alt="Logo" loading="lazy" decoding="async">',
    )
    expect(text).toBe('')
  })

  it('renders GFM: tables, strikethrough, autolinks and footnotes with back-links', () => {
    const { html, text } = renderMarkdown(
      '| Poste | Heures |\n| --- | --- |\n| Accueil | 35 |\n\n~~ancien~~ www.santra.ca Voir la note[^1].\n\n[^1]: Selon le rapport de 2024.',
      { language: 'fr' },
    )
    expect(html).toMatch(/<table>\s*<thead>\s*<tr>\s*<th>Poste<\/th>/)
    expect(html).toContain('<td class="numeric">35</td>')
    expect(html).toContain('<del>ancien</del>')
    expect(html).toContain('<a href="http://www.santra.ca">www.santra.ca</a>')
    expect(html).toContain(
      '<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="footnote-label">1</a></sup>',
    )
    expect(html).toContain('<h2 id="footnote-label">Notes</h2>')
    expect(html).toMatch(
      /<li id="user-content-fn-1">\s*<p>Selon le rapport de 2024\. <a href="#user-content-fnref-1"/,
    )
    expect(html).toContain('aria-label="Retour à l’appel de note 1"')
    expect(text).not.toContain('Selon le rapport')
    expect(renderMarkdown('Note[^a].\n\n[^a]: Texte.', { language: 'en' }).html).toContain(
      'aria-label="Back to reference 1"',
    )
  })

  it('puts each table in its own named, focusable scrolling box, numbered in the post', () => {
    const table = '| Poste | Heures |\n| --- | --- |\n| Accueil | 35 |'
    const { html } = renderMarkdown(`${table}\n\nEntre les deux.\n\n${table}`, { language: 'fr' })
    expect(html).toMatch(
      /^<div class="post-table" role="region" aria-label="Tableau 1" tabindex="0"><table>[\s\S]*<\/table><\/div>\n<p>Entre les deux\.<\/p>\n<div class="post-table" role="region" aria-label="Tableau 2" tabindex="0"><table>/,
    )
    expect(renderMarkdown(table, { language: 'en' }).html).toContain('aria-label="Table 1"')
  })

  it('marks a column as numbers only when every filled cell of its body is one', () => {
    const { html } = renderMarkdown(
      '| Indicateur | 2025 | Écart | Note |\n| --- | --- | --- | --- |\n| Absences | 1 234,5 $ | +12,5 % | stable |\n| Départs | 18 | — | 3 |',
    )
    const headers = [...html.matchAll(/<th( class="numeric")?>([^<]*)<\/th>/g)]
    expect(headers.map(([, numeric, text]) => [text, numeric !== undefined])).toEqual([
      ['Indicateur', false],
      ['2025', true],
      ['Écart', true],
      ['Note', false],
    ])
    expect(html).toContain('<td class="numeric">1 234,5 $</td>')
    expect(html).toContain('<td>3</td>')
  })

  it('aligns any number people write, and never a cell with words in it', () => {
    const cellOf = (value: string) =>
      /<td( class="numeric")?>/.exec(renderMarkdown(`| A |\n| --- |\n| ${value} |`).html)?.[1]
    const grouped = fc
      .tuple(fc.integer({ min: 1, max: 999 }), fc.array(fc.integer({ min: 0, max: 999 })))
      .map(([head, groups]) =>
        [String(head), ...groups.map((group) => String(group).padStart(3, '0'))].join('\u00a0'),
      )
    const number = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        grouped,
        fc.constantFrom('', ',5', '.25'),
        fc.constantFrom('', ' %', '\u00a0$', ' €', '%'),
      )
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(number, (value) => cellOf(value) !== undefined),
      { numRuns: 60 },
    )
    const wordy = fc
      .tuple(number, fc.constantFrom(' personnes', ' à 40', 'x', ' (2024)'))
      .map(([value, words]) => value + words)
    fc.assert(
      fc.property(wordy, (value) => cellOf(value) === undefined),
      { numRuns: 60 },
    )
  })

  it('makes a figure of an image alone in its paragraph with a title', () => {
    const { html } = renderMarkdown(
      '![Courbe de fatigue](courbe.png "Figure 1 – La semaine <type>")',
    )
    expect(html).toBe(
      '<figure><img src="courbe.png" alt="Courbe de fatigue" loading="lazy" decoding="async"><figcaption>Figure 1 – La semaine &#x3C;type></figcaption></figure>',
    )
  })
})
