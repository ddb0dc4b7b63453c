import { describe, expect, it } from 'vitest'
import { escapeXml } from './escapeXml.ts'

describe('escapeXml', () => {
  it('escapes markup and both quotes', () => {
    expect(escapeXml(`</title><script>alert('x')</script> & "y"`)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; &quot;y&quot;',
    )
  })

  it('drops the characters XML forbids and keeps the rest of the text', () => {
    expect(escapeXml('a\u0000b\u001bc\uFFFEd\uD800e\tf\ng 😀 é')).toBe('abcde\tf\ng 😀 é')
  })
})
