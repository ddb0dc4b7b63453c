import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './renderMarkdown.ts'

describe('renderMarkdown', () => {
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

  it('renders none of a script, an event handler or a javascript: link', () => {
    const { html, text } = renderMarkdown(
      [
        'Avant <script>alert("script")</script> après.',
        '',
        '<script>',
        'document.cookie',
        '</script>',
        '',
        '<img src="x.png" onerror="alert(\'onerror\')">',
        '',
        '<p onclick="alert(1)">Paragraphe brut</p>',
        '',
        '[Cliquez ici](javascript:alert("lien"))',
        '',
        '![Image piégée](javascript:alert("image"))',
        '',
        '<a href="javascript:alert(2)">brut</a>',
      ].join('\n'),
    )
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/onerror|onclick/i)
    expect(html).not.toMatch(/javascript:/i)
    expect(html).not.toContain('document.cookie')
    // The visible words stay; only the dangerous parts go.
    expect(html).toContain('Cliquez ici')
    expect(text).toContain('Avant')
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
})
