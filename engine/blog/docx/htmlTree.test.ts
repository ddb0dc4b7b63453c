import { describe, expect, it } from 'vitest'
import { parseHtml, textContent } from './htmlTree.ts'

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
