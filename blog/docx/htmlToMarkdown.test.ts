import { describe, expect, it } from 'vitest'
import { escapeMarkdown, htmlTreeToMarkdown } from './htmlToMarkdown.ts'
import { parseHtml, textContent } from './htmlTree.ts'

/** Markdown with only the general rules, text escaped as Markdown needs. */
const markdown = (html: string) =>
  htmlTreeToMarkdown(parseHtml(html), { ruleFor: () => undefined, escape: escapeMarkdown })

describe('parseHtml', () => {
  it('reads mammoth’s escaped text and attributes, void elements and a pre’s first newline', () => {
    const root = parseHtml(
      '<p>a &amp; b &lt;i&gt;<br />c</p><img src="x.png" alt="« 1 &quot;2&quot; »" /><pre>\ncode</pre>',
    )
    expect(root.children.map((node) => node.name)).toEqual(['P', 'IMG', 'PRE'])
    expect(textContent(root.children[0] ?? root)).toBe('a & b <i>c')
    expect(root.children[1]?.attributes).toEqual({ src: 'x.png', alt: '« 1 "2" »' })
    expect(textContent(root.children[2] ?? root)).toBe('code')
  })
})

describe('htmlTreeToMarkdown', () => {
  it('collapses spaces as a browser shows them and keeps them outside emphasis', () => {
    expect(markdown('<p>  Un   <strong> mot </strong>fort, <em>et</em> un\tautre.  </p>')).toBe(
      'Un **mot** fort, _et_ un autre.',
    )
    expect(markdown('<p>A<strong>  </strong>B</p><p>   </p><p>C</p>')).toBe('A B\n\nC')
  })

  it('writes lists with their start, nested lists indented under their marker', () => {
    expect(
      markdown('<ol start="3"><li>trois<ul><li>puce</li></ul></li><li>quatre</li></ol><p>Fin</p>'),
    ).toBe('3.  trois\n    -   puce\n4.  quatre\n\nFin')
  })

  it('writes quotes, line breaks, strikethrough, inline code and checked boxes', () => {
    expect(markdown('<blockquote><p>Cité</p><p>deux</p></blockquote>')).toBe('> Cité\n> \n> deux')
    expect(markdown('<p>ligne<br />suivante</p>')).toBe('ligne\\\nsuivante')
    expect(markdown('<p><s>barré</s> <code>a`b</code></p>')).toBe('~~barré~~ ``a`b``')
    expect(markdown('<ul><li><input type="checkbox" checked="checked" />fait</li></ul>')).toBe(
      '-   [x] fait',
    )
    expect(markdown('<h3>Titre</h3><p>x</p>')).toBe('### Titre\n\nx')
  })

  it('escapes what Markdown would read in typed text', () => {
    expect(markdown('<p>- 1. *a* _b_ [c] `d` \\</p>')).toBe(
      '\\- 1. \\*a\\* \\_b\\_ \\[c\\] \\`d\\` \\\\',
    )
    expect(markdown('<p>12. suite</p><p># non</p><p>&gt; non</p>')).toBe(
      '12\\. suite\n\n\\# non\n\n\\> non',
    )
  })
})
