import { describe, expect, it } from 'vitest'
import { frenchTypographyProblems } from './checkFrenchTypography'

const page = (body: string, lang = 'fr') =>
  `<html lang="${lang}"><head><meta name="description" content="Prêt à commencer ?"/></head><body>${body}</body></html>`

const rulesOf = (html: string) =>
  frenchTypographyProblems(html, '/x').map((problem) => problem.rule)

describe('French typography over a built page', () => {
  it('accepts well-set French', () => {
    const html = page(
      '<p>Pourquoi\u202f? Parce qu’on agit\u00a0: «\u00a0vite\u00a0»\u202f; écrivez un courriel\u202f!</p>',
    ).replace('commencer ?', 'commencer\u202f?')
    expect(rulesOf(html)).toEqual([])
  })

  it('finds straight apostrophes, missing or ordinary spaces, « email » and three dots', () => {
    const rules = rulesOf(page("<p>L'équipe : oui; non ! «vite » par email...</p>"))
    expect(rules).toEqual([
      // The meta description first, then the paragraph, rule by rule.
      expect.stringContaining('avant ; ! ?'),
      expect.stringContaining('apostrophe'),
      expect.stringContaining('avant ; ! ?'),
      expect.stringContaining('avant ; ! ?'),
      expect.stringContaining('avant :'),
      expect.stringContaining('après «'),
      expect.stringContaining('avant »'),
      expect.stringContaining('email'),
      expect.stringContaining('trois points'),
    ])
    expect(rulesOf(page('<p>Mise en ligne à 8 h 00, ou à 9\u00a0h\u00a030.</p>'))).toEqual([
      expect.stringContaining('avant ; ! ?'),
      expect.stringContaining('autour du h'),
      expect.stringContaining('autour du h'),
    ])
    expect(rulesOf(page('<p>Traitement…</p>').replace('commencer ?', 'commencer\u202f?'))).toEqual(
      [],
    )
  })

  it('leaves English pages, lang="en" passages, code, addresses and the spec’s strings alone', () => {
    expect(rulesOf(page("<p>Don't wait: email us!</p>", 'en'))).toEqual([])
    const html = page(
      `<p lang="en">Don't wait: email us!</p><code>a?b;c</code><a href="/x">https://ex.com/?a=1</a><p>Email ouvert!</p>`,
    ).replace('commencer ?', 'commencer\u202f?')
    expect(rulesOf(html)).toEqual([])
  })
})
