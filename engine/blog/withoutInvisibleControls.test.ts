import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withoutInvisibleControls } from './withoutInvisibleControls.ts'

const BIDI_CONTROLS = [
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]

/** Any text, with bidirectional and other controls mixed in often. */
const hostileText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.constantFrom(...BIDI_CONTROLS, '\u00ad', '\ufeff', '\u2060', '\u{e0041}', '\u001b[31m'),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''))

describe('withoutInvisibleControls', () => {
  it('leaves no bidirectional control, no invisible format character and no control but a line feed or a tab', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const clean = withoutInvisibleControls(text)
        for (const control of BIDI_CONTROLS) expect(clean).not.toContain(control)
        expect(clean).not.toMatch(/[\p{Cc}\p{Cf}](?<![\n\t\u200c\u200d])/u)
        // Nothing else is touched: removing the controls from the text is removing them here.
        expect(clean).toBe(
          Array.from(text)
            .filter((c) => !/[\p{Cc}\p{Cf}]/u.test(c) || '\n\t\u200c\u200d'.includes(c))
            .join(''),
        )
        expect(withoutInvisibleControls(clean)).toBe(clean)
      }),
    )
  })

  it('keeps what a French title, an emoji or a multi-line message needs', () => {
    const text = 'Blog : « Santé\u202fmentale » — l’été\n\n- famille 👩\u200d👩\u200d👧 et 🇨🇦\t✔︎'
    expect(withoutInvisibleControls(text)).toBe(text)
    expect(withoutInvisibleControls('rapport\u202egpj.docx')).toBe('rapportgpj.docx')
  })
})
